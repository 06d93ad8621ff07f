import { expect, localized, test, type Locale } from "./fixtures.ts";
import { expectToast } from "./support/auth-ui.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";

const texts = {
  en: {
    addTextField: "Text",
    addText: "Add text",
    addTextForm: /Add text/,
    templateName: "Template name",
    saveTemplate: "Save as template",
    saved: "“Team template” is saved in your templates.",
    applyLink: "Apply to another product",
    heading: "Apply “Team template” to another product",
    poster: /^Fine-Art Cotton Rag Poster, 18″ × 24″/,
    scaled: "Print scaled to 150 %",
    submit: "Apply and save as a new template",
    newName: "Team template – Fine-Art Cotton Rag Poster, 18″ × 24″",
    delete: "Delete…",
    deleteQuestion: "Delete “Team template”?",
    confirmDelete: "Delete the template",
    deleted: "“Team template” is deleted.",
    applied:
      "“Team template – Fine-Art Cotton Rag Poster, 18″ × 24″” is saved: the design on Fine-Art Cotton Rag Poster, 18″ × 24″.",
  },
  fr: {
    addTextField: "Texte",
    addText: "Ajouter le texte",
    addTextForm: /Ajouter du texte/,
    templateName: "Nom du modèle",
    saveTemplate: "Enregistrer comme modèle",
    saved: "« Team template » est enregistré dans vos modèles.",
    applyLink: "Appliquer à un autre produit",
    heading: "Appliquer « Team template » à un autre produit",
    poster: /^Affiche beaux-arts sur papier coton, 45 × 60 cm/,
    scaled: "Tirage à 150\u00a0%",
    submit: "Appliquer et enregistrer comme nouveau modèle",
    newName: "Team template – Affiche beaux-arts sur papier coton, 45 × 60 cm",
    delete: "Supprimer…",
    deleteQuestion: "Supprimer « Team template »\u202f?",
    confirmDelete: "Supprimer le modèle",
    deleted: "« Team template » est supprimé.",
    applied:
      "« Team template – Affiche beaux-arts sur papier coton, 45 × 60 cm » est enregistré\u202f: la création sur Affiche beaux-arts sur papier coton, 45 × 60 cm.",
  },
} satisfies Record<Locale, unknown>;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test(`templates (${locale}): a t-shirt template applied to a poster of the same shape is a new template that outlives the original`, async ({
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
    // Saved before the next page: leaving at once would cancel the save with scripts on.
    await expect(page.getByText(t.saved)).toBeVisible({ timeout: 15_000 });

    await page.goto(localized("/account/templates", locale));
    await page
      .getByRole("article", { name: "Team template" })
      .getByRole("link", { name: t.applyLink })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
    const poster = page.getByRole("radio", { name: t.poster });
    await expect(poster).toBeEnabled();
    await expect(page.getByText(t.scaled).first()).toBeVisible();
    await poster.check();
    await page.screenshot({ path: testInfo.outputPath("apply.png"), fullPage: true });
    await page.getByRole("button", { name: t.submit }).click();

    await expectToast(page, t.applied);
    await expect(page.getByRole("article", { name: t.newName })).toBeVisible();
    const original = page.getByRole("article", { name: "Team template", exact: true });
    await expect(original).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("templates.png"), fullPage: true });

    // The original goes after its question; the poster template has its own design and stays.
    await original.getByRole("link", { name: t.delete }).click();
    const question = page.getByRole("dialog", { name: t.deleteQuestion });
    await expect(question).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("delete.png") });
    await question.getByRole("button", { name: t.confirmDelete }).click();
    await expectToast(page, t.deleted);
    await expect(original).toHaveCount(0);
    await expect(page.getByRole("article", { name: t.newName })).toBeVisible();
  });
}
