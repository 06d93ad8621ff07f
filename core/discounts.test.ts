import { describe, expect, test } from "vitest";
import { discountCents, discountCodePattern, normalizeDiscountCode } from "./discounts.ts";

describe("discount codes", () => {
  test("a code is read without regard to case or surrounding spaces", () => {
    expect(normalizeDiscountCode("  spring-10 ")).toBe("SPRING-10");
    expect(discountCodePattern.test("SPRING_10")).toBe(true);
    expect(discountCodePattern.test("AB")).toBe(false);
    expect(discountCodePattern.test("NO SPACE")).toBe(false);
    expect(discountCodePattern.test("É10")).toBe(false);
  });

  test("a percentage is rounded to the cent, half a cent up; 100 % takes the whole subtotal", () => {
    expect(discountCents(4990, { percentOff: 10, amountOffCents: null })).toBe(499);
    // 10 % of $0.45 is 4.5 cents: 5.
    expect(discountCents(45, { percentOff: 10, amountOffCents: null })).toBe(5);
    expect(discountCents(1005, { percentOff: 15, amountOffCents: null })).toBe(151);
    expect(discountCents(1234, { percentOff: 100, amountOffCents: null })).toBe(1234);
  });

  test("an amount is capped at the subtotal, and nothing comes off an empty cart", () => {
    expect(discountCents(2500, { percentOff: null, amountOffCents: 1000 })).toBe(1000);
    expect(discountCents(800, { percentOff: null, amountOffCents: 1000 })).toBe(800);
    expect(discountCents(0, { percentOff: 10, amountOffCents: null })).toBe(0);
  });
});
