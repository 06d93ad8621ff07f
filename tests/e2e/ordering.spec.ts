import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { mailTo } from "./support/mail.ts";

const texts = {
  en: {
    addTextField: "Text",
    addText: "Add text",
    addTextForm: /Add text/,
    order: "Order this design",
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
    france: "France",
    saveAndUse: "Save and deliver here",
    express: /^Express delivery:/,
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
    receiptSubject: /^Receipt for your .* order /,
  },
  fr: {
    addTextField: "Texte",
    addText: "Ajouter le texte",
    addTextForm: /Ajouter du texte/,
    order: "Commander cette création",
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
    france: "France",
    saveAndUse: "Enregistrer et livrer ici",
    express: /^Livraison express\s:/,
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
    receiptSubject: /^Reçu de votre commande /,
  },
} satisfies Record<Locale, unknown>;

/** A card expiry two years ahead of today: never overtaken by the calendar. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, "0")}`;
}

async function payWithCard(page: Page, locale: Locale, number: string) {
  const t = texts[locale];
  await page.getByLabel(t.cardNumber).fill(number);
  await page.getByLabel(t.expiry).fill(futureExpiry());
  await page.getByLabel(t.cvc).fill("123");
  await page.getByLabel(t.cardName).fill("Test Customer");
  await page.getByRole("button", { name: t.pay }).click();
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`ordering (${locale})`, () => {
    // The test provider answers a declined card with 402, as a payment page does.
    test.use({ expectedConsoleErrors: [/status of 402/] });

    test("design a t-shirt → 3 sizes in 2 colours → new address → express → confirm in EUR → pay: paid, receipt mailed", async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      await page.request.post("/set-currency", {
        form: { currency: "EUR", redirectTo: localized("/", locale) },
        maxRedirects: 0,
      });

      // The design: one line of text on the front.
      await page.goto(localized("/design?product=st75v2&color=white", locale));
      const add = page.getByRole("form", { name: t.addTextForm });
      await add.getByLabel(t.addTextField, { exact: true }).fill("Team 2026");
      await add.getByRole("button", { name: t.addText }).click();
      await expect(page).toHaveURL(/draft=/, { timeout: 15_000 });
      await page.getByRole("link", { name: t.order }).click();

      // The size run: white S and M, black L.
      await expect(page).toHaveURL(/\/order\/product\?add=/);
      await page.getByLabel(t.cell(t.white, "S")).fill("1");
      await page.getByLabel(t.cell(t.white, "M")).fill("2");
      await page.getByLabel(t.cell(t.black, "L")).fill("3");
      await page.getByRole("button", { name: t.addToCart }).click();
      await expect(page.getByLabel(t.cell(t.black, "L"))).toHaveValue("3");
      await page.getByRole("link", { name: t.toDelivery }).click();

      // A new address in France, then express delivery.
      await page.getByLabel(t.fullName).fill(account.fullName);
      await page.getByLabel(t.line1, { exact: true }).fill("12 rue de Rivoli");
      await page.getByLabel(t.city).fill("Paris");
      await page.getByLabel(t.postalCode).fill("75001");
      await page.getByLabel(t.country).selectOption({ label: t.france });
      await page.getByRole("button", { name: t.saveAndUse }).click();
      await page.getByRole("radio", { name: t.express }).check();
      await page.getByRole("button", { name: t.toReview }).click();

      // The review: the € estimate beside the USD charge, then the proofs approved.
      await expect(page).toHaveURL(/\/order\/confirm\?address=.*method=express/);
      const estimate = page.getByTestId("charge-estimate");
      await expect(estimate).toContainText("€");
      await expect(estimate).toContainText("$");
      await page.getByLabel(t.approve).check();
      await page.getByRole("button", { name: t.place }).click();
      await expect(page).toHaveURL(/\/order\/payment\?sn=[a-z2-9]{24}$/);
      const sn = new URL(page.url()).searchParams.get("sn")!;

      // The test provider's page: a declined card first, then the card that pays.
      await page.getByRole("button", { name: t.pay }).click();
      await expect(page).toHaveURL(/\/pay\/test\//);
      await payWithCard(page, locale, "4000 0000 0000 0002");
      await expect(page.getByText(t.declined)).toBeVisible();
      await payWithCard(page, locale, "4242 4242 4242 4242");
      await expect(page).toHaveURL(new RegExp(`/order/payment\\?sn=${sn}`));
      await expect(page.getByText(t.paid)).toBeVisible({ timeout: 15_000 });

      await page.goto(localized(`/account/orders/${sn}`, locale));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(t.statusPaid, { exact: true }).first()).toBeVisible();
      await expect
        .poll(async () => (await mailTo(account.email)).some((mail) => t.receiptSubject.test(mail.subject)), {
          timeout: 15_000,
        })
        .toBe(true);
    });

    test.describe("the payment link", () => {
      test.use({ expectedConsoleErrors: [/status of 404/] });

      test("the payment page needs an sn; a signed-out visitor with it sees no name, address or email", async ({
        page,
        browser,
      }, testInfo) => {
        await page.goto(localized("/order/payment", locale));
        await expect(page).toHaveURL(new RegExp(`${localized("/", locale)}$`));
        const response = await page.goto(localized("/order/payment?sn=abcdefghijkmnpqrstuvwxyz", locale));
        expect(response?.status()).toBe(404);

        // An order placed through the API, then opened by someone who only has the link.
        const account = await createVerifiedAccount(page.request, testInfo, locale);
        await signInThroughApi(page.request, account);
        const sn = await placeOrderThroughApi(page, locale);
        const stranger = await browser.newContext();
        const visitor = await stranger.newPage();
        await visitor.goto(localized(`/order/payment?sn=${sn}`, locale));
        const body = await visitor.locator("main").innerText();
        expect(body).not.toContain(account.fullName);
        expect(body).not.toContain(account.email);
        expect(body).not.toContain("Rivoli");
        await stranger.close();
      });
    });
  });
}

/** A cart with one design and an order placed from it, through the JSON API. */
async function placeOrderThroughApi(page: Page, locale: Locale): Promise<string> {
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { "Accept-Language": locale } });
    const body = (await response.json()) as { code: number; msg: string; data: Record<string, unknown> };
    expect(body.code, `${path}: ${body.msg}`).toBe(1);
    return body.data;
  };
  const saved = await post("/api/designs/save", {
    document: {
      version: 1,
      product: "st75v2",
      color: "white",
      size: null,
      areas: {
        front: [
          {
            type: "text",
            id: "t1",
            text: "API order",
            font: "inter",
            weight: 700,
            sizePt: 36,
            color: "#111827",
            align: "center",
            letterSpacing: 0,
            x: 152.5,
            y: 150,
            rotation: 0,
          },
        ],
      },
    },
  });
  const designId = (saved.design as { id: string }).id;
  await post("/api/cart/update", { designId, quantities: [{ color: "white", size: "m", quantity: 1 }] });
  const { address } = (await post("/api/addresses/save", {
    fullName: "Élodie Martin",
    line1: "12 rue de Rivoli",
    city: "Paris",
    postalCode: "75001",
    country: "FR",
  })) as { address: { id: string } };
  const { quote } = (await post("/api/shipping/quote", { address: address.id, method: "standard" })) as {
    quote: { totalCents: number };
  };
  const placed = (await post("/api/order/place", {
    address: address.id,
    method: "standard",
    placeKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`.slice(0, 60),
    approvedTotalCents: quote.totalCents,
  })) as { sn: string };
  return placed.sn;
}
