import { describe, expect, test } from "vitest";
import type { DesignLayer, ImageLayer } from "#core/schemas/design.ts";
import { imageLayer, testArea, textLayer } from "#tests/support/design-layers.ts";
import { layerBounds, layerSize } from "#core/design/geometry.ts";
import { areaPlacement, clampPan, dragLayer, layerAt, viewOf, type DragInput } from "./canvas-geometry.ts";

const area = { ...testArea, mockup: { x: 350, y: 250, width: 300, height: 400 } };
const text = textLayer;
const image = imageLayer;
const drag = (input: Partial<DragInput> & Pick<DragInput, "mode" | "layer" | "start" | "point">) =>
  dragLayer({ area, shiftKey: false, snapMm: 0, ...input });

describe("where the area is drawn on the mockup", () => {
  test("one scale for both directions, as large as fits its box, centred in it", () => {
    expect(areaPlacement(area)).toEqual({ scale: 1, x: 350, y: 250 });
    // A mug's wrap (216 × 89 mm) in a taller box: full width, centred top to bottom.
    const wrap = areaPlacement({
      ...area,
      widthMm: 216,
      heightMm: 89,
      mockup: { x: 316, y: 334, width: 340, height: 396 },
    });
    expect(wrap.scale).toBeCloseTo(340 / 216);
    expect(wrap.x).toBeCloseTo(316);
    expect(wrap.y + (89 * wrap.scale) / 2).toBeCloseTo(334 + 396 / 2);
    // A phone case (75 × 150 mm) in a wider box: full height.
    const phone = areaPlacement({
      ...area,
      widthMm: 75,
      heightMm: 150,
      mockup: { x: 334, y: 330, width: 332, height: 528 },
    });
    expect(phone.scale).toBeCloseTo(528 / 150);
    expect(phone.y).toBeCloseTo(330);
  });

  test("the view is a square around the area, closer as the zoom grows, moved by the pan", () => {
    const fit = viewOf(area, 1, { x: 0, y: 0 });
    expect(fit.side).toBeCloseTo(400 * 1.8);
    expect(fit.x + fit.side / 2).toBeCloseTo(500);
    expect(fit.y + fit.side / 2).toBeCloseTo(450);
    expect(viewOf(area, 4, { x: 0, y: 0 }).side).toBeCloseTo(fit.side / 4);
    expect(viewOf(area, 2, { x: 30, y: -20 })).toMatchObject({
      x: 500 + 30 - fit.side / 4,
      y: 450 - 20 - fit.side / 4,
    });
  });

  test("the pan keeps the middle of the view on the area", () => {
    expect(clampPan(area, { x: 1000, y: -1000 })).toEqual({ x: 153, y: -203 });
    expect(clampPan(area, { x: 10, y: 10 })).toEqual({ x: 10, y: 10 });
  });
});

describe("pointing at a layer", () => {
  test("the top-most visible layer under the pointer is hit, by its turned box", () => {
    const bottom = image({ id: "a", x: 100, y: 100, width: 100, height: 100 });
    const top = image({ id: "b", x: 100, y: 100, width: 40, height: 20 });
    const hidden = image({ id: "c", x: 100, y: 100, width: 200, height: 200, hidden: true });
    const layers: DesignLayer[] = [bottom, top, hidden];
    expect(layerAt(layers, { x: 100, y: 100 }, 0)?.id).toBe("b");
    expect(layerAt(layers, { x: 100, y: 125 }, 0)?.id).toBe("a");
    expect(layerAt(layers, { x: 300, y: 300 }, 0)).toBeNull();
    // Turned a quarter, the 40 × 20 box stands 20 × 40.
    const turned = [image({ rotation: 90 })];
    expect(layerAt(turned, { x: 100, y: 118 }, 0)?.id).toBe("i1");
    expect(layerAt(turned, { x: 118, y: 100 }, 0)).toBeNull();
    // A little slack around thin layers.
    expect(layerAt([top], { x: 100, y: 111 }, 2)?.id).toBe("b");
  });
});

