import type { Page } from "@playwright/test";
import sharp from "sharp";
import { fontFaceCss } from "#core/design/fonts.ts";
import { expect } from "../fixtures.ts";

/**
 * A pixel "differs" when a channel (alpha included) is off by more than this: edge antialiasing
 * and resampling move values a little everywhere; a misplaced or missing shape moves them a lot.
 */
const CHANNEL_TOLERANCE = 48;

export type PixelShares = {
  /** The share of the picture either drawing paints. */
  painted: number;
  /** The share where they differ. */
  different: number;
};

/**
 * Preview against print: `svg` (the renderer's markup of a print area, as the editor shows it)
 * drawn by Chromium on a page of the shop, so the design fonts load as they do there, and the
 * print file `printPng`, both brought to `width` × `height`, compared pixel by pixel. `page` must
 * run scripts: the fonts and images are awaited from the page.
 */
export async function previewAgainstPrint(
  page: Page,
  { svg, printPng, width, height }: { svg: string; printPng: Buffer; width: number; height: number },
): Promise<PixelShares> {
  const printPixels = await sharp(printPng)
    .resize(width, height, { fit: "fill", kernel: "lanczos3" })
    .ensureAlpha()
    .raw()
    .toBuffer();

  await page.route("**/__design-preview", (route) =>
    route.fulfill({
      contentType: "text/html; charset=utf-8",
      body: `<!doctype html><html><head><style>${fontFaceCss()}
        html, body { margin: 0; background: transparent; }
        body > svg { display: block; width: ${width}px; height: ${height}px; }</style></head>
        <body>${svg}</body></html>`,
    }),
  );
  await page.goto("/__design-preview");
  // Every face the drawing uses, as `weight "family"`.
  const faces = [
    ...new Set(
      [...svg.matchAll(/font-family="([^"]+)" font-size="[^"]+" font-weight="(\d+)"/g)].map(
        ([, family, weight]) => `${weight} 20px "${family!.replaceAll("&quot;", "")}"`,
      ),
    ),
  ];
  await page.evaluate(async (wanted) => {
    await Promise.all(wanted.map((face) => document.fonts.load(face)));
    await document.fonts.ready;
    await Promise.all(
      [...document.querySelectorAll("image")].map((drawn) => {
        const probe = new Image();
        probe.src = drawn.getAttribute("href") ?? "";
        return probe.decode();
      }),
    );
    // One more frame, so the decoded images and the fonts are painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, faces);
  for (const face of faces) {
    expect(await page.evaluate((loaded) => document.fonts.check(loaded), face)).toBe(true);
  }
  const shot = await page.locator("svg").first().screenshot({ omitBackground: true, animations: "disabled" });
  const screenPixels = await sharp(shot)
    .resize(width, height, { fit: "fill" })
    .ensureAlpha()
    .raw()
    .toBuffer();

  let different = 0;
  let painted = 0;
  for (let index = 0; index < width * height * 4; index += 4) {
    const alphaScreen = screenPixels[index + 3]!;
    const alphaPrint = printPixels[index + 3]!;
    if (alphaScreen > 0 || alphaPrint > 0) painted += 1;
    // Colour means nothing where both are (nearly) transparent.
    if (alphaScreen < 16 && alphaPrint < 16) continue;
    for (let channel = 0; channel < 4; channel += 1) {
      if (Math.abs(screenPixels[index + channel]! - printPixels[index + channel]!) > CHANNEL_TOLERANCE) {
        different += 1;
        break;
      }
    }
  }
  return { different: different / (width * height), painted: painted / (width * height) };
}
