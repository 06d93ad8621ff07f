import type { Page } from "@playwright/test";
import sharp from "sharp";
import { layerBounds } from "#core/design/geometry.ts";
import { renderDesignSvg } from "#core/design/render.ts";
import type { DesignLayer } from "#core/schemas/design.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { createVerifiedAccount, signInThroughApi } from "./support/accounts.ts";
import {
  addSizesAndContinue,
  approveAndPlace,
  checkoutTexts,
  chooseDelivery,
  payWithTestCard,
} from "./support/checkout.ts";
import { waitForDesigner, whenDraftSaved } from "./support/hydration.ts";
import { operatorPage } from "./support/operators.ts";
import { previewAgainstPrint } from "./support/preview-print.ts";

/*
 * The new layers from the designer to the printer (issue 30's acceptance), in both languages, with
 * JavaScript on and off: a star, a clip-art piece in one colour and a text bent with an outline are added and set from the
 * designer's forms, the design is ordered and paid, and the print file the order gets shows each
 * of them where the designer drew them (the designer's drawing of the saved design against the
 * print file, under 1 % of pixels apart, and each layer's colours inside its box).
 */

const texts = {
  en: {
    addStar: "Add a star",
    searchArt: "Search clip art",
    findArt: "Search",
    owlQuery: "owl",
    addOwl: "Add “Owl”",
    ownColors: "Keep its own colours",
    addTextForm: /Add text/,
    addTextField: "Text",
    addText: "Add text",
    layerForm: "Selected layer",
    x: "Centre from the left",
    y: "Centre from the top",
    width: "Width",
    height: "Height",
    fill: "Fill",
    size: "Size",
    color: "Colour",
    arc: "Arc (positive bends up)",
    outline: "Outline, 0 for none",
    outlineColor: "Outline colour",
    apply: "Apply",
    saved: "All changes saved",
    order: "Order this design",
  },
  fr: {
    addStar: "Ajouter une étoile",
    searchArt: "Rechercher un motif",
    findArt: "Rechercher",
    owlQuery: "hibou",
    addOwl: "Ajouter «\u202fHibou\u202f»",
    ownColors: "Garder ses couleurs",
    addTextForm: /Ajouter du texte/,
    addTextField: "Texte",
    addText: "Ajouter le texte",
    layerForm: "Calque sélectionné",
    x: "Centre depuis la gauche",
    y: "Centre depuis le haut",
    width: "Largeur",
    height: "Hauteur",
    fill: "Remplissage",
    size: "Taille",
    color: "Couleur",
    arc: "Arc (positif\u202f: vers le haut)",
    outline: "Contour, 0 pour aucun",
    outlineColor: "Couleur du contour",
    apply: "Appliquer",
    saved: "Modifications enregistrées",
    order: "Commander cette création",
  },
} satisfies Record<Locale, unknown>;

/** The tee's front: 305 × 406 mm, no bleed, printed at 300 DPI. */
const front = { widthMm: 305, heightMm: 406, bleedMm: 0, safeMarginMm: 5 };
const printSize = { width: 3603, height: 4796 };

/**
 * Fills the selected layer's form and applies it (with scripts it applies as typed, too). Colour
 * labels are matched whole ("Fill" is in "No fill"); number labels end with their unit.
 */
async function setLayer(page: Page, locale: Locale, fields: [label: string, value: string][]) {
  const form = page.getByRole("form", { name: texts[locale].layerForm });
  for (const [label, value] of fields) {
    const field = value.startsWith("#")
      ? form.getByLabel(label, { exact: true })
      : form.getByRole("spinbutton", {
          // Names end with the unit; French spaces (U+202F) are matched as spaces.
          name: new RegExp(`^${label.replace(/[()]/g, "\\$&").replace(/\s/g, "\\s")} \\(`),
        });
    await field.fill(value);
  }
  await form.getByRole("button", { name: texts[locale].apply, exact: true }).click();
}

