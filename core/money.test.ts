import { describe, expect, test } from "vitest";
import { convertUsdCents, formatPrice, USD } from "./money.ts";

const EUR = { currency: "EUR", rate: "0.9259259259", minorUnits: 2 };
const JPY = { currency: "JPY", rate: "150.2", minorUnits: 0 };

describe("formatPrice", () => {
  test("US dollars in English", () => {
    expect(formatPrice(1234, USD, "en-US")).toBe("$12.34");
  });

  test("euros in French put the symbol after the number, with a decimal comma", () => {
    const price = formatPrice(1234, EUR, "fr-FR");
    expect(price).toMatch(/^11,43[\u00a0\u202f]€$/);
  });

  test("euros in English", () => {
    expect(formatPrice(1234, EUR, "en-US")).toBe("€11.43");
  });

  test("a zero-decimal currency shows no decimals", () => {
    expect(formatPrice(1234, JPY, "en-US")).toBe("¥1,853");
    // French writes the code where the yen sign would be ambiguous.
    expect(formatPrice(1234, JPY, "fr-FR")).toMatch(/^1[\u00a0\u202f]853[\u00a0\u202f]JPY$/);
  });

  test("large amounts group digits the page's way", () => {
    expect(formatPrice(123_456_78, USD, "en-US")).toBe("$123,456.78");
    expect(formatPrice(123_456_78, USD, "fr-FR")).toMatch(/^123[\u00a0\u202f]456,78[\u00a0\u202f]\$US$/);
  });

  test("a missing or broken rate shows US dollars rather than a wrong amount", () => {
    expect(formatPrice(999, { currency: "EUR", rate: "", minorUnits: 2 }, "en-US")).toBe("$9.99");
    expect(formatPrice(999, { currency: "EUR", rate: "abc", minorUnits: 2 }, "en-US")).toBe("$9.99");
    expect(formatPrice(999, { currency: "EUR", rate: "0", minorUnits: 2 }, "en-US")).toBe("$9.99");
  });
});

describe("convertUsdCents", () => {
  test("rounds half away from zero to the currency's minor unit", () => {
    // 1 cent × 0.925… = 0.925… cents → 1 cent; 5 cents × 0.9 = 4.5 → 5
    expect(convertUsdCents(1, EUR)).toBe(1);
    expect(convertUsdCents(5, { currency: "X", rate: "0.9", minorUnits: 2 })).toBe(5);
    expect(convertUsdCents(-5, { currency: "X", rate: "0.9", minorUnits: 2 })).toBe(-5);
    // 1050 cents × 150.2 = 1577.1 yen → 1577
    expect(convertUsdCents(1050, JPY)).toBe(1577);
  });

  test("is exact where floating point is not", () => {
    // 0.1 + 0.2 style trouble: 1005 cents × 1.1 = 1105.5 → 1106, not 1105.
    expect(convertUsdCents(1005, { currency: "X", rate: "1.1", minorUnits: 2 })).toBe(1106);
  });

  test("one US dollar is one US dollar", () => {
    expect(convertUsdCents(12_345, USD)).toBe(12_345);
  });
});
