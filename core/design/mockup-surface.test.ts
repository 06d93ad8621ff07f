import { describe, expect, test } from "vitest";
import { cylinderStrips, onSurface, type MockupSurface } from "./mockup-surface.ts";
import { renderDesignSvg, renderLayers, renderOnMockup } from "./render.ts";
import { imageLayer, testFront, textLayer } from "#tests/support/design-layers.ts";

const mug: Extract<MockupSurface, { kind: "cylinder" }> = {
  kind: "cylinder",
  centreX: 490,
  radius: 200,
  sag: 36,
};
const fabric: MockupSurface = { kind: "fabric", folds: { frequency: [0.016, 0.0032], seed: 3, depth: 3 } };
const wrapBox = { x: 316, y: 462, width: 340, height: 140 };
const design = '<svg x="316" y="462" width="340" height="140"><rect width="10" height="10"/></svg>';
const images = (fileId: string) => `/files/${fileId}`;

function idsOf(markup: string): string[] {
  return [...markup.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id!);
}

describe("a print round a cylinder", () => {
  const strips = cylinderStrips(mug, wrapBox);

  test("is cut into strips that follow on without a gap, on the cylinder's face", () => {
    expect(strips[0]!.from).toBe(wrapBox.x);
    expect(strips.at(-1)!.to).toBeCloseTo(wrapBox.x + wrapBox.width, 9);
    for (const [index, next] of strips.slice(1).entries()) {
      const before = strips[index]!;
      expect(next.from).toBeCloseTo(before.to, 9);
      expect(next.left).toBe(before.right);
      expect(next.dropLeft).toBeCloseTo(before.dropRight, 9);
    }
    for (const strip of strips) {
      expect(strip.right).toBeGreaterThan(strip.left);
      expect(strip.left).toBeGreaterThanOrEqual(mug.centreX - mug.radius);
      expect(strip.right).toBeLessThanOrEqual(mug.centreX + mug.radius);
    }
    // The edge farther from the axis stays on the box's edge.
    expect(strips[0]!.left).toBeCloseTo(wrapBox.x, 1);
  });

  test("turns away at the sides: narrower there than in the middle, and lower in the middle", () => {
    const widths = strips.map((strip) => strip.right - strip.left);
    const middle = widths[Math.floor(widths.length / 2)]!;
    const flatWidth = wrapBox.width / strips.length;
    expect(widths[0]!).toBeLessThan(middle * 0.6);
    expect(widths.at(-1)!).toBeLessThan(middle * 0.6);
    // Facing the viewer the print is closer, so a little larger than flat.
    expect(middle).toBeGreaterThan(flatWidth);
    expect(strips[0]!.dropLeft).toBeCloseTo(0, 9);
    const deepest = Math.max(...strips.map((strip) => strip.dropLeft));
    expect(deepest).toBeGreaterThan(10);
    expect(deepest).toBeLessThanOrEqual(mug.sag);
  });

  test("is drawn once and shown through a crisp-edged mask per strip, all under the caller's ids", () => {
    const markup = onSurface(mug, wrapBox, design, "cart-1");
    expect(markup.match(/<rect width="10"/g)).toHaveLength(1);
    expect(markup.match(/<use href="#cart-1" /g)).toHaveLength(strips.length);
    expect(markup.match(/<mask /g)).toHaveLength(strips.length);
    expect(markup.match(/shape-rendering="crispEdges"/g)).toHaveLength(strips.length);
    const ids = idsOf(markup);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith("cart-1")).toBe(true);
  });
});

describe("a print on fabric", () => {
  test("is moved by the folds through a filter over its box, named by the caller", () => {
    const markup = onSurface(fabric, wrapBox, design, "proof-0");
    expect(markup).toMatch(/^<filter id="proof-0" filterUnits="userSpaceOnUse"[^>]*>.*<feDisplacementMap /);
    expect(markup).toContain(`<g filter="url(#proof-0)">${design}</g>`);
    // A displacement of a few units, in the drawing's thousand.
    expect(markup).toContain('scale="12"');
  });

  test("on a flat product it lies as drawn", () => {
    expect(onSurface({ kind: "flat" }, wrapBox, design, "flat")).toBe(design);
  });
});

describe("a design on a mockup", () => {
  const layers = [imageLayer(), textLayer()];
  const look = (surface: MockupSurface, id: string) => ({
    surface,
    light: '<image href="/mockups/abc123/front/black.svg?layer=light" width="1000" height="1000"/>',
    id,
  });

  test("is drawn under the product's light, on the product's surface", () => {
    const svg = renderOnMockup(
      '<svg viewBox="0 0 1000 1000"><image href="/mockups/abc123/front/black.svg?layer=product"/></svg>',
      [{ area: testFront, box: testFront.mockup, layers }],
      images,
      look(fabric, "m1"),
    );
    const drawn = svg.indexOf(renderLayers(layers, images));
    expect(drawn).toBeGreaterThan(svg.indexOf("layer=product"));
    expect(svg.indexOf("layer=light")).toBeGreaterThan(drawn);
    expect(svg).toContain('<g filter="url(#m1-0)"><svg x="350" y="250"');
  });

  test("two mockups in one page, of two looks, define no id twice", () => {
    const placements = [{ area: testFront, box: testFront.mockup, layers }];
    for (const surface of [fabric, mug]) {
      const first = renderOnMockup("<svg></svg>", placements, images, look(surface, "mockup-a"));
      const second = renderOnMockup("<svg></svg>", placements, images, look(surface, "mockup-b"));
      const page = idsOf(first + second);
      expect(page.length).toBeGreaterThan(0);
      expect(new Set(page).size).toBe(page.length);
    }
  });

  test("an area with nothing visible on it adds nothing", () => {
    const svg = renderOnMockup(
      "<svg></svg>",
      [{ area: testFront, box: testFront.mockup, layers: [textLayer({ hidden: true })] }],
      images,
      look(mug, "m"),
    );
    expect(svg).toBe(`<svg>${look(mug, "m").light}</svg>`);
  });

  test("the print file stays the flat design: no light, no fold, no wrap", () => {
    const print = renderDesignSvg({ area: testFront, layers, images });
    expect(print).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300mm" height="400mm">` +
        `${renderLayers(layers, images)}</svg>`,
    );
    expect(print).not.toMatch(/filter|mask|<use|mockup/);
  });
});