describe("dragging", () => {
  test("a layer follows the pointer, rounded to a hundredth of a millimetre", () => {
    const { layer } = drag({
      mode: "move",
      layer: image(),
      start: { x: 90, y: 95 },
      point: { x: 120.123, y: 80.456 },
    });
    expect(layer).toMatchObject({ x: 130.12, y: 85.46 });
  });

  test("it snaps near a line and says which", () => {
    const result = drag({
      mode: "move",
      layer: image(),
      start: { x: 100, y: 100 },
      point: { x: 149, y: 100 },
      snapMm: 2,
    });
    expect(result.layer.x).toBe(150);
    expect(result.guides.vertical).toEqual([150]);
  });

  test("its centre stays on the area with its bleed", () => {
    const { layer } = drag({
      mode: "move",
      layer: image(),
      start: { x: 100, y: 100 },
      point: { x: 900, y: -900 },
    });
    expect(layer).toMatchObject({ x: 303, y: -3 });
  });

  test("a corner resizes an image keeping its proportions, the opposite corner held", () => {
    const before = image({ x: 100, y: 100, width: 40, height: 20 });
    // The south-east corner, pulled 40 mm further along the diagonal.
    const { layer } = drag({
      mode: "se",
      layer: before,
      start: { x: 120, y: 110 },
      point: { x: 160, y: 130 },
    });
    expect(layer).toMatchObject({ width: 80, height: 40 });
    expect(layerBounds(layer)).toMatchObject({ left: 80, top: 90 });
  });

  test("with Shift, an image's proportions are free", () => {
    const { layer } = drag({
      mode: "se",
      layer: image(),
      start: { x: 120, y: 110 },
      point: { x: 140, y: 110 },
      shiftKey: true,
    });
    expect(layer).toMatchObject({ width: 60, height: 20, x: 110, y: 100 });
  });

  test("a turned layer resizes along its own axes", () => {
    // Turned a quarter: its south-east corner is at the bottom-left on screen.
    const before = image({ rotation: 90 });
    const { layer } = drag({
      mode: "se",
      layer: before,
      start: { x: 90, y: 120 },
      point: { x: 90, y: 140 },
      shiftKey: true,
    });
    expect(layer).toMatchObject({ width: 60, height: 20 });
    expect(layer.y).toBeCloseTo(110);
  });

  test("a text corner changes the type size, within the limits", () => {
    const before = text();
    const { width, height } = layerSize(before);
    const corner = { x: 150 + width / 2, y: 200 + height / 2 };
    const twice = { x: 150 + (width * 3) / 2, y: 200 + (height * 3) / 2 };
    expect(drag({ mode: "se", layer: before, start: corner, point: twice }).layer).toMatchObject({
      sizePt: 72,
    });
    const far = { x: 150 + width * 100, y: 200 + height * 100 };
    expect(drag({ mode: "se", layer: before, start: corner, point: far }).layer).toMatchObject({
      sizePt: 600,
    });
    const across = { x: 0, y: 0 };
    expect(drag({ mode: "se", layer: before, start: corner, point: across }).layer).toMatchObject({
      sizePt: 1,
    });
  });

  test("an image is never made smaller than a millimetre", () => {
    const { layer } = drag({
      mode: "nw",
      layer: image(),
      start: { x: 80, y: 90 },
      point: { x: 200, y: 200 },
    });
    expect(Math.min((layer as ImageLayer).width, (layer as ImageLayer).height)).toBe(1);
  });

  test("the rotate handle turns by whole degrees from where it was grabbed, by 15° with Shift", () => {
    // The handle is above the centre; the pointer goes to the right of it: a quarter turn.
    const turned = drag({
      mode: "rotate",
      layer: text(),
      start: { x: 150, y: 150 },
      point: { x: 250, y: 200 },
    });
    expect(turned.layer.rotation).toBe(90);
    const slight = { x: 150 + Math.sin(0.3), y: 200 - Math.cos(0.3) };
    expect(
      drag({ mode: "rotate", layer: text(), start: { x: 150, y: 150 }, point: slight }).layer.rotation,
    ).toBe(17);
    expect(
      drag({ mode: "rotate", layer: text(), start: { x: 150, y: 150 }, point: slight, shiftKey: true }).layer
        .rotation,
    ).toBe(15);
    // Grabbed beside the handle: no jump.
    const layer = text({ rotation: 30 });
    expect(
      drag({ mode: "rotate", layer, start: { x: 160, y: 150 }, point: { x: 160, y: 150 } }).layer.rotation,
    ).toBe(30);
  });
});
