import type { Page } from "@playwright/test";
import { formatPrice, USD } from "#core/money.ts";
import { locales } from "#core/locales.ts";
import { seedCatalogue } from "#server/db/seed/catalogue-data.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { signInThroughApi } from "./support/accounts.ts";
import { createOperator } from "./support/operators.ts";

/** The product whose prices these tests change: one no other spec orders or counts on. */
const PRICED = "c10epf";

const texts = {
  en: {
    white: "White",
    black: "Black",
    priceOf: (variant: string) => `Price of ${variant}, in US dollars`,
    save: (variant: string) => `Save ${variant}`,
    saved: (variant: string) => `${variant} saved.`,
    hide: (title: string) => `Hide ${title}`,
    show: (title: string) => `Show ${title}`,
    hidden: (title: string) => `${title} is hidden: it has left the shop.`,
    shown: (title: string) => `${title} is shown in the shop again.`,
    search: "Title or product id",
    status: "Status",
    hiddenStatus: "Hidden",
    apply: "Apply",
    priceInvalid: "Enter an amount in dollars, such as 24.50.",
  },
  fr: {
    white: "Blanc",
    black: "Noir",
    priceOf: (variant: string) => `${variant}\u202f: prix en dollars américains`,
    save: (variant: string) => `Enregistrer ${variant}`,
    saved: (variant: string) => `Enregistré\u202f: ${variant}.`,
    hide: (title: string) => `Masquer ${title}`,
    show: (title: string) => `Afficher ${title}`,
    hidden: (title: string) => `Masqué\u202f: ${title} a quitté la boutique.`,
    shown: (title: string) => `Affiché\u202f: ${title} est de nouveau dans la boutique.`,
    search: "Titre ou identifiant du produit",
    status: "Statut",
    hiddenStatus: "Masqué",
    apply: "Appliquer",
    priceInvalid: "Saisissez un montant en dollars, par exemple 24,50.",
  },
} satisfies Record<Locale, unknown>;

/** Each run hides its own product (white-only, found by no other spec), so runs never meet. */
const hiddenProducts: Record<string, string> = {
  "js-on en": "daj8gx",
  "js-off en": "wywb3w",
  "js-on fr": "h3fljo",
  "js-off fr": "kjzde8",
};

function titleOf(publicId: string, locale: Locale): string {
  for (const category of seedCatalogue) {
    for (const subtype of category.subtypes) {
      const product = subtype.products.find((entry) => entry.publicId === publicId);
      if (product) return product.title[locale];
    }
  }
  throw new Error(`no product ${publicId} in the seed`);
}

/** The shop's own list, searched for `title` as a visitor would. */
async function shopSearch(page: Page, locale: Locale, title: string) {
  await page.goto(localized(`/products?q=${encodeURIComponent(title)}`, locale));
  return page.locator('[aria-labelledby="catalogue-results"] li.card').getByRole("heading", {
    name: title,
    exact: true,
  });
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`the back-office's catalogue (${locale})`, () => {
    // Without JavaScript the refused price is a 400 page, which the browser notes in its console.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("an operator changes a price and the product page shows it at once", async ({
      page,
      javaScriptEnabled,
    }, testInfo) => {
      const operator = await createOperator(page.request, testInfo, locale);
      await signInThroughApi(page.request, operator);
      // Each run its own variant: a colour per project, a size per language.
      const color = javaScriptEnabled ? "white" : "black";
      const size = locale === "en" ? "m" : "l";
      const variant = `${javaScriptEnabled ? t.white : t.black} / ${size.toUpperCase()}`;
      const cents = 3000 + Math.floor(Math.random() * 6000);
      const typed = (cents / 100).toFixed(2).replace(".", locale === "fr" ? "," : ".");

      await page.goto(localized(`/admin/catalogue/${PRICED}`, locale));
      const price = page.getByLabel(t.priceOf(variant), { exact: true });
      // A bad price first: refused under the field, what was typed kept.
      await price.fill("12.3.4");
      await page.getByRole("button", { name: t.save(variant), exact: true }).click();
      await expect(price).toHaveAccessibleDescription(t.priceInvalid);
      await expect(price).toHaveValue("12.3.4");

      await price.fill(typed);
      await page.getByRole("button", { name: t.save(variant), exact: true }).click();
      await expect(page.getByText(t.saved(variant))).toBeVisible();
      await expect(price).toHaveValue(typed);

      await page.goto(localized(`/products/${PRICED}?color=${color}&size=${size}`, locale));
      await expect(page.locator("main")).toContainText(formatPrice(cents, USD, locales[locale].tag));
    });

    test("an operator hides a product: it leaves the shop's list, then comes back when shown", async ({
      page,
      javaScriptEnabled,
    }, testInfo) => {
      const productId = hiddenProducts[`${javaScriptEnabled ? "js-on" : "js-off"} ${locale}`]!;
      const title = titleOf(productId, locale);
      const operator = await createOperator(page.request, testInfo, locale);
      await signInThroughApi(page.request, operator);
      await expect(await shopSearch(page, locale, title)).toHaveCount(1);

      await page.goto(localized("/admin/catalogue", locale));
      await page.getByLabel(t.search).fill(productId);
      await page.getByRole("button", { name: t.apply }).click();
      await expect(page).toHaveURL(new RegExp(`q=${productId}`));
      await page.getByRole("button", { name: t.hide(title), exact: true }).click();
      await expect(page.getByText(t.hidden(title))).toBeVisible();

      await expect(await shopSearch(page, locale, title)).toHaveCount(0);

      // The back-office still lists it, as hidden.
      await page.goto(localized("/admin/catalogue", locale));
      await page.getByLabel(t.status).selectOption({ label: t.hiddenStatus });
      await page.getByRole("button", { name: t.apply }).click();
      await expect(page).toHaveURL(/status=hidden/);
      const row = page.getByRole("row").filter({ hasText: productId });
      await expect(row.getByText(t.hiddenStatus, { exact: true })).toBeVisible();
      await row.getByRole("button", { name: t.show(title), exact: true }).click();
      await expect(page.getByText(t.shown(title))).toBeVisible();

      await expect(await shopSearch(page, locale, title)).toHaveCount(1);
    });
  });
}
