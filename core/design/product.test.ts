import { describe, expect, test } from "vitest";
import { testProduct } from "#tests/support/design-layers.ts";
import { designUnitPrice, type DesignProduct } from "./product.ts";

describe("designUnitPrice: what a piece costs as designed", () => {
  test("the lowest price of the colour's sizes, marked `from` when a size costs more", () => {
    expect(designUnitPrice(testProduct, { color: "black", size: null })).toEqual({ cents: 2400, from: true });
  });

  test("a colour whose sizes all cost the same is that price, not `from` it", () => {
    expect(designUnitPrice(testProduct, { color: "white", size: null })).toEqual({
      cents: 2200,
      from: false,
    });
  });

  test("a colour with nothing to order has no price", () => {
    expect(designUnitPrice(testProduct, { color: "red", size: null })).toBeNull();
  });

  test("where the print areas depend on the size, the design's size sets the price", () => {
    const poster: DesignProduct = {
      ...testProduct,
      areas: testProduct.areas.map((area) => ({ ...area, sizeKey: "m" })),
    };
    expect(designUnitPrice(poster, { color: "black", size: "xxl" })).toEqual({ cents: 2700, from: false });
    expect(designUnitPrice(poster, { color: "black", size: "m" })).toEqual({ cents: 2400, from: false });
    expect(designUnitPrice(poster, { color: "white", size: "l" })).toBeNull();
  });
});