/** The share of a layer's box, in the print file, painted in (about) `hex`. */
async function colourShare(png: Buffer, layer: DesignLayer, hex: string): Promise<number> {
  const pxPerMm = printSize.width / front.widthMm;
  const box = layerBounds(layer);
  const left = Math.max(0, Math.floor(box.left * pxPerMm));
  const top = Math.max(0, Math.floor(box.top * pxPerMm));
  const width = Math.min(printSize.width - left, Math.ceil((box.right - box.left) * pxPerMm));
  const height = Math.min(printSize.height - top, Math.ceil((box.bottom - box.top) * pxPerMm));
  const pixels = await sharp(png).extract({ left, top, width, height }).ensureAlpha().raw().toBuffer();
  const wanted = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  let matching = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    const close = wanted.every((value, channel) => Math.abs(pixels[index + channel]! - value) < 24);
    if (close && pixels[index + 3]! > 200) matching += 1;
  }
  return matching / (width * height);
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  const c = checkoutTexts[locale];

  test(`a star, a recoloured clip-art piece and a bent, outlined text are designed, ordered, and printed where they were drawn (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    const scripts = testInfo.project.name === "js-on";
    const account = await createVerifiedAccount(page.request, testInfo, locale);
    await signInThroughApi(page.request, account);

    await page.goto(localized("/design?product=st75v2&color=white", locale));
    await waitForDesigner(page, scripts);

    // A red star at the top left.
    await page.getByRole("button", { name: t.addStar }).click();
    await setLayer(page, locale, [
      [t.x, "75"],
      [t.y, "80"],
      [t.width, "90"],
      [t.height, "90"],
      [t.fill, "#dc2626"],
    ]);
    await expect(page.locator("[data-design-layers] path[fill='#dc2626']")).toHaveCount(1);

    // An owl from the clip art, in green, at the top right.
    await page.getByLabel(t.searchArt).fill(t.owlQuery);
    if (!scripts) await page.getByRole("button", { name: t.findArt, exact: true }).click();
    await page.getByRole("button", { name: t.addOwl }).click();
    await page.getByRole("form", { name: t.layerForm }).getByLabel(t.ownColors).uncheck();
    await setLayer(page, locale, [
      [t.color, "#15803d"],
      [t.x, "230"],
      [t.y, "80"],
      [t.width, "90"],
      [t.height, "90"],
    ]);
    await expect(page.locator("[data-design-layers] image")).toHaveAttribute(
      "href",
      "/art/owl.svg?color=15803d",
    );

    // Blue words bent upward with a yellow outline, lower down.
    const add = page.getByRole("form", { name: t.addTextForm });
    await add.getByLabel(t.addTextField, { exact: true }).fill("PRINTED");
    await add.getByRole("button", { name: t.addText }).click();
    await setLayer(page, locale, [
      [t.size, "110"],
      [t.color, "#1d4ed8"],
      [t.arc, "100"],
      [t.outline, "2"],
      [t.outlineColor, "#facc15"],
      [t.x, "152"],
      [t.y, "260"],
    ]);
    await expect(page.locator("[data-design-layers] [stroke='#facc15']")).toHaveCount(1);
    await whenDraftSaved(page, scripts, t.saved);
    const draft = new URL(page.url()).searchParams.get("draft")!;

    // Ordered and paid: one white M.
    await page.getByRole("link", { name: t.order }).click();
    await addSizesAndContinue(page, locale, [{ color: c.white, size: "M", quantity: 1 }]);
    await chooseDelivery(page, locale, {
      address: {
        fullName: account.fullName,
        line1: "12 rue de Rivoli",
        city: "Paris",
        postalCode: "75001",
        country: "France",
      },
      method: "standard",
    });
    const sn = await approveAndPlace(page, locale);
    await payWithTestCard(page, locale, sn);

    // The order's print file of the front, once the render job has made it.
    const operator = await operatorPage(browser, testInfo, locale);
    let download: string | null = null;
    await expect
      .poll(
        async () => {
          const response = await operator.request.post("/api/admin/order", { data: { sn } });
          const { data } = (await response.json()) as {
            data: { order: { printFiles: { area: string; download: string | null }[] } };
          };
          download = data.order.printFiles.find((file) => file.area === "front")?.download ?? null;
          return download;
        },
        { timeout: 60_000 },
      )
      .not.toBeNull();
    const printPng = Buffer.from(await (await operator.request.get(download!)).body());
    expect(await sharp(printPng).metadata()).toMatchObject(printSize);

    // The designer's drawing of the saved design, against that print file.
    const saved = await page.request.post("/api/design", { data: { id: draft } });
    const { data } = (await saved.json()) as {
      data: { design: { document: { areas: { front: DesignLayer[] } } } };
    };
    const layers = data.design.document.areas.front;
    expect(layers.map((layer) => layer.type)).toEqual(["shape", "art", "text"]);
    // The comparison runs in the page's scripts: its own context has them on, as the project may not.
    const viewer = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: true,
    });
    const shares = await previewAgainstPrint(await viewer.newPage(), {
      svg: renderDesignSvg({ area: front, layers, images: () => undefined }),
      printPng,
      width: 600,
      height: Math.round((600 * front.heightMm) / front.widthMm),
    });
    await viewer.close();
    testInfo.annotations.push({
      type: "differing pixels",
      description: `${(shares.different * 100).toFixed(3)} %`,
    });
    expect(shares.painted).toBeGreaterThan(0.03);
    expect(shares.different).toBeLessThan(0.01);

    // Each layer's colours inside its own box of the print file.
    const [star, owl, words] = layers as [DesignLayer, DesignLayer, DesignLayer];
    expect(await colourShare(printPng, star, "#dc2626")).toBeGreaterThan(0.3);
    expect(await colourShare(printPng, owl, "#15803d")).toBeGreaterThan(0.3);
    expect(await colourShare(printPng, words, "#1d4ed8")).toBeGreaterThan(0.05);
    expect(await colourShare(printPng, words, "#facc15")).toBeGreaterThan(0.03);
  });
}
