import { truncatedJpeg } from "../support/images.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { expectToast } from "./support/auth-ui.ts";
import { mailMatching } from "./support/mail.ts";

const texts = {
  en: {
    title: "Email notifications",
    shipped: "Order shipped, with tracking",
    fileFailed: "A file could not be processed",
    receipts: "Payment receipts",
    each: "One email per update, as it happens",
    daily: "One email a day listing the day’s updates",
    save: "Save my choices",
    saved: "Your email choices are saved.",
    fileFailedSubject: /^We could not process your file/,
    unsubscribe: "Unsubscribe",
    confirm: "Unsubscribe",
    question: /^Stop emailing notices of files that could not be processed to .…@example\.com\?$/,
    done: "You are unsubscribed",
  },
  fr: {
    title: "Notifications par e-mail",
    shipped: "Commande expédiée, avec le suivi",
    fileFailed: "Fichier impossible à traiter",
    receipts: "Reçus de paiement",
    each: "Un e-mail par nouvelle, au fil de l’eau",
    daily: "Un e-mail par jour récapitulant les nouvelles du jour",
    save: "Enregistrer mes choix",
    saved: "Vos choix d’e-mails sont enregistrés.",
    fileFailedSubject: /^Nous n’avons pas pu traiter votre fichier/,
    unsubscribe: "Se désabonner",
    confirm: "Me désabonner",
    question: /^Ne plus envoyer les avis de fichier impossible à traiter à .…@example\.com\u202f\?$/,
    done: "Vous êtes désabonné",
  },
} satisfies Record<Locale, unknown>;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`mail preferences (${locale})`, () => {
    test("choices made by form are kept after a reload; receipts stay on", async ({ page }, testInfo) => {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      await page.goto(localized("/account/notifications/preferences", locale));
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      const shipped = page.getByRole("checkbox", { name: t.shipped });
      const receipts = page.getByRole("checkbox", { name: t.receipts });
      await expect(shipped).toBeChecked();
      await expect(page.getByRole("radio", { name: t.each })).toBeChecked();
      await expect(receipts).toBeChecked();
      await expect(receipts).toBeDisabled();

      await shipped.uncheck();
      await page.getByRole("radio", { name: t.daily }).check();
      await page.getByRole("button", { name: t.save }).click();
      await expectToast(page, t.saved);

      await page.reload();
      await expect(page.getByRole("checkbox", { name: t.shipped })).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: t.fileFailed })).toBeChecked();
      await expect(page.getByRole("radio", { name: t.daily })).toBeChecked();
      await expect(page.getByRole("checkbox", { name: t.receipts })).toBeChecked();
    });

    test("the unsubscribe link of a real mail works signed out", async ({ page, browser }, testInfo) => {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      // A damaged image fails in the processing job: its owner is mailed, an optional mail.
      const upload = await page.request.post("/api/files/upload", {
        multipart: { file: { name: "cut.jpg", mimeType: "image/jpeg", buffer: await truncatedJpeg() } },
      });
      expect(upload.status()).toBe(200);
      const mail = await mailMatching(account.email, "the failed file's mail", (message) =>
        t.fileFailedSubject.test(message.subject),
      );
      const link = /^(https?:\/\/\S+\/notifications\/unsubscribe\?token=\S+)$/m.exec(mail.text)?.[1];
      expect(link, mail.text).toBeDefined();
      const url = new URL(link!);
      expect(url.pathname).toBe(localized("/notifications/unsubscribe", locale));

      const stranger = await browser.newContext();
      const signedOut = await stranger.newPage();
      await signedOut.goto(`${url.pathname}${url.search}`);
      await expect(signedOut.getByRole("heading", { level: 1, name: t.unsubscribe })).toBeVisible();
      await expect(signedOut.getByText(t.question)).toBeVisible();
      await signedOut.getByRole("button", { name: t.confirm }).click();
      await expect(signedOut.getByRole("heading", { level: 1, name: t.done })).toBeVisible();
      await stranger.close();

      await page.goto(localized("/account/notifications/preferences", locale));
      await expect(page.getByRole("checkbox", { name: t.fileFailed })).not.toBeChecked();
      await expect(page.getByRole("checkbox", { name: t.shipped })).toBeChecked();
    });
  });
}
