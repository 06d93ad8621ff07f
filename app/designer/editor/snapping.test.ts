import { describe, expect, test } from "vitest";
import { imageLayer, testArea } from "#tests/support/design-layers.ts";
import { snapLayer, snapThresholdMm } from "./snapping.ts";

const area = testArea;
const image = imageLayer;

describe("snapping a dragged layer", () => {
  test("its centre lands on the area's centre lines when near them", () => {
    expect(snapLayer(image({ x: 148.5, y: 201.5 }), area, 2)).toEqual({
      x: 150,
      y: 200,
      guides: { vertical: [150], horizontal: [200] },
    });
  });

  test("its edges land on the safe-zone and trim lines", () => {
    // Left edge at 11 mm: 1 mm from the safe line (10 mm).
    expect(snapLayer(image({ x: 31, y: 100 }), area, 2)).toMatchObject({ x: 30, guides: { vertical: [10] } });
    // Bottom edge at 401 mm: 1 mm past the trim line.
    expect(snapLayer(image({ x: 100, y: 391 }), area, 2)).toMatchObject({
      y: 390,
      guides: { horizontal: [400] },
    });
  });

  test("an edge lands on a centre line too", () => {
    // Right edge at 149 mm.
    expect(snapLayer(image({ x: 129, y: 100 }), area, 2)).toMatchObject({
      x: 130,
      guides: { vertical: [150] },
    });
  });

  test("the nearest line wins", () => {
    // Left edge 1.5 mm from the safe line, right edge 0.5 mm from the centre line.
    expect(snapLayer(image({ x: 129.5, y: 100 }), area, 2).x).toBe(130);
  });

  test("a turned layer snaps by the box it covers on the area", () => {
    // Turned a quarter, the 40 × 20 image covers 20 × 40: its top edge is at y - 20.
    const turned = snapLayer(image({ x: 200, y: 31, rotation: 90 }), area, 2);
    expect(turned.y).toBeCloseTo(30);
    expect(turned.guides.horizontal).toEqual([10]);
  });

  test("out of reach, the layer stays where the pointer put it and no line shows", () => {
    expect(snapLayer(image({ x: 100, y: 100 }), area, 2)).toEqual({
      x: 100,
      y: 100,
      guides: { vertical: [], horizontal: [] },
    });
  });

  test("the reach is a number of screen pixels, whatever the zoom", () => {
    expect(snapThresholdMm(8, 4)).toBe(2);
    expect(snapThresholdMm(8, 0.5)).toBe(16);
    // Not laid out yet: nothing snaps.
    expect(snapThresholdMm(8, 0)).toBe(0);
  });
});
