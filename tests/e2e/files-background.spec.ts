import sharp from "sharp";
import type { Page } from "@playwright/test";
import { logoOnWhite } from "../support/images.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import { expectToast } from "./support/auth-ui.ts";
import { violationsOn } from "./support/axe.ts";
import { waitForDesigner } from "./support/hydration.ts";

/*
 * Removing a plain background (issue 30), with and without JavaScript, in both languages: a logo
 * on white uploaded to the library, its background removed at a tolerance, the preview shown over
 * the checkerboard and transparent around the logo, then kept: both files are in the library.
 */

const nnbsp = "\u202f";
const texts = {
  en: {
    input: "Images to upload",
    submit: "Upload",
    uploaded: "“logo.png” is uploaded.",
    thumbnail: "Preview of logo.png",
    removeBackground: "Remove background",
    title: "Remove the background",
    tolerance: "Tolerance",
    preview: "Preview",
    result: "logo (no background).png without its background",
    keep: "Keep in my library",
    kept: "“logo (no background).png” is in your library.",
    derived: "logo (no background).png",
    eraser: "Remove the background of logo.png",
    place: (name: string) => `Place “${name}”`,
  },
  fr: {
    input: "Images à importer",
    submit: "Importer",
    uploaded: `«${nnbsp}logo.png${nnbsp}» est importé.`,
    thumbnail: "Aperçu de logo.png",
    removeBackground: "Retirer l’arrière-plan",
    title: "Retirer l’arrière-plan",
    tolerance: "Tolérance",
    preview: "Aperçu",
    result: "logo (sans arrière-plan).png sans son arrière-plan",
    keep: "Garder dans ma bibliothèque",
    kept: `«${nnbsp}logo (sans arrière-plan).png${nnbsp}» est dans votre bibliothèque.`,
    derived: "logo (sans arrière-plan).png",
    eraser: "Retirer l’arrière-plan de logo.png",
    place: (name: string) => `Placer «${nnbsp}${name}${nnbsp}»`,
  },
} satisfies Record<Locale, unknown>;

/** The alpha of a few pixels of the file at `path`, as its owner downloads it. */
async function alphaOf(page: Page, path: string, points: [number, number][]): Promise<number[]> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const { data, info } = await sharp(await response.body())
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return points.map(([x, y]) => data[(y * info.width + x) * info.channels + 3]!);
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`removing a plain background (${locale})`, () => {
    test("a logo on white: previewed transparent around the logo, kept beside the original", async ({
      page,
    }, testInfo) => {
      const javaScript = testInfo.project.name === "js-on";
      const account = await createVerifiedAccount(page.request, testInfo, locale);
      await signInThroughApi(page.request, account);
      await page.goto(localized("/account/files", locale));

      await page.getByLabel(t.input).setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: await logoOnWhite(),
      });
      if (!javaScript) await page.getByRole("button", { name: t.submit, exact: true }).click();
      await expectToast(page, t.uploaded);
      const original = page.getByRole("article", { name: "logo.png" });
      await expect(original.getByRole("img", { name: t.thumbnail })).toBeVisible({ timeout: 15_000 });

      await original.getByRole("link", { name: t.removeBackground }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await page.getByLabel(t.tolerance).fill("12");
      await page.getByRole("button", { name: t.preview, exact: true }).click();

      // Made by a job: the page asks again (or reloads itself without JavaScript) until it is there.
      const result = page.getByRole("img", { name: t.result });
      await expect(result).toBeVisible({ timeout: 20_000 });
      expect(
        await result.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(true);
      // Over the checkerboard, and transparent around the logo: corners and the gap between the
      // ring and the square; the ring and the square themselves opaque.
      await expect(page.locator(".checkerboard").filter({ has: result })).toHaveCount(1);
      const previewId = new URL(page.url()).searchParams.get("preview");
      expect(
        await alphaOf(page, `/files/${previewId}`, [
          [0, 0],
          [399, 299],
          [270, 150],
          [217, 150],
          [330, 150],
        ]),
      ).toEqual([0, 0, 0, 255, 255]);
      // axe runs in the page: with scripts only.
      if (javaScript) expect(await violationsOn(page, "remove-background")).toEqual([]);

      await page.getByRole("button", { name: t.keep }).click();
      await expectToast(page, t.kept);
      await expect(page).toHaveURL(new RegExp(`${localized("/account/files", locale)}$`));
      await expect(page.getByRole("article", { name: t.derived })).toBeVisible();
      await expect(page.getByRole("article", { name: "logo.png" })).toBeVisible();
      if (javaScript) expect(await violationsOn(page, "files")).toEqual([]);
    });

    test("from the designer's library, and back to the draft with the new file to place", async ({
      page,
    }, testInfo) => {
      const javaScript = testInfo.project.name === "js-on";
      const designer = localized("/design?product=st75v2&color=white&mode=form", locale);
      await page.goto(designer);
      // A visitor's upload: their designer session keeps it.
      const uploaded = await page.request.post("/api/files/upload", {
        multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: await logoOnWhite() } },
      });
      expect(uploaded.status()).toBe(200);
      await expect
        .poll(
          async () => {
            await page.goto(designer);
            return page.getByRole("link", { name: t.eraser }).count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      await waitForDesigner(page, javaScript);
      if (javaScript) expect(await violationsOn(page, "designer")).toEqual([]);

      await page.getByRole("link", { name: t.eraser }).click();
      await page.getByRole("button", { name: t.preview, exact: true }).click();
      await page.getByRole("button", { name: t.keep }).click({ timeout: 20_000 });
      await expectToast(page, t.kept);
      await expect(page).toHaveURL(/\/design\?product=st75v2/);
      await expect(page.getByRole("button", { name: t.place(t.derived) })).toBeVisible();
      await expect(page.getByRole("button", { name: t.place("logo.png") })).toBeVisible();
    });
  });
}
