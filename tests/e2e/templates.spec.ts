import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";

const texts = {
  en: {
    addTextField: "Text",
    addText: "Add text",
    addTextForm: /Add text/,
    templateName: "Template name",
    saveTemplate: "Save as template",
    saved: "“Team template” is saved in your templates.",
    order: "Order",
    cell: (color: string, size: string) => new RegExp(`^${color}, ${size} \\(`),
    white: "White",
    addToCart: "Add to cart",
  },
  fr: {
    addTextField: "Texte",
    addText: "Ajouter le texte",
    addTextForm: /Ajouter du texte/,
    templateName: "Nom du modèle",
    saveTemplate: "Enregistrer comme modèle",
    saved: "« Team template » est enregistré dans vos modèles.",
    order: "Commander",
    cell: (color: string, size: string) => new RegExp(`^${color}, ${size} \\(`),
    white: "Blanc",
    addToCart: "Ajouter au panier",
  },
} satisfies Record<Locale, unknown>;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test(`templates (${locale}): design → save as template → listed with its product → order it → in the cart`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
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

    await page.goto(localized("/account/templates", locale));
    const card = page.getByRole("article", { name: "Team template" });
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: t.order, exact: true }).click();

    await expect(page).toHaveURL(/\/order\/product\?add=/);
    await page.getByLabel(t.cell(t.white, "S")).fill("2");
    await page.getByRole("button", { name: t.addToCart }).click();
    await expect(page.getByLabel(t.cell(t.white, "S"))).toHaveValue("2");
  });
}
