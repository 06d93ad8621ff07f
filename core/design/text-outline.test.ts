import { describe, expect, test } from "vitest";
import {
  designEditSchema,
  DESIGN_VERSION,
  textLayerSchema,
  type DesignDocument,
  type TextLayer,
} from "#core/schemas/design.ts";
import { testArea, testFront, testProduct, textLayer } from "#tests/support/design-layers.ts";
import { checkDesign, MIN_PRINTABLE_STROKE_MM } from "./checks.ts";
import { applyEdit } from "./edits.ts";
import { layerSize } from "./geometry.ts";
import { renderLayers } from "./render.ts";
import { retargetDesign } from "./retarget.ts";

const outlined = (widthMm: number, change: Partial<TextLayer> = {}) =>
  textLayer({ text: "OUTLINE", sizePt: 48, outline: { color: "#fde047", widthMm }, ...change });

const area = { key: "front", ...testArea };

describe("text with an outline", () => {
  test("the schema takes a colour and a width above 0; 0, a negative or a huge width is refused", () => {
    expect(textLayerSchema.safeParse(outlined(1.5)).success).toBe(true);
    expect(textLayerSchema.parse(outlined(1, { outline: { color: "#FDE047", widthMm: 1 } })).outline).toEqual(
      {
        color: "#fde047",
        widthMm: 1,
      },
    );
    for (const widthMm of [0, -1, 51]) {
      const refused = textLayerSchema.safeParse(outlined(widthMm));
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe("validation.designStroke");
    }
    expect(textLayerSchema.safeParse(outlined(1, { outline: { color: "yellow", widthMm: 1 } })).success).toBe(
      false,
    );
  });

  test("the outline is drawn first, in its colour and twice its width, and the type over it", () => {
    const markup = renderLayers([outlined(1.5)], () => undefined);
    const texts = [...markup.matchAll(/<text ([^>]*)>/g)].map((match) => match[1]!);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('fill="#fde047" stroke="#fde047" stroke-width="3" stroke-linejoin="round"');
    expect(texts[1]).toContain('fill="#111827"');
    expect(texts[1]).not.toContain("stroke");
    // Both copies hold the same lines at the same places.
    const lines = markup
      .split("</text>")
      .slice(0, 2)
      .map((text) => text.slice(text.indexOf("<tspan")));
    expect(lines[0]).toBe(lines[1]);
  });

  test("bent text with an outline draws its characters twice, outline first", () => {
    const markup = renderLayers([outlined(1, { arc: { degrees: 90 } })], () => undefined);
    const groups = [...markup.matchAll(/<g font-family[^>]*>/g)].map((match) => match[0]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toContain('stroke="#fde047"');
    expect(groups[1]).not.toContain("stroke");
    expect(markup.match(/<text transform/g)).toHaveLength(2 * "OUTLINE".length);
  });

  test("no outline draws the type once, as before", () => {
    const markup = renderLayers([textLayer({ text: "PLAIN" })], () => undefined);
    expect(markup.match(/<text /g)).toHaveLength(1);
    expect(markup).not.toContain("stroke");
  });

  test("the box grows by the outline on every side, straight and bent", () => {
    for (const change of [{}, { arc: { degrees: 120 } }]) {
      const plain = layerSize(textLayer({ text: "OUTLINE", sizePt: 48, ...change }));
      const withOutline = layerSize(outlined(2, change));
      expect(withOutline.width).toBeCloseTo(plain.width + 4);
      expect(withOutline.height).toBeCloseTo(plain.height + 4);
    }
  });

  test("an outline thinner than 0.5 mm is a print error, like thin type; a thicker one is not", () => {
    const check = (layer: TextLayer) => checkDesign({ areas: { front: [layer] } }, [area], new Map());
    expect(check(outlined(0.3))).toContainEqual({
      severity: "error",
      code: "strokeTooThin",
      area: "front",
      layer: "t1",
      strokeMm: 0.3,
    });
    expect(check(outlined(MIN_PRINTABLE_STROKE_MM)).filter((issue) => issue.severity === "error")).toEqual(
      [],
    );
  });

  test("the text form sets the outline; a width of 0 takes it off, the colour stays a colour", () => {
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: testProduct.id,
      color: "black",
      size: null,
      areas: { front: [textLayer({ text: "OUTLINE" })] },
    };
    const form = (outlineMm: string, outlineColor = "#FDE047") =>
      designEditSchema.parse({
        intent: "text-layer",
        area: "front",
        layer: "t1",
        x: "150",
        y: "200",
        rotation: "0",
        text: "OUTLINE",
        font: "inter",
        weight: "700",
        sizePt: "48",
        color: "#111827",
        align: "center",
        letterSpacing: "0",
        arc: "0",
        outlineMm,
        outlineColor,
      });
    const context = { product: testProduct, files: new Map() };
    const withOutline = applyEdit(document, form("1,5"), context).document;
    expect((withOutline.areas.front![0] as TextLayer).outline).toEqual({ color: "#fde047", widthMm: 1.5 });
    const without = applyEdit(withOutline, form("0"), context).document;
    expect((without.areas.front![0] as TextLayer).outline).toBeUndefined();
    expect(designEditSchema.safeParse({ ...form("0"), outlineMm: "60" }).success).toBe(false);
    expect(designEditSchema.safeParse({ ...form("0"), outlineColor: "red" }).success).toBe(false);
  });

  test("on a smaller product the outline shrinks with the type", () => {
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: testProduct.id,
      color: "black",
      size: null,
      areas: { front: [outlined(2)] },
    };
    const half = {
      productId: "half",
      color: "black",
      size: null,
      areas: [{ ...testFront, widthMm: 150, heightMm: 200 }],
    };
    const moved = retargetDesign(document, [testFront], half)!.document.areas.front![0] as TextLayer;
    expect(moved.outline).toEqual({ color: "#fde047", widthMm: 1 });
  });
});
