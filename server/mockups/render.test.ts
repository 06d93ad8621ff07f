import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { foldNoise, surfaceFilter } from "#core/design/mockup-surface.ts";
import { renderMockupSvg } from "./render.ts";
import { shapeDefinitions, shapeLook } from "./shapes.ts";
import { mockupShapes, type MockupShape, type MockupView } from "./types.ts";

/** The print-area keys the seed data uses for each shape. */
const expectedAreaKeys: Record<MockupShape, string[]> = {
  tshirt: ["front", "back", "sleeve-left"],
  "long-sleeve": ["front", "back", "sleeve-left"],
  "tank-top": ["front", "back"],
  hoodie: ["front", "back"],
  sweatshirt: ["front", "back"],
  cap: ["front"],
  beanie: ["front"],
  "tote-bag": ["front", "back"],
  apron: ["front"],
  mug: ["wrap"],
  tumbler: ["wrap"],
  "water-bottle": ["wrap"],
  pillow: ["front", "back"],
  blanket: ["front"],
  "poster-2x3": ["front"],
  "poster-3x4": ["front"],
  "framed-poster-3x4": ["front"],
  "canvas-4x5": ["front"],
  "phone-case": ["front"],
  "mouse-pad": ["front"],
  notebook: ["front-cover", "back-cover"],
  "greeting-card": ["front", "back"],
  sticker: ["front"],
};

const twoSided = new Set<MockupShape>([
  "tshirt",
  "long-sleeve",
  "tank-top",
  "hoodie",
  "sweatshirt",
  "tote-bag",
  "pillow",
  "notebook",
  "greeting-card",
  "mug",
]);

const colors = ["#111827", "#F9FAFB", "#2563eb"];

function defaultAreas(shape: MockupShape, view: MockupView) {
  return Object.entries(shapeDefinitions[shape].areas)
    .filter(([, placement]) => placement.view === view)
    .map(([key, { x, y, width, height }]) => ({ key, box: { x, y, width, height } }));
}

/**
 * A small well-formedness check: every tag closes in order, attributes are quoted and hold no
 * raw `<` or `&`, and text (only in <title>) has no raw markup characters. Returns what is wrong.
 */
function wellFormednessProblems(svg: string): string[] {
  const problems: string[] = [];
  const unescaped = /[<>]|&(?!(?:lt|gt|amp|quot|apos);)/;
  const open: string[] = [];
  let position = 0;
  for (const match of svg.matchAll(/<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)) {
    const text = svg.slice(position, match.index);
    if (unescaped.test(text)) problems.push(`unescaped text before ${match[0]}: ${text}`);
    const [, closing, name = "", attributes = "", selfClosing] = match;
    // `>` may stand raw in an attribute value; `<` and a bare `&` may not.
    if (/<|&(?!(?:lt|gt|amp|quot|apos);)/.test(attributes)) {
      problems.push(`unescaped attribute value in ${match[0]}`);
    }
    if (closing) {
      const expected = open.pop();
      if (expected !== name) problems.push(`</${name}> closes <${expected}>`);
    } else if (!selfClosing) open.push(name);
    position = match.index + match[0].length;
  }
  if (position !== svg.length) problems.push(`unparsed markup: ${svg.slice(position)}`);
  if (open.length > 0) problems.push(`unclosed: ${open.join(", ")}`);
  return problems;
}

/**
 * What is wrong with a document's ids: one defined twice, a reference (`url(#…)`) to none, or one
 * not under the drawing's prefix (which keeps two mockups in a page apart).
 */
