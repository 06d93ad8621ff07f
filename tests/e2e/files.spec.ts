import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import exifReader from "exif-reader";
import sharp from "sharp";
import type { Page, TestInfo } from "@playwright/test";
import { photoWithLocation, pngBomb, pngImage, textPretendingToBePng } from "../support/images.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { authDialog, authTexts, expectToast, submitSignIn } from "./support/auth-ui.ts";

const texts = {
  en: {
    title: "Files",
    chooseFiles: "Choose files",
    input: "Images to upload",
    submit: "Upload",
    uploaded: "2 files are uploaded.",
    empty: "No files yet",
    pixels: (width: number, height: number) => `${width} × ${height} px`,
    sharpSize: "3 × 2 in at 300 DPI (sharp)",
    preview: (name: string) => `Preview of ${name}`,
    someRefused: "Some files were not uploaded",
    notAnImage: "This file is not a PNG, JPEG, WebP or TIFF image, whatever its name says.",
    tooLarge: "This file is larger than 50 MB. Make it smaller, or save it as a JPEG.",
    bomb: "This image is 30,000 × 30,000 pixels; we accept at most 100 megapixels.",
    emptyFile: "Choose an image to upload: the file sent was empty.",
    usageEmpty: "0 kB of 1 GB used",
    rename: "Rename",
    renameLabel: (name: string) => `New name for ${name}`,
    saveName: "Save name",
    renamed: (name: string) => `The file is now called “${name}”.`,
    delete: "Delete",
    deleteTitle: "Delete this file?",
    confirmDelete: "Delete the file",
    keep: "Keep it",
    deleted: (name: string) => `“${name}” is deleted.`,
    notYours: "This file does not exist, or it is not yours.",
  },
  fr: {
    title: "Fichiers",
    chooseFiles: "Choisir des fichiers",
    input: "Images à importer",
    submit: "Importer",
    uploaded: "2 fichiers sont importés.",
    empty: "Aucun fichier pour l’instant",
    pixels: (width: number, height: number) => `${width} × ${height} px`,
    sharpSize: "7,6 × 5,1 cm à 300 DPI (net)",
    preview: (name: string) => `Aperçu de ${name}`,
    someRefused: "Certains fichiers n’ont pas été importés",
    notAnImage: "Ce fichier n’est pas une image PNG, JPEG, WebP ou TIFF, quel que soit son nom.",
    tooLarge: "Ce fichier dépasse 50\u202fMo. Réduisez-le, ou enregistrez-le en JPEG.",
    bomb: "Cette image mesure 30\u202f000 × 30\u202f000 pixels\u202f; nous acceptons au plus 100 mégapixels.",
    emptyFile: "Choisissez une image à importer\u202f: le fichier envoyé était vide.",
    usageEmpty: "0\u202fko utilisés sur 1\u202fGo",
    rename: "Renommer",
    renameLabel: (name: string) => `Nouveau nom pour ${name}`,
    saveName: "Enregistrer le nom",
    renamed: (name: string) => `Le fichier s’appelle désormais « ${name} ».`,
    delete: "Supprimer",
    deleteTitle: "Supprimer ce fichier\u202f?",
    confirmDelete: "Supprimer le fichier",
    keep: "Le garder",
    deleted: (name: string) => `« ${name} » est supprimé.`,
    notYours: "Ce fichier n’existe pas, ou il ne vous appartient pas.",
  },
} satisfies Record<Locale, unknown>;

/** A 60 MB file, written once per machine: over the 50 MB limit. */
function hugeFile(): string {
  const file = path.join(tmpdir(), "shop-e2e-60mb.png");
  if (!existsSync(file)) writeFileSync(file, Buffer.alloc(60 * 1024 * 1024, 7));
  return file;
}

