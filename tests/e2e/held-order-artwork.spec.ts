import { pngImage } from "../support/images.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { violationsOn } from "./support/axe.ts";
import { operatorPage } from "./support/operators.ts";
import { paidOrder, uploadImage } from "./support/orders.ts";

const texts = {
  en: {
    holdReason: "Reason (the customer reads it)",
    hold: "Put on hold",
    reason: "Your logo is too small to print sharply: please send a larger file.",
    answerLabel: "Your answer",
    answer: "Here is the logo at full size.",
    upload: "Or upload a new file",
    library: "From your library",
    answerSend: "Send my answer",
    sent: "File sent: bigger-logo.png",
    fileAlt: "The file “bigger-logo.png” the customer sent",
    pixels: "2,000 × 2,000 px",
    download: "Download the file",
    useFile: "Print this file in place of",
    layer: "Item 1 · Front · logo.png",
    useButton: "Use this file for the print",
    used: "The customer’s file is in the print; the print files and proofs are being made again.",
    audit: "Customer’s file used for the print",
  },
  fr: {
    holdReason: "Motif (le client le lit)",
    hold: "Suspendre la commande",
    reason: "Votre logo est trop petit pour une impression nette : envoyez un fichier plus grand.",
    answerLabel: "Votre réponse",
    answer: "Voici le logo en grand format.",
    upload: "Ou envoyez un nouveau fichier",
    library: "Depuis votre bibliothèque",
    answerSend: "Envoyer ma réponse",
    sent: "Fichier envoyé\u202f: bigger-logo.png",
    fileAlt: "Le fichier «\u202fbigger-logo.png\u202f» envoyé par le client",
    pixels: "2\u202f000 × 2\u202f000 px",
    download: "Télécharger le fichier",
    useFile: "Imprimer ce fichier à la place de",
    layer: "Article 1 · Devant · logo.png",
    useButton: "Utiliser ce fichier pour l’impression",
    used: "Le fichier du client est dans l’impression\u202f; les fichiers d’impression et les épreuves sont refaits.",
    audit: "Fichier du client utilisé pour l’impression",
  },
} satisfies Record<Locale, unknown>;

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  for (const way of ["a new upload", "a file of the library"] as const) {
    test(`a held order (${locale}): the customer answers with ${way}; the operator sees it, downloads it and prints it in place of the logo`, async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(150_000);
      const customer = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, customer);
      const logo = await uploadImage(page, "logo.png", await pngImage(2400, 1200, { alpha: true }));
      const sn = await paidOrder(page, locale, logo);
      const bigger = await pngImage(2000, 2000, { alpha: true });
      if (way === "a file of the library") await uploadImage(page, "bigger-logo.png", bigger);

      const operator = await operatorPage(browser, testInfo, locale);
      await operator.goto(localized(`/admin/orders/${sn}`, locale));
      await operator.getByLabel(t.holdReason).fill(t.reason);
      await operator.getByRole("button", { name: t.hold }).click();
      await expect(operator.getByRole("heading", { name: t.hold })).toBeHidden();

      await page.goto(localized(`/account/orders/${sn}`, locale));
      await page.getByLabel(t.answerLabel).fill(t.answer);
      if (way === "a new upload") {
        await page
          .getByLabel(t.upload)
          .setInputFiles({ name: "bigger-logo.png", mimeType: "image/png", buffer: bigger });
      } else {
        await page.getByLabel(t.library).selectOption({ label: "bigger-logo.png" });
      }
      await page.getByRole("button", { name: t.answerSend }).click();
      await expect(page.getByText(t.answer, { exact: true })).toBeVisible();
      await expect(page.getByText(t.sent, { exact: true })).toBeVisible();

      // The operator sees the file once the shop has prepared it (a new upload is cleaned first).
      const download = operator.getByRole("link", { name: t.download });
      await expect(async () => {
        await operator.reload();
        await expect(download).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      const thumbnail = operator.getByRole("img", { name: t.fileAlt });
      await expect(thumbnail).toBeVisible();
      // Shown is not loaded yet: its bytes arrive after the element does.
      await expect
        .poll(() =>
          thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      await expect(operator.getByText(t.pixels)).toBeVisible();
      const [file] = await Promise.all([operator.waitForEvent("download"), download.click()]);
      expect(file.suggestedFilename()).toBe("bigger-logo.png");
      // The customer's bytes, opened on their own, run nothing and load nothing.
      const served = await operator.request.get((await download.getAttribute("href"))!);
      expect(served.headers()["content-security-policy"]).toMatch(/sandbox/);
      expect(served.headers()["x-content-type-options"]).toBe("nosniff");

      await operator.getByLabel(t.useFile).selectOption({ label: t.layer });
      await operator.getByRole("button", { name: t.useButton }).click();
      await expect(operator.getByText(t.used)).toBeVisible();
      await expect(operator.getByText(t.audit)).toBeVisible();
      // The conversation with its file, on both sides, says everything to assistive technology
      // (axe runs as a script in the page: with scripts on).
      if (testInfo.project.name === "js-on") {
        await page.reload();
        expect([
          ...(await violationsOn(page, "customer's held order")),
          ...(await violationsOn(operator, "operator's held order")),
        ]).toEqual([]);
      }

      // What prints now is the sent file, in the logo's place, and the order's log says who chose it.
      const answer = await operator.request.post("/api/admin/order", { data: { sn } });
      const { data } = (await answer.json()) as {
        data: {
          order: {
            messages: { file: { id: string; name: string } | null }[];
            audit: { action: string; details: Record<string, unknown> }[];
          };
        };
      };
      const sent = data.order.messages.find((message) => message.file)?.file;
      expect(sent?.name).toBe("bigger-logo.png");
      expect(data.order.audit.find((line) => line.action === "order.useFile")?.details).toMatchObject({
        area: "front",
        layer: "logo",
        from: logo,
        to: sent?.id,
      });
      await operator.context().close();
    });
  }
}
