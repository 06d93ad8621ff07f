import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { imageLayer, textLayer } from "#tests/support/design-layers.ts";
import { areaScale, matchAreas, retargetDesign, sameShape } from "./retarget.ts";

const spec = { bleedMm: 3, safeMarginMm: 5 };
const front = (widthMm: number, heightMm: number, key = "front") => ({ key, widthMm, heightMm, ...spec });

function poster(areas: DesignDocument["areas"]): DesignDocument {
  return { version: DESIGN_VERSION, product: "pedt2s", color: "white", size: "12x18", areas };
}

describe("retargeting a design to another product", () => {
  test("areas are the same shape when their proportions differ by at most 3 %", () => {
    expect(sameShape(front(305, 457), front(610, 914))).toBe(true);
    expect(sameShape(front(305, 406), front(330, 254))).toBe(false);
    // 305 × 406 against 356 × 406: 14 % wider.
    expect(sameShape(front(305, 406), front(356, 406))).toBe(false);
    expect(sameShape(front(300, 400), front(300, 411))).toBe(true);
    expect(sameShape(front(300, 400), front(300, 415))).toBe(false);
  });

  test("areas match by key; a design on a product's only area goes to another product's only area", () => {
    const tee = [front(305, 406), front(305, 406, "back"), front(89, 89, "sleeve-left")];
    const poster34 = [front(457, 610)];
    expect(matchAreas([tee[0]!], tee.length, poster34)?.get("front")).toBe(poster34[0]);
    // The back has no counterpart on a poster.
    expect(matchAreas([tee[0]!, tee[1]!], tee.length, poster34)).toBeNull();
    const mug = [front(216, 89, "wrap")];
    const bottle = [front(218, 90, "print")];
    expect(matchAreas(mug, 1, bottle)?.get("wrap")).toBe(bottle[0]);
    // With several areas on the source, only keys match.
    expect(matchAreas([tee[2]!], tee.length, [front(89, 89, "print")])).toBeNull();
  });

  test("layers keep their place relative to the centre and grow with the area; type grows in points", () => {
    const document = poster({
      front: [
        imageLayer({ x: 152.5, y: 228.5, width: 305, height: 457 }),
        imageLayer({ id: "i2", x: 50, y: 60, width: 40, height: 20, rotation: 30 }),
        textLayer({ x: 152.5, y: 400, sizePt: 36 }),
      ],
    });
    const result = retargetDesign(document, [front(305, 457)], {
      productId: "g2khvd",
      color: "white",
      size: "24x36",
      areas: [front(610, 914)],
    });
    expect(result).not.toBeNull();
    const [background, corner, text] = result!.document.areas.front!;
    expect(result!.document).toMatchObject({ product: "g2khvd", size: "24x36", color: "white" });
    expect(result!.scales).toEqual([{ from: "front", to: "front", scale: 2 }]);
    expect(background).toMatchObject({ x: 305, y: 457, width: 610, height: 914 });
    expect(corner).toMatchObject({ x: 100, y: 120, width: 80, height: 40, rotation: 30 });
    expect(text).toMatchObject({ x: 305, y: 800, sizePt: 72, font: "inter" });
  });

  test("proportions a little apart scale by the side that fits, centred", () => {
    expect(areaScale(front(300, 400), front(300, 410))).toBe(1);
    const result = retargetDesign(
      poster({ front: [imageLayer({ x: 150, y: 200, width: 300, height: 400 })] }),
      [front(300, 400)],
      { productId: "abcdef", color: "white", size: null, areas: [front(300, 410)] },
    );
    expect(result!.document.areas.front![0]).toMatchObject({ x: 150, y: 205, width: 300, height: 400 });
  });

  test("type stays within the sizes a customer can set", () => {
    const result = retargetDesign(
      poster({ front: [textLayer({ x: 10, y: 10, sizePt: 500 })] }),
      [front(100, 100)],
      { productId: "abcdef", color: "white", size: null, areas: [front(400, 400)] },
    );
    const layer = result!.document.areas.front![0]!;
    expect(layer.type === "text" && layer.sizePt).toBe(600);
  });

  test("no target for a design with nothing on it, or with an area the product lacks", () => {
    expect(
      retargetDesign(poster({}), [front(305, 457)], {
        productId: "abcdef",
        color: "white",
        size: null,
        areas: [front(305, 457)],
      }),
    ).toBeNull();
    expect(
      retargetDesign(poster({ front: [textLayer()] }), [front(305, 457)], {
        productId: "abcdef",
        color: "white",
        size: null,
        areas: [front(305, 406)],
      }),
    ).toBeNull();
  });
});