/** A PNG of noise, large enough (about 2 MB) that its upload takes a moment on a slowed link. */
async function noisyPng(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let index = 0; index < pixels.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[index] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** The library's files as the page's own API lists them for this browser (ids for addresses). */
async function listedFiles(page: Page): Promise<{ id: string; name: string; status: string }[]> {
  const response = await page.request.post("/api/files", { data: {} });
  return ((await response.json()) as { data: { files: { id: string; name: string; status: string }[] } }).data
    .files;
}

/** A new verified account, signed in in this page's browser. */
async function signedInAccount(page: Page, testInfo: TestInfo, locale: Locale) {
  const account = await createVerifiedAccount(page.request, testInfo, locale);
  await signInThroughApi(page.request, account);
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  const filesPage = localized("/account/files", locale);

  test.describe(`the file library (${locale})`, () => {
    test("upload a PNG and a photo: thumbnails and sizes show, and the photo's location is gone", async ({
      page,
    }, testInfo) => {
      const javaScript = testInfo.project.name === "js-on";
      await signedInAccount(page, testInfo, locale);
      await page.goto(filesPage);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByText(t.empty)).toBeVisible();
      await expect(page.getByText(t.usageEmpty)).toBeVisible();

      const poster = await noisyPng();
      const photo = await photoWithLocation();
      const chosen = [
        { name: "poster.png", mimeType: "image/png", buffer: poster },
        { name: "holiday.jpg", mimeType: "image/jpeg", buffer: photo },
      ];
      if (javaScript) {
        // A slow uplink, so the upload's progress can be seen.
        const network = await page.context().newCDPSession(page);
        await network.send("Network.enable");
        await network.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 20,
          downloadThroughput: -1,
          uploadThroughput: 1024 * 1024,
        });
        await page.getByLabel(t.input).setInputFiles(chosen);
        const progress = page.getByRole("progressbar", { name: "poster.png" });
        await expect(progress).toBeVisible();
        await expect(page.getByText(t.uploaded)).toBeVisible({ timeout: 20_000 });
        await network.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
      } else {
        await page.getByLabel(t.input).setInputFiles(chosen);
        await page.getByRole("button", { name: t.submit, exact: true }).click();
        await expectToast(page, t.uploaded);
      }

      // Prepared by a job: the page asks again (or reloads itself without JavaScript) until then.
      const posterCard = page.getByRole("article", { name: "poster.png" });
      const photoCard = page.getByRole("article", { name: "holiday.jpg" });
      await expect(posterCard.getByRole("img", { name: t.preview("poster.png") })).toBeVisible({
        timeout: 15_000,
      });
      await expect(photoCard.getByRole("img", { name: t.preview("holiday.jpg") })).toBeVisible({
        timeout: 15_000,
      });
      await expect(posterCard.getByText(t.pixels(900, 600))).toBeVisible();
      // The photo was stored sideways with an orientation tag: it is listed upright.
      await expect(photoCard.getByText(t.pixels(800, 1200))).toBeVisible();
      await expect(posterCard.getByText(t.sharpSize)).toBeVisible();
      const thumbnailLoaded = await posterCard
        .getByRole("img")
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
      expect(thumbnailLoaded).toBe(true);

      const stored = (await listedFiles(page)).find((file) => file.name === "holiday.jpg");
      const download = await page.request.get(`/files/${stored?.id}?download`);
      expect(download.status()).toBe(200);
      const metadata = await sharp(await download.body()).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(exifReader((await sharp(photo).metadata()).exif!).GPSInfo).toBeDefined();
    });

    test("a file chosen before the page's scripts run is sent once they do", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== "js-on", "without scripts the plain form sends it");
      await signedInAccount(page, testInfo, locale);
      // The page's scripts arrive late, as on a slow phone: the plain form shows meanwhile.
      let releaseScripts: () => void = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await page.route("**/assets/**/*.js", async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto(filesPage, { waitUntil: "domcontentloaded" });
      await page.getByLabel(t.input).setInputFiles({
        name: "early.png",
        mimeType: "image/png",
        buffer: await pngImage(64, 64),
      });
      releaseScripts();
      await expect
        .poll(async () => (await listedFiles(page)).map((file) => file.name))
        .toEqual(["early.png"]);
    });

    test.describe("refusals", () => {
      // A refused upload is a 4xx answer, which the browser reports in its console.
      test.use({ expectedConsoleErrors: [/status of 4\d\d/] });

      test("a text file named .png, a 60 MB file, a decompression bomb and an empty file are refused, and nothing is kept", async ({
        page,
      }, testInfo) => {
        const javaScript = testInfo.project.name === "js-on";
        await signedInAccount(page, testInfo, locale);
        await page.goto(filesPage);
        const input = page.getByLabel(t.input);
        const cases = [
          {
            file: { name: "art.png", mimeType: "image/png", buffer: textPretendingToBePng },
            reason: t.notAnImage,
          },
          { file: hugeFile(), name: "shop-e2e-60mb.png", reason: t.tooLarge },
          { file: { name: "bomb.png", mimeType: "image/png", buffer: pngBomb() }, reason: t.bomb },
          {
            file: { name: "empty.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
            reason: t.emptyFile,
          },
        ];
        for (const { file, reason } of cases) {
          await input.setInputFiles(file);
          if (!javaScript) {
            const answer = page.waitForResponse((response) => response.request().method() === "POST");
            await page.getByRole("button", { name: t.submit, exact: true }).click();
            expect((await answer).status()).toBeGreaterThanOrEqual(400);
            await expect(page.getByRole("alert").filter({ hasText: t.someRefused })).toContainText(reason);
          } else {
            await expect(page.getByText(reason)).toBeVisible();
          }
        }
        await page.goto(filesPage);
        await expect(page.getByText(t.empty)).toBeVisible();
        await expect(page.getByText(t.usageEmpty)).toBeVisible();
        expect(await listedFiles(page)).toEqual([]);
      });
    });

    test.describe("other people", () => {
      test.use({ expectedConsoleErrors: [/status of 404/] });

      test("another account and a visitor get 404 for my file and its thumbnail", async ({
        page,
        browser,
      }, testInfo) => {
        await signedInAccount(page, testInfo, locale);
        const upload = await page.request.post("/api/files/upload", {
          multipart: { file: { name: "private.png", mimeType: "image/png", buffer: await pngImage(64, 64) } },
        });
        expect(upload.status()).toBe(200);
        const { id } = ((await upload.json()) as { data: { file: { id: string } } }).data.file;
        await expect.poll(async () => (await listedFiles(page))[0]?.status).toBe("ready");
        expect((await page.request.get(`/files/${id}/thumbnail`)).status()).toBe(200);

        const otherContext = await browser.newContext();
        const other = await otherContext.newPage();
        await signInThroughApi(other.request, await createVerifiedAccount(other.request, testInfo, locale));
        const visitorContext = await browser.newContext();
        const visitor = await visitorContext.newPage();
        for (const someone of [other, visitor]) {
          for (const address of [`/files/${id}`, `/files/${id}/thumbnail`]) {
            const response = await someone.goto(address);
            expect(response?.status(), address).toBe(404);
          }
        }
        await otherContext.close();
        await visitorContext.close();
      });
    });

    test("a visitor's upload moves to their account when they sign in", async ({ page }, testInfo) => {
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      // As the designer does for a visitor: an upload before any sign-in.
      const upload = await page.request.post("/api/files/upload", {
        multipart: {
          file: { name: "before-sign-in.png", mimeType: "image/png", buffer: await pngImage(48, 48) },
        },
      });
      expect(upload.status()).toBe(200);
      await page.goto(filesPage);
      await submitSignIn(authDialog(page, authTexts[locale].signInTitle), authTexts[locale], account);
      await expect(page).toHaveURL(filesPage);
      await expect(page.getByRole("article", { name: "before-sign-in.png" })).toBeVisible();
    });

    test("rename a file, then delete it after confirming", async ({ page }, testInfo) => {
      await signedInAccount(page, testInfo, locale);
      await page.request.post("/api/files/upload", {
        multipart: { file: { name: "draft.png", mimeType: "image/png", buffer: await pngImage(80, 80) } },
      });
      await page.goto(filesPage);
      const card = page.getByRole("article", { name: "draft.png" });
      await card.getByText(t.rename, { exact: true }).click();
      await card.getByLabel(t.renameLabel("draft.png")).fill("final artwork.png");
      await card.getByRole("button", { name: t.saveName }).click();
      await expectToast(page, t.renamed("final artwork.png"));
      const renamed = page.getByRole("article", { name: "final artwork.png" });
      await expect(renamed).toBeVisible();

      await renamed.getByRole("link", { name: t.delete }).click();
      const question = page.getByRole("dialog", { name: t.deleteTitle });
      await expect(question).toBeVisible();
      await question.getByRole("link", { name: t.keep }).click();
      await expect(question).toBeHidden();
      await expect(renamed).toBeVisible();

      await renamed.getByRole("link", { name: t.delete }).click();
      await page
        .getByRole("dialog", { name: t.deleteTitle })
        .getByRole("button", { name: t.confirmDelete })
        .click();
      await expectToast(page, t.deleted("final artwork.png"));
      await expect(page.getByText(t.empty)).toBeVisible();
    });
  });
}
