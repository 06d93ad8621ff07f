import { describe, expect, test } from "vitest";
import { testProduct, textLayer } from "#tests/support/design-layers.ts";
import { designUnitPrice, type DesignProduct } from "./product.ts";

const onFront = { front: [textLayer()] };

describe("designUnitPrice: what a piece costs as designed", () => {
  test("the lowest price of the colour's sizes, marked `from` when a size costs more", () => {
    expect(designUnitPrice(testProduct, { color: "black", size: null, areas: onFront })).toMatchObject({
      cents: 2400,
      from: true,
    });
  });

  test("a colour whose sizes all cost the same is that price, not `from` it", () => {
    expect(designUnitPrice(testProduct, { color: "white", size: null, areas: onFront })).toMatchObject({
      cents: 2200,
      from: false,
    });
  });

  test("a colour with nothing to order has no price", () => {
    expect(designUnitPrice(testProduct, { color: "red", size: null, areas: onFront })).toBeNull();
  });

  test("where the print areas depend on the size, the design's size sets the price", () => {
    const poster: DesignProduct = {
      ...testProduct,
      areas: testProduct.areas.map((area) => ({ ...area, sizeKey: "m" })),
    };
    const on = (color: string, size: string) => designUnitPrice(poster, { color, size, areas: onFront });
    expect(on("black", "xxl")).toMatchObject({ cents: 2700, from: false });
    expect(on("black", "m")).toMatchObject({ cents: 2400, from: false });
    expect(on("white", "l")).toBeNull();
  });

  test("one print area is in the price; each other area the design prints on adds its own", () => {
    const product: DesignProduct = {
      ...testProduct,
      areas: [
        { ...testProduct.areas[0]!, priceCents: 500 },
        { ...testProduct.areas[1]!, priceCents: 400 },
      ],
    };
    const price = (areas: Record<string, ReturnType<typeof textLayer>[]>) =>
      designUnitPrice(product, { color: "white", size: null, areas });
    // The back alone costs what the front alone does: the one area printed is included.
    expect(price({ back: [textLayer()] })).toMatchObject({ cents: 2200, extraAreas: [] });
    expect(price({ front: [textLayer()], back: [] })).toMatchObject({ cents: 2200, extraAreas: [] });
    // Both: the dearer is included, the other is charged.
    const both = price({ front: [textLayer()], back: [textLayer()] });
    expect(both?.cents).toBe(2600);
    expect(both?.extraAreas.map((area) => area.key)).toEqual(["back"]);
    // A hidden layer prints nothing, so its area is not charged.
    expect(price({ front: [textLayer()], back: [textLayer({ hidden: true })] })?.cents).toBe(2200);
  });
});
