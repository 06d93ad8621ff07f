import { describe, expect, test } from "vitest";
import { countryCodes, isEuCountry } from "#core/countries.ts";
import { taxFor, taxRateBasisPoints } from "./tax.ts";

describe("tax", () => {
  test("EU countries charge their own standard VAT on the items and the shipping", () => {
    expect(taxFor({ country: "FR", subtotalCents: 10_000, shippingCents: 699 })).toEqual({
      rateBasisPoints: 2000,
      taxCents: 2140,
    });
    expect(taxFor({ country: "DE", subtotalCents: 10_000, shippingCents: 0 })).toEqual({
      rateBasisPoints: 1900,
      taxCents: 1900,
    });
    expect(taxRateBasisPoints("BE")).toBe(2100);
    expect(taxRateBasisPoints("IE")).toBe(2300);
    expect(taxRateBasisPoints("LU")).toBe(1700);
    expect(taxRateBasisPoints("HU")).toBe(2700);
    expect(taxRateBasisPoints("FI")).toBe(2550);
  });

  test("every EU country we deliver to has a VAT rate", () => {
    for (const code of countryCodes.filter((country) => isEuCountry(country))) {
      expect(taxRateBasisPoints(code), code).toBeGreaterThanOrEqual(1700);
    }
  });

  test("the rest of Europe, Australia and New Zealand charge theirs", () => {
    expect(taxRateBasisPoints("GB")).toBe(2000);
    expect(taxRateBasisPoints("CH")).toBe(810);
    expect(taxRateBasisPoints("NO")).toBe(2500);
    expect(taxRateBasisPoints("AU")).toBe(1000);
    expect(taxRateBasisPoints("NZ")).toBe(1500);
  });

  test("Canada: GST, or HST in the harmonized provinces", () => {
    expect(taxFor({ country: "CA", region: "QC", subtotalCents: 2000, shippingCents: 599 })).toEqual({
      rateBasisPoints: 500,
      taxCents: 130, // 129.95 rounds up
    });
    expect(taxFor({ country: "CA", region: null, subtotalCents: 1000, shippingCents: 0 }).taxCents).toBe(50);
    expect(taxRateBasisPoints("CA", "ON")).toBe(1300);
    expect(taxRateBasisPoints("CA", "nb")).toBe(1500);
  });

  test("no tax is collected in the United States or where the table has no rate", () => {
    expect(taxFor({ country: "US", region: "NY", subtotalCents: 5000, shippingCents: 499 })).toEqual({
      rateBasisPoints: 0,
      taxCents: 0,
    });
    expect(taxFor({ country: "JP", subtotalCents: 5000, shippingCents: 1499 }).taxCents).toBe(0);
  });

  test("tax is whole cents, half a cent rounded up", () => {
    expect(taxFor({ country: "FR", subtotalCents: 2, shippingCents: 0 }).taxCents).toBe(0); // 0.4
    expect(taxFor({ country: "FR", subtotalCents: 3, shippingCents: 0 }).taxCents).toBe(1); // 0.6
    expect(taxFor({ country: "GB", subtotalCents: 1, shippingCents: 1 }).taxCents).toBe(0); // 0.4
    expect(taxFor({ country: "CA", subtotalCents: 10, shippingCents: 0 }).taxCents).toBe(1); // 0.5
    expect(taxFor({ country: "CA", subtotalCents: 9, shippingCents: 0 }).taxCents).toBe(0); // 0.45
    expect(taxFor({ country: "CH", subtotalCents: 1999, shippingCents: 0 }).taxCents).toBe(162); // 161.919
    expect(taxFor({ country: "FI", subtotalCents: 1234, shippingCents: 0 }).taxCents).toBe(315); // 314.67
  });

  test("amounts must be whole cents", () => {
    expect(() => taxFor({ country: "FR", subtotalCents: 10.5, shippingCents: 0 })).toThrow(RangeError);
    expect(() => taxFor({ country: "FR", subtotalCents: 100, shippingCents: -1 })).toThrow(RangeError);
  });
});
