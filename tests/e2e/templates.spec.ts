import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import {
  addSizesAndContinue,
  approveAndPlace,
  checkoutTexts,
  chooseDelivery,
  expectOrderItems,
  payWithTestCard,
  type NewAddress,
  type SizeRun,
} from "./support/checkout.ts";

const texts = {
  en: {
    addTextField: "Text",
    addText: "Add text",
    addTextForm: /Add text/,
    templateName: "Template name",
    saveTemplate: "Save as template",
    saved: "“Team template” is saved in your templates.",
    order: "Order",
    france: "France",
    ordersCaption: "2 orders",
  },
  fr: {
    addTextField: "Texte",
    addText: "Ajouter le texte",
    addTextForm: /Ajouter du texte/,
    templateName: "Nom du modèle",
    saveTemplate: "Enregistrer comme modèle",
    saved: "« Team template » est enregistré dans vos modèles.",
    order: "Commander",
    france: "France",
    ordersCaption: "2 commandes",
  },
} satisfies Record<Locale, unknown>;

/** From /account/templates, the template's "Order": its sizes in the cart, delivered, placed and paid. */
async function orderTemplate(
  page: Page,
  locale: Locale,
  sizes: SizeRun,
  delivery: { address?: NewAddress; method: "standard" | "express" },
): Promise<string> {
  await page.goto(localized("/account/templates", locale));
  const card = page.getByRole("article", { name: "Team template" });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: texts[locale].order, exact: true }).click();
  await expect(page).toHaveURL(/\/order\/product\?add=/, { timeout: 15_000 });
  await addSizesAndContinue(page, locale, sizes);
  await chooseDelivery(page, locale, delivery);
  const sn = await approveAndPlace(page, locale);
  await payWithTestCard(page, locale, sn);
  return sn;
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  const c = checkoutTexts[locale];

  test(`templates (${locale}): design → save as template → order it twice with different sizes → two paid orders`, async ({
    page,
  }, testInfo) => {
    // Two whole orders, each through every step and the payment page: generous, not a timing claim.
    test.setTimeout(180_000);
    const account = await createVerifiedAccount(page.request, testInfo, locale);
    await signInThroughApi(page.request, account);

    await page.goto(localized("/design?product=st75v2&color=white", locale));
    const add = page.getByRole("form", { name: t.addTextForm });
    await add.getByLabel(t.addTextField, { exact: true }).fill("Team 2026");
    await add.getByRole("button", { name: t.addText }).click();
    await expect(page).toHaveURL(/draft=/, { timeout: 15_000 });

    await page.getByLabel(t.templateName).fill("Team template");
    await page.getByRole("button", { name: t.saveTemplate }).click();
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: 15_000 });

    // The first order: two small, to a new address.
    const firstSizes = [{ color: c.white, size: "S", quantity: 2 }];
    const first = await orderTemplate(page, locale, firstSizes, {
      address: {
        fullName: account.fullName,
        line1: "12 rue de Rivoli",
        city: "Paris",
        postalCode: "75001",
        country: t.france,
      },
      method: "standard",
    });

    // The second: the same template again, one extra large, to the address now in the book.
    const secondSizes = [{ color: c.white, size: "XL", quantity: 1 }];
    const second = await orderTemplate(page, locale, secondSizes, { method: "standard" });
    expect(second).not.toBe(first);

    // Both are in the account's orders, paid, each with its own sizes.
    await page.goto(localized("/account/orders", locale));
    await expect(page.getByRole("table", { name: t.ordersCaption })).toBeVisible();
    for (const sn of [first, second]) {
      const row = page.getByRole("row").filter({
        has: page.getByRole("link", { name: sn.slice(0, 8).toUpperCase(), exact: true }),
      });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(c.statusPaid, { exact: true })).toBeVisible();
    }
    await expectOrderItems(page, locale, first, firstSizes);
    await expectOrderItems(page, locale, second, secondSizes);
  });
}
