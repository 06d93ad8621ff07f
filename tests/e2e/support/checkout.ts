/**
 * The order steps as a customer goes through them in the browser, with JavaScript on or off:
 * the sizes of a design in the cart, the delivery address and method, the review with the proofs
 * approved, and the test provider's payment page. Written once here for every spec that orders.
 */
import type { Page } from "@playwright/test";
import { expect, localized, type Locale } from "../fixtures.ts";

export const checkoutTexts = {
  en: {
    cell: (color: string, size: string) => new RegExp(`^${color}, ${size} \\(`),
    white: "White",
    black: "Black",
    addToCart: "Add to cart",
    toDelivery: "Continue to delivery",
    fullName: "Full name",
    line1: "Street address",
    city: "City",
    postalCode: "Postal code",
    country: "Country",
    saveAndUse: "Save and deliver here",
    selected: "Delivering here",
    method: { standard: /^Standard delivery:/, express: /^Express delivery:/ },
    toReview: "Continue to review",
    approve: "I approve these proofs: print them exactly as shown.",
    place: "Place the order",
    pay: /^Pay \$/,
    cardNumber: "Card number",
    expiry: "Expiry date (MM/YY)",
    cvc: "Security code (CVC)",
    cardName: "Name on the card",
    paid: "Paid. Thank you! We will tell you when it ships.",
    declined: "Your card was declined.",
    statusPaid: "Paid",
    variant: (color: string, size: string) => `${color}, ${size}`,
  },
  fr: {
    cell: (color: string, size: string) => new RegExp(`^${color}, ${size} \\(`),
    white: "Blanc",
    black: "Noir",
    addToCart: "Ajouter au panier",
    toDelivery: "Continuer vers la livraison",
    fullName: "Nom complet",
    line1: "Adresse",
    city: "Ville",
    postalCode: "Code postal",
    country: "Pays",
    saveAndUse: "Enregistrer et livrer ici",
    selected: "Livraison à cette adresse",
    method: { standard: /^Livraison standard\s:/, express: /^Livraison express\s:/ },
    toReview: "Continuer vers la vérification",
    approve: "J’approuve ces épreuves\u202f: imprimez-les exactement comme présentées.",
    place: "Passer la commande",
    pay: /^Payer /,
    cardNumber: "Numéro de carte",
    expiry: "Date d’expiration (MM/AA)",
    cvc: "Code de sécurité (CVC)",
    cardName: "Nom sur la carte",
    paid: "Payée. Merci\u202f! Nous vous préviendrons à l’expédition.",
    declined: "Votre carte a été refusée.",
    statusPaid: "Payée",
    variant: (color: string, size: string) => `${color}, ${size}`,
  },
} satisfies Record<Locale, unknown>;

/**
 * How long a step may take to answer: each is a server round trip (placing an order or opening
 * a payment makes several), and the suite shares its machine. Generous, and no timing claim.
 */
const step = { timeout: 15_000 };
/**
 * A payment is three round trips in one step: the card's post, the provider's webhook to the shop
 * (which marks the order paid and queues its mail), and the way back to the shop. On a 2-core
 * machine running the whole suite, 15 s was once not enough for them.
 */
const payment = { timeout: 30_000 };

