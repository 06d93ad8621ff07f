/**
 * Preview equals print (issue 13): one design drawn by the editor's renderer in Chromium, and
 * rendered to the print file on the server by resvg, downscaled to the same size, differ in
 * under 1 % of pixels. Both come from `renderDesignSvg`, with the same font files and image. One
 * design per kind of layer: images and text, shapes, text on an arc, outlined text and clip art
 * (issue 30). The mockups that show a design printed (issue 30) add a light layer over it and lay
 * it on the product's surface: the cart's drawing of one in Chromium and the render job's preview
 * agree too, on fabric, round a mug and on paper.
 */
import sharp from "sharp";
import { renderDesignSvg, renderOnMockup } from "#core/design/render.ts";
import type { DesignProduct } from "#core/design/product.ts";
import type { ArtLayer, DesignLayer, ShapeLayer, TextLayer } from "#core/schemas/design.ts";
import { fileHref, renderPreviewWebp, renderPrintPng } from "#server/services/design-renders.ts";
import { renderMockupSvg } from "#server/mockups/render.ts";
import { shapeDefinitions, shapeLook } from "#server/mockups/shapes.ts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { previewAgainstPrint } from "./support/preview-print.ts";

/** The tee's front: 305 × 406 mm, no bleed. */
const area = { widthMm: 305, heightMm: 406, bleedMm: 0, safeMarginMm: 5 };
const fileId = "4f0c9c1e-6a51-4a4e-9d0e-0c0f6d2b7f11";
/** Compared at this width (the height follows the area): about a preview's size. */
const WIDTH = 600;
const HEIGHT = Math.round((WIDTH * area.heightMm) / area.widthMm);

/** Artwork with hard edges and colours, so a shift or a wrong flip would show. */
function artwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#fde68a"/>
    <circle cx="450" cy="600" r="380" fill="#1d4ed8"/>
    <rect x="900" y="150" width="550" height="420" fill="#dc2626"/>
    <polygon points="900,1100 1500,1100 1200,650" fill="#15803d"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const layers: DesignLayer[] = [
  {
    type: "image",
    id: "art",
    fileId,
    x: 150,
    y: 170,
    width: 240,
    height: 180,
    rotation: 20,
    flipX: true,
    flipY: false,
    hidden: false,
    locked: false,
  },
  {
    type: "text",
    id: "title",
    text: "PRINT = PREVIEW",
    font: "oswald",
    sizePt: 56,
    color: "#111827",
    weight: 700,
    align: "center",
    letterSpacing: 0.04,
    x: 152.5,
    y: 310,
    rotation: -8,
    hidden: false,
    locked: false,
  },
  {
    type: "text",
    id: "script",
    text: "Ça marche !\nsur deux lignes",
    font: "pacifico",
    sizePt: 40,
    color: "#7c3aed",
    weight: 400,
    align: "left",
    letterSpacing: 0,
    x: 150,
    y: 370,
    rotation: 0,
    hidden: false,
    locked: false,
  },
];

/** Shapes of every kind, filled and outlined, turned: their edges and joins must agree too. */
const shapes: DesignLayer[] = [
  shape({ id: "rect", shape: "rect", corners: 12, x: 80, y: 80, width: 110, height: 80, rotation: 12 }),
  shape({ id: "ell", shape: "ellipse", fill: "#1d4ed8", x: 225, y: 80, width: 100, height: 70 }),
  shape({
    id: "star",
    shape: "star",
    points: 5,
    fill: "#facc15",
    stroke: "#111827",
    strokeMm: 3,
    x: 80,
    y: 210,
  }),
  shape({
    id: "poly",
    shape: "polygon",
    points: 6,
    fill: null,
    stroke: "#15803d",
    strokeMm: 4,
    x: 225,
    y: 210,
  }),
  shape({
    id: "line",
    shape: "line",
    fill: null,
    stroke: "#7c3aed",
    strokeMm: 5,
    x: 152,
    y: 290,
    width: 240,
    height: 5,
    rotation: -10,
  }),
  shape({ id: "heart", shape: "heart", fill: "#db2777", x: 152, y: 350, width: 90, height: 80 }),
];

/**
 * Text bent both ways, on one line and two, turned, over the image as in the first set: every
 * character placed by the arc's layout.
 */
