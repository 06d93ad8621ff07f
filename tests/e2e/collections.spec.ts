import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { expectToast } from "./support/auth-ui.ts";
import { waitForDesigner } from "./support/hydration.ts";

const texts = {
  en: {
    addTextField: "Text",
    addText: "Add text",
    addTextForm: /Add text/,
    startFresh: "Start a new design",
    templateName: "Template name",
    saveTemplate: "Save as template",
    saved: (name: string) => `“${name}” is saved in your templates.`,
    title: "Collections",
    name: "Name",
    description: "Description (optional)",
    create: "Create collection",
    nameRequired: "Give the collection a name.",
    created: (name: string) => `Collection “${name}” created`,
    addTemplate: "Add a template",
    add: "Add",
    added: "Template added",
    share: "Share with a link",
    shared: "Collection shared: copy the link",
    link: "Share link",
    copy: "Copy link",
    copied: "Link copied",
    off: "Stop sharing",
    revoked: "The collection is private again: its link no longer works",
    mockup: /^Team template on /,
    from: /^from \$\d+\.\d{2}$/,
    customise: "Customise a copy",
    position: (name: string) => `Position of ${name}`,
    moveTo: (name: string) => `Move ${name} to this position`,
    moved: "Order saved",
    badPosition: "Enter a whole number from 1 to the number of templates in the collection.",
    deleteCollection: "Delete collection",
    deleteQuestion: (name: string) => `Delete the collection “${name}”?`,
    confirmDelete: "Delete",
    deleted: (name: string) => `Collection “${name}” deleted`,
  },
  fr: {
    addTextField: "Texte",
    addText: "Ajouter le texte",
    addTextForm: /Ajouter du texte/,
    startFresh: "Commencer un nouveau design",
    templateName: "Nom du modèle",
    saveTemplate: "Enregistrer comme modèle",
    saved: (name: string) => `« ${name} » est enregistré dans vos modèles.`,
    title: "Collections",
    name: "Nom",
    description: "Description (facultative)",
    create: "Créer la collection",
    nameRequired: "Donnez un nom à la collection.",
    created: (name: string) => `Collection « ${name} » créée`,
    addTemplate: "Ajouter un modèle",
    add: "Ajouter",
    added: "Modèle ajouté",
    share: "Partager avec un lien",
    shared: "Collection partagée\u202f: copiez le lien",
    link: "Lien de partage",
    copy: "Copier le lien",
    copied: "Lien copié",
    off: "Arrêter le partage",
    revoked: "La collection est de nouveau privée\u202f: son lien ne fonctionne plus",
    mockup: /^Team template sur /,
    from: /^à partir de /,
    customise: "Personnaliser une copie",
    position: (name: string) => `Position de ${name}`,
    moveTo: (name: string) => `Déplacer ${name} à cette position`,
    moved: "Ordre enregistré",
    badPosition: "Saisissez un nombre entier entre 1 et le nombre de modèles de la collection.",
    deleteCollection: "Supprimer la collection",
    deleteQuestion: (name: string) => `Supprimer la collection « ${name} »\u202f?`,
    confirmDelete: "Supprimer",
    deleted: (name: string) => `Collection « ${name} » supprimée`,
  },
} satisfies Record<Locale, unknown>;

type Texts = (typeof texts)[Locale];

