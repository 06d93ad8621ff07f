import { describe, expect, test } from "vitest";
import {
  designEditSchema,
  DESIGN_VERSION,
  type DesignDocument,
  type TextLayer,
} from "#core/schemas/design.ts";
import { testProduct, textLayer } from "#tests/support/design-layers.ts";
import { applyEdit } from "./edits.ts";
import { arcLayout, isArced, layerSize, measureText } from "./geometry.ts";
import { renderLayers } from "./render.ts";

const word = (degrees?: number, change: Partial<TextLayer> = {}) =>
  textLayer({
    text: "ARCHED",
    sizePt: 48,
    ...(degrees === undefined ? {} : { arc: { degrees } }),
    ...change,
  });

describe("text bent along an arc", () => {
  test("no arc, or an arc of 0 degrees, is straight text measured as before", () => {
    for (const layer of [word(), word(0)]) {
      expect(isArced(layer)).toBe(false);
      const box = measureText(layer);
      expect(layerSize(layer)).toEqual({ width: box.width, height: box.height });
    }
  });

  test("a positive arc bends upward: the ends lower and turned outward, symmetric about the middle", () => {
    const { glyphs } = arcLayout(word(90));
    const first = glyphs[0]!;
    const last = glyphs.at(-1)!;
    expect(glyphs.map((glyph) => glyph.character).join("")).toBe("ARCHED");
    expect(first.x).toBeLessThan(0);
    expect(last.x).toBeGreaterThan(0);
    // Down is +y: the middle letters sit higher than the ends.
    expect(first.y).toBeGreaterThan(glyphs[2]!.y);
    expect(last.y).toBeGreaterThan(glyphs[3]!.y);
    expect(first.rotation).toBeLessThan(0);
    expect(last.rotation).toBeGreaterThan(0);
    // Each line spans the arc: its outer letters are turned about half of it.
    expect(last.rotation - first.rotation).toBeGreaterThan(60);
    expect(last.rotation - first.rotation).toBeLessThan(90);
  });

  test("a negative arc is its mirror: the ends higher and turned the other way", () => {
    const up = arcLayout(word(90)).glyphs;
    const down = arcLayout(word(-90)).glyphs;
    expect(down[0]!.rotation).toBeCloseTo(-up[0]!.rotation);
    expect(down[0]!.y).toBeLessThan(down[2]!.y);
    // Turned outward, the letters' tops fan out; turned inward they gather.
    expect(layerSize(word(-90)).width).toBeLessThan(layerSize(word(90)).width);
  });

  test("bending a long line makes its box narrower and taller; a whole circle is round", () => {
    const long = { text: "A LONG LINE OF ARCHED LETTERS", sizePt: 24 };
    const straight = measureText(word(undefined, long));
    const bent = layerSize(word(120, long));
    expect(bent.width).toBeLessThan(straight.width);
    expect(bent.height).toBeGreaterThan(straight.height);
    // A whole circle of text is about as wide as it is tall.
    const circle = layerSize(word(360, { text: "AROUND THE WORLD AND BACK " }));
    expect(circle.width / circle.height).toBeGreaterThan(0.85);
    expect(circle.width / circle.height).toBeLessThan(1.15);
  });

  test("the renderer draws each character but spaces at its point of the arc, turned with it", () => {
    const markup = renderLayers([word(60, { text: "A B" })], () => undefined);
    const glyphs = [
      ...markup.matchAll(
        /<text transform="translate\(([-\d.]+) ([-\d.]+)\) rotate\(([-\d.]+)\)">([^<]*)<\/text>/g,
      ),
    ];
    expect(glyphs.map((match) => match[4])).toEqual(["A", "B"]);
    expect(Number(glyphs[0]![3])).toBeLessThan(0);
    expect(Number(glyphs[1]![3])).toBeGreaterThan(0);
    expect(markup).toContain('text-anchor="middle"');
  });

  test("the text form sets the arc in degrees, and 0 takes it off", () => {
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: testProduct.id,
      color: "black",
      size: null,
      areas: { front: [word()] },
    };
    const form = (arc: string) =>
      designEditSchema.parse({
        intent: "text-layer",
        area: "front",
        layer: "t1",
        x: "150",
        y: "200",
        rotation: "0",
        text: "ARCHED",
        font: "inter",
        weight: "700",
        sizePt: "48",
        color: "#111827",
        align: "center",
        letterSpacing: "0",
        arc,
      });
    const context = { product: testProduct, files: new Map() };
    const bent = applyEdit(document, form("-45"), context).document;
    expect((bent.areas.front![0] as TextLayer).arc).toEqual({ degrees: -45 });
    const straight = applyEdit(bent, form("0"), context).document;
    expect((straight.areas.front![0] as TextLayer).arc).toBeUndefined();
    expect(designEditSchema.safeParse({ ...form("0"), arc: "400" }).success).toBe(false);
  });
});