const arcedText: DesignLayer[] = [
  layers[0]!,
  arced({ id: "up", text: "BENT UPWARD", font: "oswald", sizePt: 110, arc: { degrees: 120 }, x: 152, y: 95 }),
  arced({
    id: "down",
    text: "and a smile",
    // The fonts the comparison page loads before it draws (Oswald bold, Pacifico).
    font: "oswald",
    sizePt: 96,
    color: "#b91c1c",
    arc: { degrees: -90 },
    x: 150,
    y: 210,
    rotation: 10,
  }),
  arced({
    id: "two",
    text: "Deux lignes\nen cercle",
    font: "pacifico",
    weight: 400,
    sizePt: 72,
    color: "#1d4ed8",
    arc: { degrees: 200 },
    x: 152,
    y: 330,
  }),
];

/**
 * Outlined text, straight and bent, thin and thick, over the image: the outline is a stroked copy
 * of the type under it, which both engines stroke from the same glyph outlines.
 */
const outlinedText: DesignLayer[] = [
  layers[0]!,
  arced({
    id: "straight",
    text: "OUTLINED",
    font: "oswald",
    sizePt: 120,
    color: "#fde047",
    outline: { color: "#1e3a8a", widthMm: 2.5 },
    x: 152,
    y: 90,
  }),
  arced({
    id: "bent",
    text: "and bent",
    font: "oswald",
    sizePt: 96,
    color: "#ffffff",
    outline: { color: "#b91c1c", widthMm: 1 },
    arc: { degrees: 100 },
    x: 150,
    y: 230,
    rotation: -8,
  }),
  arced({
    id: "script",
    text: "Ça brille",
    font: "pacifico",
    weight: 400,
    sizePt: 80,
    color: "#1d4ed8",
    outline: { color: "#ffffff", widthMm: 1.5 },
    x: 152,
    y: 340,
  }),
];

/**
 * Clip art over the image, as the browser gets it from the shop (`/art/<id>.svg`) and as the print
 * renderer draws it (the same document as a `data:` address): in its own colours, stretched,
 * flipped and turned, and recoloured to one ink.
 */
const clipArt: DesignLayer[] = [
  layers[0]!,
  art({ id: "own", artId: "owl", x: 85, y: 80, width: 110, height: 110 }),
  art({ id: "wide", artId: "rocket", x: 220, y: 90, width: 140, height: 100, rotation: 15, flipX: true }),
  art({ id: "ink", artId: "red-heart", color: "#1d4ed8", x: 152, y: 300, width: 160, height: 140 }),
  art({
    id: "ink2",
    artId: "sunflower",
    color: "#111827",
    x: 70,
    y: 360,
    width: 80,
    height: 80,
    flipY: true,
  }),
];

function art(change: Partial<ArtLayer>): ArtLayer {
  return {
    type: "art",
    id: "a",
    artId: "owl",
    x: 150,
    y: 200,
    width: 100,
    height: 100,
    rotation: 0,
    flipX: false,
    flipY: false,
    hidden: false,
    locked: false,
    ...change,
  };
}

function arced(change: Partial<TextLayer>): TextLayer {
  return {
    type: "text",
    id: "t",
    text: "",
    font: "inter",
    sizePt: 48,
    color: "#111827",
    weight: 700,
    align: "center",
    letterSpacing: 0,
    x: 150,
    y: 200,
    rotation: 0,
    hidden: false,
    locked: false,
    ...change,
  };
}

function shape(change: Partial<ShapeLayer>): ShapeLayer {
  return {
    type: "shape",
    id: "s",
    shape: "rect",
    fill: "#dc2626",
    stroke: null,
    strokeMm: 0,
    x: 150,
    y: 200,
    width: 100,
    height: 100,
    rotation: 0,
    hidden: false,
    locked: false,
    ...change,
  };
}

for (const [kind, designLayers] of [
  ["images and text", layers],
  ["shapes", shapes],
  ["text on an arc", arcedText],
  ["text with an outline", outlinedText],
  ["clip art", clipArt],
] as const) {
  test(`${kind}: drawn in Chromium and in the print file, they differ in under 1 % of pixels`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "the comparison runs in the page's own scripts");
    const share = await differingShare(page, designLayers);
    testInfo.annotations.push({
      type: "differing pixels",
      description: `${(share.different * 100).toFixed(3)} %`,
    });
    // Not two empty pictures: the layers cover a good part of the area.
    expect(share.painted).toBeGreaterThan(0.05);
    expect(share.different).toBeLessThan(0.01);
  });
}

