import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, designEditSchema, layerSchema, type DesignDocument } from "#core/schemas/design.ts";
import { checkDesign } from "./checks.ts";
import { applyEdit, EditRefused } from "./edits.ts";
import { renderLayers } from "./render.ts";
import { retargetDesign } from "./retarget.ts";
import { shapeLayer, testFront, testProduct } from "#tests/support/design-layers.ts";

const front = testFront;
const product = testProduct;
const documentWith = (layers: DesignDocument["areas"]["front"]): DesignDocument => ({
  version: DESIGN_VERSION,
  product: product.id,
  color: "black",
  size: null,
  areas: { front: layers ?? [] },
});
const edit = (fields: Record<string, unknown>) => designEditSchema.parse(fields);
const context = { product, files: new Map(), random: () => 0.5 };

/** The numbers of a path's points (`M x y L x y …`), as [x, y] pairs. */
function pathPoints(markup: string): [number, number][] {
  const d = /d="([^"]+)"/.exec(markup)?.[1] ?? "";
  const numbers = d.match(/-?\d+(\.\d+)?/g)!.map(Number);
  return numbers.flatMap((_, index) => (index % 2 === 0 ? [[numbers[index]!, numbers[index + 1]!]] : []));
}

describe("shape layers", () => {
  test("the schema takes the six shapes; an unknown one, or one with neither fill nor outline, is refused", () => {
    for (const shape of ["rect", "ellipse", "star", "polygon", "heart"] as const) {
      expect(layerSchema.safeParse(shapeLayer({ shape })).success).toBe(true);
    }
    expect(
      layerSchema.safeParse(shapeLayer({ shape: "line", fill: null, stroke: "#000000", strokeMm: 2 }))
        .success,
    ).toBe(true);
    const unknown = layerSchema.safeParse({ ...shapeLayer(), shape: "cloud" });
    expect(unknown.error?.issues[0]?.message).toBe("validation.designShape");
    const invisible = layerSchema.safeParse(shapeLayer({ fill: null, stroke: "#000000", strokeMm: 0 }));
    expect(invisible.error?.issues[0]?.message).toBe("validation.designShapeInvisible");
    // A line is only its outline: a fill alone draws nothing.
    const bareLine = layerSchema.safeParse(shapeLayer({ shape: "line", fill: "#000000", stroke: null }));
    expect(bareLine.error?.issues[0]?.message).toBe("validation.designShapeInvisible");
    const tooManyPoints = layerSchema.safeParse(shapeLayer({ points: 40 }));
    expect(tooManyPoints.error?.issues[0]?.message).toBe("validation.designPoints");
  });

  test("each shape draws in its box, centred on the layer, with its fill and outline", () => {
    const markup = (change: Parameters<typeof shapeLayer>[0]) =>
      renderLayers([shapeLayer(change)], () => undefined);
    expect(markup({ shape: "rect", corners: 6, rotation: 30 })).toBe(
      '<g data-layer="s1" transform="translate(150 200) rotate(30)"><rect x="-40" y="-40" width="80" height="80" rx="6" fill="#dc2626"/></g>',
    );
    expect(markup({ shape: "ellipse", width: 60, stroke: "#111827", strokeMm: 1.5 })).toContain(
      '<ellipse cx="0" cy="0" rx="30" ry="40" fill="#dc2626" stroke="#111827" stroke-width="1.5"',
    );
    expect(markup({ shape: "line", fill: null, stroke: "#111827", strokeMm: 2, height: 2 })).toContain(
      '<line x1="-40" y1="0" x2="40" y2="0" fill="none" stroke="#111827" stroke-width="2"',
    );
    // Stars and polygons are stretched to fill the box exactly, whatever their number of points.
    for (const change of [
      { shape: "star" as const, points: 5 },
      { shape: "star" as const, points: 8 },
      { shape: "polygon" as const, points: 3 },
      { shape: "polygon" as const, points: 6 },
    ]) {
      const points = pathPoints(markup({ ...change, width: 80, height: 60 }));
      expect(points).toHaveLength(change.shape === "star" ? change.points * 2 : change.points);
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([
        -40, 40, -30, 30,
      ]);
    }
    const heart = pathPoints(markup({ shape: "heart", width: 100, height: 90 }));
    expect(Math.max(...heart.map(([x]) => Math.abs(x)))).toBe(50);
    expect(Math.max(...heart.map(([, y]) => Math.abs(y)))).toBe(45);
    expect(markup({ hidden: true })).toBe("");
  });

  test("adding a shape centres it on the area, selected, in a colour that shows on the product; a line is an outline", () => {
    const star = applyEdit(
      documentWith([]),
      edit({ intent: "add-shape", area: "front", shape: "star" }),
      context,
    );
    expect(star.document.areas.front).toEqual([
      expect.objectContaining({
        type: "shape",
        shape: "star",
        points: 5,
        fill: "#ffffff",
        stroke: null,
        x: 150,
        y: 200,
      }),
    ]);
    expect(star.selected).toBe(star.document.areas.front![0]!.id);
    const line = applyEdit(
      documentWith([]),
      edit({ intent: "add-shape", area: "front", shape: "line" }),
      context,
    );
    expect(line.document.areas.front![0]).toMatchObject({ fill: null, stroke: "#ffffff", strokeMm: 2 });
    expect(() => edit({ intent: "add-shape", area: "front", shape: "cloud" })).toThrow(
      "validation.designShape",
    );
  });

  test("the shape form sets the box, fill, outline and the shape's own settings; a line without outline is refused", () => {
    const form = {
      intent: "shape-layer",
      area: "front",
      layer: "s1",
      x: "100",
      y: "120",
      width: "50",
      height: "80",
      rotation: "0",
      fill: "#00FF00",
      stroke: "#0000ff",
      strokeMm: "1,5",
      points: "7",
    };
    const changed = applyEdit(documentWith([shapeLayer()]), edit(form), context).document.areas.front![0];
    expect(changed).toMatchObject({
      x: 100,
      y: 120,
      width: 50,
      height: 80,
      fill: "#00ff00",
      stroke: "#0000ff",
    });
    expect(changed).toMatchObject({ strokeMm: 1.5, points: 7 });
    const noFill = applyEdit(documentWith([shapeLayer()]), edit({ ...form, noFill: "on" }), context);
    expect(noFill.document.areas.front![0]).toMatchObject({ fill: null, stroke: "#0000ff" });
    expect(() => edit({ ...form, noFill: "on", noStroke: "on" })).toThrow("validation.designShapeInvisible");
    const line = shapeLayer({ shape: "line", fill: null, stroke: "#000000", strokeMm: 2, height: 2 });
    expect(() => applyEdit(documentWith([line]), edit({ ...form, noStroke: "on" }), context)).toThrow(
      EditRefused,
    );
  });

  test("an outline thinner than 0.5 mm does not print: an error of the print check, like thin type", () => {
    const thin = shapeLayer({ stroke: "#000000", strokeMm: 0.3 });
    expect(checkDesign(documentWith([thin]), [front], new Map())).toEqual([
      { severity: "error", code: "strokeTooThin", area: "front", layer: "s1", strokeMm: 0.3 },
    ]);
    expect(checkDesign(documentWith([{ ...thin, strokeMm: 0.5 }]), [front], new Map())).toEqual([]);
  });

  test("on another product, a shape's box, outline and corners scale with the area", () => {
    const retargeted = retargetDesign(
      documentWith([shapeLayer({ shape: "rect", corners: 10, stroke: "#000000", strokeMm: 2 })]),
      [front],
      { productId: "def456", color: "black", size: null, areas: [{ ...front, widthMm: 150, heightMm: 200 }] },
    );
    expect(retargeted?.document.areas.front![0]).toMatchObject({
      x: 75,
      y: 100,
      width: 40,
      height: 40,
      strokeMm: 1,
      corners: 5,
    });
  });
});
