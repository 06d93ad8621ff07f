/**
 * The whole purchase with the keyboard alone (issue 26): from a product page, a text added in the
 * designer, a size run, a new address, the review, and the test card, then the paid order. After
 * the first page is opened, only keys: Tab, Shift+Tab, Enter, Space, and typing.
 */
import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { checkoutTexts, expectPaid, testCards } from "./support/checkout.ts";
import { waitForDesigner } from "./support/hydration.ts";

const texts = {
  en: {
    startDesigning: "Start designing",
    textField: "Text",
    addText: "Add text",
    order: "Order this design",
    france: "France",
  },
  fr: {
    startDesigning: "Personnaliser ce produit",
    textField: "Texte",
    addText: "Ajouter le texte",
    order: "Commander cette création",
    france: "France",
  },
} satisfies Record<Locale, unknown>;

const step = { timeout: 15_000 };

/** What a screen reader would call the focused element, roughly: its label, else its text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const labels = "labels" in element ? (element as HTMLInputElement).labels : null;
    const name = element.getAttribute("aria-label") ?? labels?.[0]?.textContent ?? element.textContent ?? "";
    return name.replace(/[ \t\n\r]+/g, " ").trim();
  });
}

/** Presses Tab (or Shift+Tab) until the focused element is named `name`; fails after `max` presses. */
async function tabTo(page: Page, name: string | RegExp, { back = false, max = 120 } = {}): Promise<void> {
  const matches = (value: string) => (typeof name === "string" ? value === name : name.test(value));
  for (let press = 0; press < max; press++) {
    if (matches(await focusedName(page))) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(
    `"${String(name)}" was not reached in ${max} Tab presses (on "${await focusedName(page)}")`,
  );
}

function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

/** A card expiry two years ahead of today, as typed: never overtaken by the calendar. */
function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, "0")}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, "0")}`;
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  const c = checkoutTexts[locale];

  test(`keyboard only (${locale}): product page → design a text → size run → address → review → test card → paid`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const scripts = testInfo.project.name === "js-on";
    const account = await createVerifiedAccount(page.request, testInfo, locale);
    await signInThroughApi(page.request, account);
    await page.goto(localized("/products/st75v2", locale));

    await tabTo(page, t.startDesigning);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/design\?/, step);
    await waitForDesigner(page, scripts);
    await tabTo(page, t.textField);
    await page.keyboard.type("Keys only");
    await tabTo(page, t.addText);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/draft=/, step);

    await tabTo(page, t.order);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/order\/product/, step);

    await tabTo(page, c.cell(c.white, "M"));
    await page.keyboard.type("2");
    await tabTo(page, c.addToCart);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("spinbutton", { name: c.cell(c.white, "M") })).toHaveValue("2", step);
    await tabTo(page, c.toDelivery);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/order\/shipping/, step);

    await tabTo(page, c.fullName);
    await page.keyboard.type(account.fullName);
    await tabTo(page, c.line1);
    await page.keyboard.type("12 rue de Rivoli");
    await tabTo(page, c.city);
    await page.keyboard.type("Paris");
    await tabTo(page, c.postalCode);
    await page.keyboard.type("75001");
    await tabTo(page, c.country);
    // A focused list picks the option whose name is typed.
    await page.keyboard.type(t.france);
    await expect(page.getByRole("combobox", { name: c.country })).toHaveValue("FR");
    await tabTo(page, c.saveAndUse);
    await page.keyboard.press("Enter");
    await expect(page.getByText(c.selected, { exact: true })).toBeVisible(step);
    await tabTo(page, c.method.standard);
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: c.method.standard })).toBeChecked();
    await tabTo(page, c.toReview);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/order\/confirm\?/, step);

    await tabTo(page, startsWith(c.approve));
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: c.approve })).toBeChecked();
    await tabTo(page, c.place);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/order\/payment\?sn=[a-z2-9]{24}$/, step);
    const sn = new URL(page.url()).searchParams.get("sn")!;

    await tabTo(page, c.pay);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pay\/test\//, step);
    await tabTo(page, c.cardNumber);
    await page.keyboard.type(testCards.pays);
    await tabTo(page, c.expiry);
    await page.keyboard.type(futureExpiry());
    await tabTo(page, c.cvc);
    await page.keyboard.type("123");
    await tabTo(page, c.cardName);
    await page.keyboard.type("Test Customer");
    await page.keyboard.press("Enter");
    await expectPaid(page, locale, sn);
  });
}
