import { describe, expect, test } from "vitest";
import {
  DESIGN_VERSION,
  type DesignDocument,
  type ImageLayer,
  type TextLayer,
} from "#core/schemas/design.ts";
import { checkDesign } from "./checks.ts";
import { applyEdit, EditRefused } from "./edits.ts";
import { layerBounds, measureText } from "./geometry.ts";
import { normaliseRotation } from "./operations.ts";
import { renderDesignSvg, renderLayers, renderOnMockup } from "./render.ts";
import { imageLayer, testFront, testProduct, textLayer } from "#tests/support/design-layers.ts";

const front = testFront;
const poster = { ...front, key: "print", bleedMm: 3, safeMarginMm: 5 };
const product = testProduct;
/** A mockup without light, on a flat product: where the design is placed, and nothing else. */
const flatLook = { surface: { kind: "flat" } as const, light: "", id: "test" };

const text = textLayer;
const image = (change: Partial<ImageLayer> = {}) =>
  imageLayer({ x: 150, y: 200, width: 100, height: 50, ...change });
const documentWith = (layers: (TextLayer | ImageLayer)[]): DesignDocument => ({
  version: DESIGN_VERSION,
  product: product.id,
  color: "black",
  size: null,
  areas: { front: layers },
});
const files = new Map([["4f0c9c1e-6a51-4a4e-9d0e-0c0f6d2b7f11", { width: 2000, height: 1000 }]]);
const seeded = () => {
  let next = 0;
  return () => ((next += 1) * 0.1234567) % 1;
};

describe("the renderer", () => {
  test("draws layers bottom to top in millimetres, leaving out hidden layers and missing files", () => {
    const markup = renderLayers(
      [
        image({ rotation: 15, flipX: true }),
        text({ text: "<b>&", id: "t2" }),
        text({ id: "t3", hidden: true }),
      ],
      (id) => `/files/${id}`,
    );
    expect(markup.indexOf('data-layer="i1"')).toBeLessThan(markup.indexOf('data-layer="t2"'));
    expect(markup).toContain('transform="translate(150 200) rotate(15) scale(-1 1)"');
    expect(markup).toContain('<image href="/files/4f0c9c1e-6a51-4a4e-9d0e-0c0f6d2b7f11" x="-50" y="-25"');
    expect(markup).toContain("&lt;b&gt;&amp;");
    expect(markup).not.toContain('data-layer="t3"');
    expect(renderLayers([image()], () => undefined)).toBe("");
  });

  test("a print file covers the area and its bleed at the area's physical size", () => {
    const svg = renderDesignSvg({ area: poster, layers: [], images: () => undefined });
    expect(svg).toContain('viewBox="-3 -3 306 406"');
    expect(svg).toContain('width="306mm" height="406mm"');
  });

  test("on a mockup, each area's design is placed in its box and cut at the trim line", () => {
    const svg = renderOnMockup(
      '<svg viewBox="0 0 1000 1000"><g/></svg>',
      [{ area: poster, box: front.mockup, layers: [text()] }],
      () => undefined,
      flatLook,
    );
    expect(svg).toMatch(
      /<g\/><svg x="350" y="250" width="300" height="400" viewBox="0 0 300 400"[^>]*overflow="hidden">.*<\/svg><\/svg>$/,
    );
  });

  test("an area wider than its box on the drawing keeps its shape: scaled to fit, centred", () => {
    // A mug's wrap area (3:1) drawn in a square box: the design is not stretched to the square.
    const wrap = { ...poster, widthMm: 240, heightMm: 80 };
    const svg = renderOnMockup(
      '<svg viewBox="0 0 1000 1000"></svg>',
      [{ area: wrap, box: { x: 100, y: 100, width: 300, height: 300 }, layers: [text()] }],
      () => undefined,
      flatLook,
    );
    expect(svg).toContain(
      '<svg x="100" y="200" width="300" height="100" viewBox="0 0 240 80" overflow="hidden">',
    );
    expect(svg).not.toContain("preserveAspectRatio");
  });
});

describe("measuring text", () => {
  test("longer text, bigger type and wider spacing make wider boxes; lines stack", () => {
    const base = measureText(text());
    expect(base.width).toBeGreaterThan(0);
    expect(measureText(text({ text: "Hello, world" })).width).toBeGreaterThan(base.width);
    expect(measureText(text({ sizePt: 72 })).width).toBeCloseTo(base.width * 2, 5);
    expect(measureText(text({ letterSpacing: 0.1 })).width).toBeCloseTo(
      base.width + 5 * 0.1 * base.sizeMm,
      5,
    );
    expect(measureText(text({ text: "Hello\nHello" })).height).toBeCloseTo(base.height * 2, 5);
    // A weight the family lacks measures as its regular.
    expect(measureText(text({ font: "pacifico", weight: 700 })).width).toBe(
      measureText(text({ font: "pacifico", weight: 400 })).width,
    );
  });

  test("a rotated layer covers a wider box", () => {
    const straight = layerBounds(image());
    const turned = layerBounds(image({ rotation: 90 }));
    expect(straight.right - straight.left).toBeCloseTo(100);
    expect(turned.right - turned.left).toBeCloseTo(50);
    expect(normaliseRotation(190)).toBe(-170);
    expect(normaliseRotation(-180)).toBe(180);
  });
});