/** The shares of the area painted and differing between the browser's drawing and the print file. */
async function differingShare(page: Page, designLayers: DesignLayer[]) {
  const image = await artwork();
  // The print file, as the render job makes it.
  const print = await renderPrintPng({ area, layers: designLayers }, new Map([[fileHref(fileId), image]]));
  expect([print.width, print.height]).toEqual([3603, 4796]);
  // The same SVG in the browser, the image given inline.
  const dataUrl = `data:image/png;base64,${image.toString("base64")}`;
  const svg = renderDesignSvg({ area, layers: designLayers, images: () => dataUrl });
  return previewAgainstPrint(page, { svg, printPng: print.png, width: WIDTH, height: HEIGHT });
}

/** The products a design is pictured on: fabric, a cylinder's wrap, paper. */
const pictured = [
  { shape: "tshirt", key: "front", widthMm: 305, heightMm: 406, hex: "#f9fafb" },
  { shape: "tshirt", key: "front", widthMm: 305, heightMm: 406, hex: "#111827" },
  { shape: "mug", key: "wrap", widthMm: 216, heightMm: 89, hex: "#ffffff" },
  { shape: "poster-3x4", key: "front", widthMm: 305, heightMm: 406, hex: "#fafaf9" },
] as const;

for (const { shape: product, key, widthMm, heightMm, hex } of pictured) {
  test(`on a ${product} in ${hex}, lit: the cart's drawing in Chromium and the render job's preview differ in under 1 % of pixels`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "the comparison runs in the page's own scripts");
    const box = shapeDefinitions[product].areas[key]!;
    const printArea = {
      key,
      label: key,
      sizeKey: null,
      widthMm,
      heightMm,
      bleedMm: 0,
      safeMarginMm: 5,
      priceCents: 0,
    };
    const designProduct: DesignProduct = {
      id: "abc123",
      title: product,
      path: "/",
      shape: product,
      surface: shapeLook(product).surface,
      colors: [{ key: "c", name: "C", hex }],
      sizes: [{ key: "one", label: "One" }],
      areas: [
        { ...printArea, view: "front", mockup: { x: box.x, y: box.y, width: box.width, height: box.height } },
      ],
      prices: [],
      priceTiers: [],
    };
    // The first design, scaled to the area.
    const scale = Math.min(widthMm / area.widthMm, heightMm / area.heightMm);
    const scaled = layers.map((layer) =>
      layer.type === "image"
        ? {
            ...layer,
            x: layer.x * scale,
            y: layer.y * scale,
            width: layer.width * scale,
            height: layer.height * scale,
          }
        : layer.type === "text"
          ? { ...layer, x: layer.x * scale, y: layer.y * scale, sizePt: layer.sizePt * scale }
          : layer,
    );
    const document = {
      version: 1 as const,
      product: designProduct.id,
      color: "c",
      size: null,
      areas: { [key]: scaled },
    };
    const image = await artwork();
    const preview = await renderPreviewWebp(
      { document, product: designProduct, view: "front", color: "c" },
      new Map([[fileHref(fileId), image]]),
    );
    // As the cart draws it: the product and its light as images, the design between them.
    const source = { shape: product, view: "front" as const, colorHex: hex, areas: [] };
    const asImage = (svg: string) =>
      `<image href="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="1000" height="1000"/>`;
    const dataUrl = `data:image/png;base64,${image.toString("base64")}`;
    const svg = renderOnMockup(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000">${asImage(renderMockupSvg({ ...source, layer: "product" }))}</svg>`,
      [{ area: printArea, box, layers: scaled }],
      () => dataUrl,
      {
        surface: designProduct.surface,
        light: asImage(renderMockupSvg({ ...source, layer: "light" })),
        id: "cart",
      },
    );
    const share = await previewAgainstPrint(page, {
      svg,
      printPng: await sharp(preview.webp).png().toBuffer(),
      width: 600,
      height: 600,
    });
    testInfo.annotations.push({
      type: "differing pixels",
      description: `${(share.different * 100).toFixed(3)} %`,
    });
    expect(share.painted).toBeGreaterThan(0.2);
    expect(share.different).toBeLessThan(0.01);
  });
}
