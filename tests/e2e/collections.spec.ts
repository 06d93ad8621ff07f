import { expect, localized, test } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { expectToast } from "./support/auth-ui.ts";

// Templates are made by the templates work (save-as-template), which a browser cannot reach from
// this branch yet: "Customise a copy" is covered over HTTP in tests/integration/collections.test.ts.
const texts = {
  en: {
    title: "Collections",
    name: "Name",
    description: "Description (optional)",
    create: "Create collection",
    created: "Collection “Holiday shirts” created",
    share: "Share with a link",
    shared: "Collection shared: copy the link",
    link: "Share link",
    off: "Stop sharing",
    revoked: "The collection is private again: its link no longer works",
    empty: "This collection has no templates.",
  },
  fr: {
    title: "Collections",
    name: "Nom",
    description: "Description (facultative)",
    create: "Créer la collection",
    created: "Collection « Holiday shirts » créée",
    share: "Partager avec un lien",
    shared: "Collection partagée\u202f: copiez le lien",
    link: "Lien de partage",
    off: "Arrêter le partage",
    revoked: "La collection est de nouveau privée\u202f: son lien ne fonctionne plus",
    empty: "Cette collection n’a pas de modèle.",
  },
} as const;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`collections (${locale})`, () => {
    // The revoked link's page is the shop's 404, which the browser reports.
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test("a collection is made and shared; the link opens signed out, and is a 404 once revoked", async ({
      page,
    }, testInfo) => {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      await page.goto(localized("/account/collections", locale));
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await page.getByLabel(t.name, { exact: true }).fill("Holiday shirts");
      await page.getByLabel(t.description).fill("For the beach");
      await page.getByRole("button", { name: t.create }).click();
      await expectToast(page, t.created);
      await expect(page.getByRole("heading", { level: 1, name: "Holiday shirts" })).toBeVisible();

      await page.getByRole("button", { name: t.share }).click();
      await expectToast(page, t.shared);
      const link = await page.getByLabel(t.link).inputValue();
      expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
      const collectionPage = page.url();

      await page.context().clearCookies();
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Holiday shirts" })).toBeVisible();
      await expect(page.getByText("For the beach")).toBeVisible();
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(page.getByText(account.email)).toHaveCount(0);
      await expect(page.getByText(account.fullName)).toHaveCount(0);

      await signInThroughApi(page.request, account);
      await page.goto(collectionPage);
      await page.getByRole("button", { name: t.off }).click();
      await expectToast(page, t.revoked);
      await expect(page.getByLabel(t.link)).toHaveCount(0);

      await page.context().clearCookies();
      const gone = await page.goto(link);
      expect(gone?.status()).toBe(404);
    });
  });
}
