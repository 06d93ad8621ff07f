import { describe, expect, test } from "vitest";
import { extraAreas, nextTier, piecePrice, tierReached } from "./pricing.ts";

const tiers = [
  { minQuantity: 48, percentOff: 15 },
  { minQuantity: 12, percentOff: 5 },
  { minQuantity: 24, percentOff: 10 },
];

describe("quantity tiers", () => {
  test("the tier reached is the largest break at or under the pieces, whatever order they are listed in", () => {
    expect(tierReached(tiers, 11)).toBeNull();
    expect(tierReached(tiers, 12)).toEqual({ minQuantity: 12, percentOff: 5 });
    expect(tierReached(tiers, 30)).toEqual({ minQuantity: 24, percentOff: 10 });
    expect(tierReached(tiers, 500)).toEqual({ minQuantity: 48, percentOff: 15 });
    expect(tierReached([], 500)).toBeNull();
  });

  test("the next tier is the first break above the pieces; none past the last", () => {
    expect(nextTier(tiers, 0)).toEqual({ minQuantity: 12, percentOff: 5 });
    expect(nextTier(tiers, 24)).toEqual({ minQuantity: 48, percentOff: 15 });
    expect(nextTier(tiers, 48)).toBeNull();
  });
});

describe("extra print areas", () => {
  test("one area printed costs nothing extra", () => {
    expect(extraAreas([{ key: "back", priceCents: 500 }])).toEqual([]);
    expect(extraAreas([])).toEqual([]);
  });

  test("the dearest area is included and every other is charged, in catalogue order; a tie includes the first", () => {
    const front = { key: "front", priceCents: 500 };
    const back = { key: "back", priceCents: 500 };
    const sleeve = { key: "sleeve-left", priceCents: 250 };
    expect(extraAreas([front, back, sleeve])).toEqual([back, sleeve]);
    expect(extraAreas([sleeve, back])).toEqual([sleeve]);
  });
});

describe("the price of a piece", () => {
  test("the variant's price and the extra areas', less the tier's percent, rounded to the cent", () => {
    expect(piecePrice({ variantCents: 2250, extraCents: 0, tier: null })).toBe(2250);
    expect(piecePrice({ variantCents: 2250, extraCents: 500, tier: null })).toBe(2750);
    // 2,750 × 0.9 = 2,475; 2,249 × 0.95 = 2,136.55 → 2,137.
    expect(
      piecePrice({ variantCents: 2250, extraCents: 500, tier: { minQuantity: 24, percentOff: 10 } }),
    ).toBe(2475);
    expect(piecePrice({ variantCents: 2249, extraCents: 0, tier: { minQuantity: 12, percentOff: 5 } })).toBe(
      2137,
    );
  });
});