/** Makes a template as a customer does: a design in the designer, saved as a template. */
async function makeTemplate(page: Page, t: Texts, locale: Locale, name: string) {
  await page.goto(localized("/design?product=st75v2&color=white", locale));
  const addText = page.getByRole("form", { name: t.addTextForm });
  // With a draft of this product already, the designer first asks: each template starts afresh.
  const fresh = page.getByRole("link", { name: t.startFresh });
  await expect(addText.or(fresh)).toBeVisible();
  if (await fresh.isVisible()) {
    await fresh.click();
    await expect(page).toHaveURL(/[?&]fresh/);
  }
  // With scripts, text added before the designer is hydrated is lost (seen in CI under load).
  await waitForDesigner(page, test.info().project.name === "js-on");
  await addText.getByLabel(t.addTextField, { exact: true }).fill(`${name} 2026`);
  await addText.getByRole("button", { name: t.addText }).click();
  await expect(page).toHaveURL(/draft=/, { timeout: 15_000 });
  await page.getByLabel(t.templateName).fill(name);
  await page.getByRole("button", { name: t.saveTemplate }).click();
  await expect(page.getByText(t.saved(name))).toBeVisible({ timeout: 15_000 });
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`collections (${locale})`, () => {
    // The browser reports the refused form's 400 (without scripts) and the revoked link's 404.
    // (One pattern: Playwright would read a second array item as the fixture's options.)
    test.use({ expectedConsoleErrors: [/status of 40[04]/] });
    test("a template made in the designer is collected and shared; signed out, the link shows its mockup and price and customises a copy; revoked, it is a 404", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const javaScript = testInfo.project.name === "js-on";
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);

      await makeTemplate(page, t, locale, "Team template");

      await page.goto(localized("/account/collections", locale));
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      // A nameless collection is refused under its field: by the browser, or by the server without scripts.
      await page.getByRole("button", { name: t.create }).click();
      await expect(page.getByLabel(t.name, { exact: true })).toHaveAccessibleDescription(t.nameRequired);
      await page.getByLabel(t.name, { exact: true }).fill("Holiday shirts");
      await page.getByLabel(t.description).fill("For the beach");
      await page.getByRole("button", { name: t.create }).click();
      await expectToast(page, t.created("Holiday shirts"));
      await expect(page.getByRole("heading", { level: 1, name: "Holiday shirts" })).toBeVisible();

      await page.getByLabel(t.addTemplate).selectOption({ label: "Team template" });
      await page.getByRole("button", { name: t.add, exact: true }).click();
      await expectToast(page, t.added);
      await expect(page.getByRole("article", { name: "Team template" })).toBeVisible();

      await page.getByRole("button", { name: t.share }).click();
      await expectToast(page, t.shared);
      const link = await page.getByLabel(t.link).inputValue();
      expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
      expect(new URL(link).pathname.startsWith(localized("/shared/", locale))).toBe(true);
      if (javaScript) {
        // With scripts a button copies the link and says so; without, the field is there to copy by hand.
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
        await page.getByRole("button", { name: t.copy }).click();
        await expect(page.getByText(t.copied)).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      } else {
        await expect(page.getByRole("button", { name: t.copy })).toHaveCount(0);
      }
      const collectionPage = page.url();

      await page.context().clearCookies();
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Holiday shirts" })).toBeVisible();
      await expect(page.getByText("For the beach")).toBeVisible();
      await expect(page.getByText(account.email)).toHaveCount(0);
      await expect(page.getByText(account.fullName)).toHaveCount(0);
      const card = page.getByRole("article", { name: "Team template" });
      await expect(card.getByText(t.from)).toBeVisible();
      // The mockup is drawn by a background job after the template is saved: it shows once made.
      await expect(async () => {
        await page.reload();
        await expect(card.getByRole("img", { name: t.mockup })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      const mockup = card.getByRole("img", { name: t.mockup });
      await mockup.scrollIntoViewIfNeeded();
      await expect
        .poll(() => mockup.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);

      // A signed-out visitor's copy is a draft of their designer session, opened in the designer.
      await card.getByRole("button", { name: t.customise }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${localized("/design", locale)}\\?.*draft=`));
      await expect(page.getByRole("form", { name: t.addTextForm })).toBeVisible();

      await signInThroughApi(page.request, account);
      await page.goto(collectionPage);
      await page.getByRole("button", { name: t.off }).click();
      await expectToast(page, t.revoked);
      await expect(page.getByLabel(t.link)).toHaveCount(0);

      await page.context().clearCookies();
      const gone = await page.goto(link);
      expect(gone?.status()).toBe(404);
    });

    test("templates are put in order by their number; a number outside the list is refused under its field; the collection is deleted after a question", async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      for (const name of ["First tee", "Second tee"]) await makeTemplate(page, t, locale, name);

      await page.goto(localized("/account/collections", locale));
      await page.getByLabel(t.name, { exact: true }).fill("Ordered");
      await page.getByRole("button", { name: t.create }).click();
      await expectToast(page, t.created("Ordered"));
      for (const name of ["First tee", "Second tee"]) {
        await page.getByLabel(t.addTemplate).selectOption({ label: name });
        await page.getByRole("button", { name: t.add, exact: true }).click();
        await expect(page.getByRole("article", { name })).toBeVisible();
      }
      await expect(page.getByRole("article").first()).toHaveAccessibleName("First tee");

      await page.getByLabel(t.position("Second tee")).fill("3");
      await page.getByRole("button", { name: t.moveTo("Second tee") }).click();
      await expect(page.getByLabel(t.position("Second tee"))).toHaveAccessibleDescription(t.badPosition);

      await page.getByLabel(t.position("Second tee")).fill("1");
      await page.getByRole("button", { name: t.moveTo("Second tee") }).click();
      await expectToast(page, t.moved);
      await expect(page.getByRole("article").first()).toHaveAccessibleName("Second tee");
      await expect(page.getByLabel(t.position("Second tee"))).toHaveValue("1");
      await expect(page.getByLabel(t.position("First tee"))).toHaveValue("2");

      // Deleting asks first; the templates stay.
      await page.getByRole("link", { name: t.deleteCollection }).click();
      const question = page.getByRole("dialog", { name: t.deleteQuestion("Ordered") });
      await expect(question).toBeVisible();
      await question.getByRole("button", { name: t.confirmDelete, exact: true }).click();
      await expectToast(page, t.deleted("Ordered"));
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await page.goto(localized("/account/templates", locale));
      await expect(page.getByRole("article", { name: "Second tee" })).toBeVisible();
    });
  });
}