describe("edits", () => {
  test("adding text and an image places them in the middle, selected; an image keeps its proportions", () => {
    let outcome = applyEdit(
      documentWith([]),
      { intent: "add-text", area: "front", text: "Hi", font: "pacifico" },
      { product, files, random: seeded() },
    );
    const added = outcome.document.areas.front![0] as TextLayer;
    expect(added).toMatchObject({ text: "Hi", font: "pacifico", weight: 400, x: 150, y: 200 });
    expect(outcome.selected).toBe(added.id);
    outcome = applyEdit(
      outcome.document,
      { intent: "add-image", area: "front", fileId: [...files.keys()][0]! },
      { product, files, random: seeded() },
    );
    const placed = outcome.document.areas.front![1] as ImageLayer;
    // 2000 px at 300 DPI (169 mm) fits the safe zone (290 mm wide): that size, at 2:1, centred.
    expect(placed).toMatchObject({ width: 169.33, height: 84.67, x: 150, y: 200 });
    expect(placed.id).not.toBe(added.id);
  });

  test("a new image lands at its largest size that fits and prints at 300 DPI, else 150 DPI, else says so", () => {
    const place = (width: number, height: number) => {
      const pixels = new Map([["4f0c9c1e-6a51-4a4e-9d0e-0c0f6d2b7f11", { width, height }]]);
      const outcome = applyEdit(
        documentWith([]),
        { intent: "add-image", area: "front", fileId: [...pixels.keys()][0]! },
        { product, files: pixels, random: seeded() },
      );
      const layer = outcome.document.areas.front![0] as ImageLayer;
      const dpi = Math.floor(width / (layer.width / 25.4) + 1e-6);
      return { layer, dpi, smallImage: outcome.smallImage };
    };
    // A large image: as large as the safe zone (290 mm wide), far above 300 DPI, centred.
    const large = place(6000, 3000);
    expect(large.layer).toMatchObject({ width: 290, height: 145, x: 150, y: 200 });
    expect(large.dpi).toBeGreaterThanOrEqual(300);
    expect(large.smallImage).toBeUndefined();
    // 1000 px at 300 DPI would be 85 mm, under a third of the area: 150 DPI gives 169 mm.
    const middling = place(1000, 1000);
    expect(middling.layer).toMatchObject({ width: 169.33, height: 169.33 });
    expect(middling.dpi).toBe(150);
    expect(middling.smallImage).toBeUndefined();
    // The 400 px image: not the full width at 35 DPI (a blocking error), but 68 mm at 150 DPI,
    // small, and the upload says so.
    const small = place(400, 400);
    expect(small.layer).toMatchObject({ width: 67.73, height: 67.73, x: 150, y: 200 });
    expect(small.dpi).toBe(150);
    expect(small.smallImage).toEqual({ width: 67.73, height: 67.73, pixels: { width: 400, height: 400 } });
    const issues = checkDesign(
      { areas: { front: [small.layer] } },
      [{ ...front, key: "front" }],
      new Map([[small.layer.fileId, { width: 400, height: 400 }]]),
    );
    expect(issues.filter((issue) => issue.severity === "error")).toEqual([]);
  });

  test("the numbers form keeps proportions from the side that changed, and keeps the centre on the area", () => {
    const document = documentWith([image()]);
    const edit = {
      intent: "image-layer" as const,
      area: "front",
      layer: "i1",
      x: 999,
      y: 200,
      width: 200,
      height: 50,
      rotation: 370,
      keepRatio: true,
    };
    const layer = applyEdit(document, edit, { product, files }).document.areas.front![0] as ImageLayer;
    expect(layer).toMatchObject({ width: 200, height: 100, x: 300, rotation: 10 });
    const free = applyEdit(document, { ...edit, keepRatio: false }, { product, files }).document.areas
      .front![0];
    expect(free).toMatchObject({ width: 200, height: 50 });
  });

  test("layer actions: order, duplicate, fit and fill; a locked layer refuses changes but can be unlocked", () => {
    const document = documentWith([image(), text()]);
    const act = (action: string, on: DesignDocument = document, layer = "i1") =>
      applyEdit(on, { intent: "layer-action", area: "front", layer, action } as never, {
        product,
        files,
        random: seeded(),
      });
    expect(act("up").document.areas.front!.map((layer) => layer.id)).toEqual(["t1", "i1"]);
    const copied = act("duplicate");
    expect(copied.document.areas.front).toHaveLength(3);
    expect(copied.document.areas.front![1]).toMatchObject({ x: 155, y: 205, fileId: image().fileId });
    expect(act("fit").document.areas.front![0]).toMatchObject({ width: 300, height: 150, x: 150, y: 200 });
    expect(act("fill").document.areas.front![0]).toMatchObject({ width: 800, height: 400 });
    const locked = act("lock").document;
    expect(() => act("delete", locked)).toThrow(EditRefused);
    expect(act("unlock", locked).document.areas.front![0]).toMatchObject({ locked: false });
    expect(() => applyEdit(document, { intent: "color", color: "pink" }, { product, files })).toThrow(
      EditRefused,
    );
    expect(applyEdit(document, { intent: "color", color: "white" }, { product, files }).document).toEqual({
      ...document,
      color: "white",
    });
  });
});

describe("print checks", () => {
  test("a background filling the bleed is not outside the safe zone; text near the trim is", () => {
    const issues = checkDesign(
      { areas: { print: [image({ width: 306, height: 406, x: 150, y: 200 }), text({ x: 20, y: 10 })] } },
      [poster],
      new Map([[image().fileId, { width: 2000, height: 2654 }]]),
    );
    expect(issues.filter((issue) => issue.code === "outsideSafe")).toEqual([
      { severity: "warning", code: "outsideSafe", area: "print", layer: "t1" },
    ]);
    // 2000 px over 306 mm: 166 DPI, a warning with the pixels a sharp print needs.
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "dpiLow", dpi: 166, needed: { dpi: 300, width: 3615, height: 4796 } }),
    );
  });
});