/** The card the test provider accepts, and the one it declines. */
export const testCards = { pays: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

/** A size run in the order's first step: colour (as the page names it), size and how many. */
export type SizeRun = { color: string; size: string; quantity: number }[];

/** A new delivery address; `country` is the country's name as the select lists it. */
export type NewAddress = {
  fullName: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
};

/**
 * In the order's first step (`/order/product`): the quantities of a size run put in the cart, then
 * on to the delivery step.
 */
export async function addSizesAndContinue(page: Page, locale: Locale, sizes: SizeRun): Promise<void> {
  const t = checkoutTexts[locale];
  await expect(page).toHaveURL(/\/order\/product/, step);
  for (const { color, size, quantity } of sizes) {
    await page.getByLabel(t.cell(color, size)).fill(String(quantity));
  }
  await page.getByRole("button", { name: t.addToCart }).click();
  // The page shows the cart it saved: the last quantity is there once the cart is updated.
  const last = sizes.at(-1)!;
  await expect(page.getByLabel(t.cell(last.color, last.size))).toHaveValue(String(last.quantity), step);
  await page.getByRole("link", { name: t.toDelivery }).click();
  await expect(page).toHaveURL(/\/order\/shipping/, step);
}

/**
 * The delivery step: a new address saved and chosen, or (without one) the address already in the
 * book, which the step chooses; then the method, and on to the review.
 */
export async function chooseDelivery(
  page: Page,
  locale: Locale,
  { address, method }: { address?: NewAddress; method: "standard" | "express" },
): Promise<void> {
  const t = checkoutTexts[locale];
  if (address) {
    await page.getByLabel(t.fullName).fill(address.fullName);
    await page.getByLabel(t.line1, { exact: true }).fill(address.line1);
    await page.getByLabel(t.city).fill(address.city);
    await page.getByLabel(t.postalCode).fill(address.postalCode);
    await page.getByLabel(t.country).selectOption({ label: address.country });
    await page.getByRole("button", { name: t.saveAndUse }).click();
  }
  await expect(page.getByText(t.selected, { exact: true })).toBeVisible(step);
  await page.getByRole("radio", { name: t.method[method] }).check();
  await page.getByRole("button", { name: t.toReview }).click();
  await expect(page).toHaveURL(new RegExp(`/order/confirm\\?address=.*method=${method}`), step);
}

/** The review: the proofs approved and the order placed. Returns its sn, from the payment page. */
export async function approveAndPlace(page: Page, locale: Locale): Promise<string> {
  const t = checkoutTexts[locale];
  await page.getByLabel(t.approve).check();
  await page.getByRole("button", { name: t.place }).click();
  await expect(page).toHaveURL(/\/order\/payment\?sn=[a-z2-9]{24}$/, step);
  return new URL(page.url()).searchParams.get("sn")!;
}

/** A card expiry two years ahead of today: never overtaken by the calendar. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, "0")}`;
}

/** From the shop's payment page (`/order/payment?sn=…`) to the test provider's. */
export async function openTestPaymentPage(page: Page, locale: Locale): Promise<void> {
  await page.getByRole("button", { name: checkoutTexts[locale].pay }).click();
  await expect(page).toHaveURL(/\/pay\/test\//, step);
}

/** On the test provider's page: a card's details entered and the payment sent. */
export async function payWithCard(page: Page, locale: Locale, number: string): Promise<void> {
  const t = checkoutTexts[locale];
  await page.getByLabel(t.cardNumber).fill(number);
  await page.getByLabel(t.expiry).fill(futureExpiry());
  await page.getByLabel(t.cvc).fill("123");
  await page.getByLabel(t.cardName).fill("Test Customer");
  await page.getByRole("button", { name: t.pay }).click();
}

/** Back on the shop's payment page of order `sn`, which says it is paid. */
export async function expectPaid(page: Page, locale: Locale, sn: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/order/payment\\?sn=${sn}`), payment);
  await expect(page.getByText(checkoutTexts[locale].paid)).toBeVisible(step);
}

/** From the shop's payment page of order `sn`: paid with the test card that pays. */
export async function payWithTestCard(page: Page, locale: Locale, sn: string): Promise<void> {
  await openTestPaymentPage(page, locale);
  await payWithCard(page, locale, testCards.pays);
  await expectPaid(page, locale, sn);
}

/**
 * The customer's page of order `sn`: paid, and its items exactly these colours, sizes and
 * quantities, in whatever order the page lists them.
 */
export async function expectOrderItems(
  page: Page,
  locale: Locale,
  sn: string,
  sizes: SizeRun,
): Promise<void> {
  const t = checkoutTexts[locale];
  await page.goto(localized(`/account/orders/${sn}`, locale));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(t.statusPaid, { exact: true }).first()).toBeVisible();
  const rows = page.getByRole("region", { name: itemsHeading[locale] }).locator("tbody tr");
  await expect(rows).toHaveCount(sizes.length);
  const variants = await rows.locator("td:nth-child(1)").allInnerTexts();
  const quantities = await rows.locator("td:nth-child(2)").allInnerTexts();
  const lines = variants.map((variant, index) => `${quantities[index]!.trim()} × ${variant.trim()}`);
  const expected = sizes.map(({ color, size, quantity }) => `${quantity} × ${t.variant(color, size)}`);
  expect(lines.toSorted()).toEqual(expected.toSorted());
}

const itemsHeading: Record<Locale, string> = { en: "Items", fr: "Articles" };
