import { describe, expect, test } from "vitest";
import { parseListSearchParams } from "#core/schemas/catalogue.ts";
import { mockupUrl, selectVariant, type VariantOption } from "./catalogue.ts";
import { parseVariantSearchParams } from "./variant-params.ts";

const variant = (
  color: string,
  size: string,
  availability: VariantOption["availability"] = "available",
  priceCents = 2000,
) => ({
  sku: `${color}-${size}`,
  color,
  size,
  priceCents,
  availability,
});

const variants: VariantOption[] = [
  variant("black", "s"),
  variant("black", "m"),
  variant("black", "2xl", "available", 2200),
  variant("grey", "s", "out_of_stock"),
  variant("grey", "m"),
  // grey 2xl is not made
  variant("red", "s", "discontinued"),
  variant("red", "m", "out_of_stock"),
];
const options = { colors: ["black", "grey", "red"], sizes: ["s", "m", "2xl"] };

describe("selectVariant", () => {
  test("without a choice, the first colour and size that can be ordered", () => {
    const selection = selectVariant(variants, options, {});
    expect(selection).toMatchObject({ color: "black", size: "s", reason: null });
    expect(selection.variant?.sku).toBe("black-s");
  });

  test("the asked colour and size when the product has them", () => {
    expect(selectVariant(variants, options, { color: "black", size: "2xl" }).variant?.priceCents).toBe(2200);
  });

  test("a colour without a size picks its first orderable size", () => {
    expect(selectVariant(variants, options, { color: "grey" })).toMatchObject({
      color: "grey",
      size: "m",
      reason: null,
    });
  });

  test("sizes say why they cannot be chosen in the chosen colour", () => {
    const selection = selectVariant(variants, options, { color: "grey", size: "m" });
    expect(selection.sizeReasons).toEqual({ s: "outOfStock", m: null, "2xl": "notMade" });
  });

  test("a colour with nothing to order is unavailable, with the reason", () => {
    const selection = selectVariant(variants, options, {});
    expect(selection.colorReasons).toEqual({ black: null, grey: null, red: "outOfStock" });
  });

  test("an asked option that cannot be ordered is kept and explained", () => {
    const selection = selectVariant(variants, options, { color: "grey", size: "2xl" });
    expect(selection).toMatchObject({ color: "grey", size: "2xl", variant: null, reason: "notMade" });
    expect(selectVariant(variants, options, { color: "red", size: "s" }).reason).toBe("discontinued");
  });

  test("unknown colours and sizes fall back to the defaults", () => {
    expect(selectVariant(variants, options, { color: "purple", size: "9xl" })).toMatchObject({
      color: "black",
      size: "s",
    });
  });
});

describe("list query strings", () => {
  test("reads repeated colours and sizes, the sort, the page and the search", () => {
    const params = new URLSearchParams("color=black&color=navy&size=xl&sort=price-asc&page=2&q=%20hoodie%20");
    expect(parseListSearchParams(params)).toEqual({
      colors: ["black", "navy"],
      sizes: ["xl"],
      sort: "price-asc",
      page: 2,
      q: "hoodie",
    });
  });

  test("drops what it cannot understand instead of failing", () => {
    const params = new URLSearchParams("color=<b>&color=black&color=black&sort=cheapest&page=-3&size=");
    expect(parseListSearchParams(params)).toEqual({
      colors: ["black"],
      sizes: [],
      sort: undefined,
      page: 1,
      q: "",
    });
    expect(parseListSearchParams(new URLSearchParams("page=1e3")).page).toBe(1000);
    expect(parseListSearchParams(new URLSearchParams("page=abc")).page).toBe(1);
    expect(parseListSearchParams(new URLSearchParams(`q=${"a".repeat(500)}`)).q).toHaveLength(100);
  });

  test("a variant choice keeps only well-formed keys", () => {
    expect(parseVariantSearchParams(new URLSearchParams("color=heather-grey&size=2xl"))).toEqual({
      color: "heather-grey",
      size: "2xl",
    });
    expect(parseVariantSearchParams(new URLSearchParams("color=../x&size=A B"))).toEqual({
      color: undefined,
      size: undefined,
    });
  });
});

test("mockup addresses name the product, the view and the colour", () => {
  expect(mockupUrl("k7m2qd", "front", "black")).toBe("/mockups/k7m2qd/front/black.svg");
  expect(mockupUrl("k7m2qd", "front", "white", "12x18")).toBe("/mockups/k7m2qd/front/white.svg?size=12x18");
  // What a design is drawn between: the product, and its light.
  expect(mockupUrl("k7m2qd", "front", "white", "12x18", "product")).toBe(
    "/mockups/k7m2qd/front/white.svg?size=12x18&layer=product",
  );
  expect(mockupUrl("k7m2qd", "back", "black", undefined, "light")).toBe(
    "/mockups/k7m2qd/back/black.svg?layer=light",
  );
});
