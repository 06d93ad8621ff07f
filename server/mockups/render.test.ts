import { describe, expect, it } from "vitest";
import { renderMockupSvg } from "./render.ts";
import { shapeDefinitions } from "./shapes.ts";
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
          expect(svg.length).toBeLessThan(4096);
          expect(svg).not.toMatch(/<script|<foreignObject|<image|<style|\shref=|\sid=|url\(/i);

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