function referenceProblems(svg: string, prefix = "mockup-"): string[] {
  const ids = [...svg.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id!);
  const problems = ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `defined twice: ${id}`);
  for (const id of ids) if (!id.startsWith(prefix)) problems.push(`not under ${prefix}: ${id}`);
  for (const [, id] of svg.matchAll(/url\(#([^)]*)\)/g)) {
    if (!ids.includes(id!)) problems.push(`refers to nothing: ${id}`);
  }
  if (/url\((?!#)/.test(svg)) problems.push("refers outside the document");
  return problems;
}

/** Each pixel's alpha, `size` pixels a side. */
function alphaOf(svg: string, size: number): Uint8Array {
  const pixels = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().pixels;
  return Uint8Array.from({ length: size * size }, (_, index) => pixels[index * 4 + 3]!);
}

describe("renderMockupSvg", () => {
  for (const shape of mockupShapes) {
    for (const view of shapeDefinitions[shape].views) {
      it(`draws ${shape} (${view}) as a standalone SVG with its print areas marked`, () => {
        for (const colorHex of colors) {
          const areas = defaultAreas(shape, view);
          const svg = renderMockupSvg({ shape, view, colorHex, areas, title: `${shape} ${view}` });

          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
          expect(svg).toContain('viewBox="0 0 1000 1000"');
          expect(svg.endsWith("</svg>")).toBe(true);
          expect(wellFormednessProblems(svg)).toEqual([]);
          expect(svg).toContain(colorHex.toLowerCase());
          expect(svg.length).toBeLessThan(12_000);
          expect(svg).not.toMatch(/<script|<foreignObject|<image|<style|\shref=/i);
          expect(referenceProblems(svg)).toEqual([]);

          const marks = [...svg.matchAll(/<rect data-area="([^"]*)"[^>]*>/g)];
          expect(marks.map(([, key]) => key)).toEqual(areas.map(({ key }) => key));
          for (const [mark] of marks) {
            expect(mark).toContain("stroke-dasharray=");
            expect(mark).toContain('vector-effect="non-scaling-stroke"');
          }
        }
      });
    }
  }

  for (const shape of mockupShapes) {
    for (const view of shapeDefinitions[shape].views) {
      it(`lights ${shape} (${view}) over the design: on the product only, drawn after it, without marks`, () => {
        for (const colorHex of ["#f9fafb", "#111827"]) {
          const input = { shape, view, colorHex, areas: defaultAreas(shape, view) };
          const light = renderMockupSvg({ ...input, layer: "light" });
          const product = renderMockupSvg({ ...input, layer: "product" });
          const whole = renderMockupSvg(input);
          expect(wellFormednessProblems(light)).toEqual([]);
          expect(referenceProblems(light)).toEqual([]);
          expect(light).not.toContain("data-area");
          expect(light).not.toContain("<title");
          // The drawing a design lies on has no light; the whole picture is the drawing, the
          // light, then the marks, which stay sharp on top.
          expect(product).not.toMatch(/<filter|<linearGradient|<clipPath/);
          const lightInside = light.slice(light.indexOf(">") + 1, -"</svg>".length);
          expect(lightInside.length).toBeGreaterThan(0);
          expect(whole.indexOf(lightInside)).toBeGreaterThan(whole.indexOf("</g>"));
          expect(whole.indexOf(lightInside)).toBeLessThan(whole.search(/<rect data-area|<\/svg>$/));

          // Transparent wherever the product is not; some light on it.
          const lightAlpha = alphaOf(light, 160);
          const productAlpha = alphaOf(product.replace(/<rect data-area[^>]*>/g, ""), 160);
          const off = lightAlpha.filter((alpha, index) => alpha > 8 && productAlpha[index] === 0).length;
          expect(off, `${colorHex}: lit pixels off the product`).toBe(0);
          expect(
            lightAlpha.some((alpha) => alpha > 8),
            colorHex,
          ).toBe(true);
        }
      });
    }
  }

  it("keeps the ids of two mockups in one page apart", () => {
    const first = renderMockupSvg({ shape: "tshirt", view: "front", colorHex: "#111827", areas: [] });
    const second = renderMockupSvg({ shape: "mug", view: "front", colorHex: "#111827", areas: [] });
    const sameDrawing = renderMockupSvg({
      shape: "tshirt",
      view: "front",
      colorHex: "#111827",
      areas: [],
      idPrefix: "mockup-second",
    });
    const idsOf = (svg: string) => new Set([...svg.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id));
    for (const other of [second, sameDrawing]) {
      expect(idsOf(first).size).toBeGreaterThan(0);
      expect([...idsOf(first)].filter((id) => idsOf(other).has(id))).toEqual([]);
    }
    expect(referenceProblems(sameDrawing, "mockup-second-")).toEqual([]);
  });

  it("shades a fabric with the very folds a design on it is moved by", () => {
    for (const shape of mockupShapes) {
      const { surface } = shapeLook(shape);
      if (surface.kind !== "fabric") continue;
      const light = renderMockupSvg({ shape, view: "front", colorHex: "#2563eb", areas: [], layer: "light" });
      const place = { x: 400, y: 300, width: 200, height: 250 };
      const filter = surfaceFilter(surface, place, "design") ?? "";
      expect(light, shape).toContain(foldNoise(surface.folds, "folds"));
      expect(filter, shape).toContain(foldNoise(surface.folds, "folds"));
    }
  });

  it("draws the same document for the same input", () => {
    const input: Parameters<typeof renderMockupSvg>[0] = {
      shape: "hoodie",
      view: "front",
      colorHex: "#2563eb",
      areas: defaultAreas("hoodie", "front"),
    };
    expect(renderMockupSvg(input)).toBe(renderMockupSvg({ ...input, areas: [...input.areas] }));
  });

  it("draws the back differently from the front", () => {
    for (const shape of mockupShapes) {
      if (shapeDefinitions[shape].views.length < 2) continue;
      const draw = (view: MockupView) => renderMockupSvg({ shape, view, colorHex: "#2563eb", areas: [] });
      expect(draw("back"), shape).not.toBe(draw("front"));
    }
  });

  it("marks no area when none is given", () => {
    const svg = renderMockupSvg({ shape: "tshirt", view: "front", colorHex: "#2563eb", areas: [] });
    expect(svg).not.toContain("data-area");
  });

  it("refuses a colour that is not #rrggbb", () => {
    for (const colorHex of ["red", "#fff", "#12345g", "#1234567", "1f2937", "#1f2937 ", ""]) {
      expect(() => renderMockupSvg({ shape: "mug", view: "front", colorHex, areas: [] }), colorHex).toThrow(
        RangeError,
      );
    }
  });

  it("escapes the title and the area keys", () => {
    const svg = renderMockupSvg({
      shape: "poster-2x3",
      view: "front",
      colorHex: "#f9fafb",
      areas: [{ key: 'a"<&>', box: { x: 0, y: 0, width: 10, height: 10 } }],
      title: `Poster <&> "quoted" 'single'`,
    });
    expect(svg).toContain("<title>Poster &lt;&amp;&gt; &quot;quoted&quot; &apos;single&apos;</title>");
    expect(svg).not.toContain("<&>");
    expect(svg).toContain('data-area="a&quot;&lt;&amp;&gt;"');
    expect(wellFormednessProblems(svg)).toEqual([]);
  });
});

describe("shapeDefinitions", () => {
  it("describes every shape", () => {
    expect(Object.keys(shapeDefinitions).toSorted()).toEqual([...mockupShapes].toSorted());
  });

  for (const shape of mockupShapes) {
    it(`gives ${shape} its sides and print areas, placed inside the drawing`, () => {
      const { views, areas } = shapeDefinitions[shape];
      expect(views).toEqual(twoSided.has(shape) ? ["front", "back"] : ["front"]);
      expect(Object.keys(areas).toSorted()).toEqual(expectedAreaKeys[shape].toSorted());
      for (const [key, placement] of Object.entries(areas)) {
        expect(views, `${shape} ${key}`).toContain(placement.view);
        expect(placement.width, `${shape} ${key}`).toBeGreaterThan(0);
        expect(placement.height, `${shape} ${key}`).toBeGreaterThan(0);
        expect(placement.x, `${shape} ${key}`).toBeGreaterThanOrEqual(0);
        expect(placement.y, `${shape} ${key}`).toBeGreaterThanOrEqual(0);
        expect(placement.x + placement.width, `${shape} ${key}`).toBeLessThanOrEqual(1000);
        expect(placement.y + placement.height, `${shape} ${key}`).toBeLessThanOrEqual(1000);
      }
    });
  }

  it("gives posters and canvases an area of the print's aspect ratio", () => {
    const ratio = (shape: MockupShape) => {
      const { width, height } = shapeDefinitions[shape].areas.front!;
      return width / height;
    };
    expect(ratio("poster-2x3")).toBeCloseTo(2 / 3, 2);
    expect(ratio("poster-3x4")).toBeCloseTo(3 / 4, 2);
    expect(ratio("framed-poster-3x4")).toBeCloseTo(3 / 4, 2);
    expect(ratio("canvas-4x5")).toBeCloseTo(4 / 5, 2);
  });
});
