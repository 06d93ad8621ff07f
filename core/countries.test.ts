import { describe, expect, test } from "vitest";
import {
  countryCodes,
  countryName,
  countryOf,
  countryOptions,
  isEuCountry,
  shippingRegionOf,
  subdivisionCode,
  subdivisionCodes,
} from "./countries.ts";

const euMembers = "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(
  " ",
);

describe("the countries we deliver to", () => {
  test("every EU member is listed, in the EU and shipped at the UK & EU rates", () => {
    expect(euMembers).toHaveLength(27);
    for (const code of euMembers) {
      expect(countryOf(code), code).toMatchObject({ code, eu: true, region: "ukEu" });
    }
    expect(countryCodes.filter((code) => isEuCountry(code)).sort()).toEqual(euMembers);
  });

  test("each country ships from its own region; an unknown one from none", () => {
    expect(shippingRegionOf("US")).toBe("us");
    expect(shippingRegionOf("CA")).toBe("ca");
    for (const code of ["GB", "CH", "NO", "IS"]) {
      expect(shippingRegionOf(code), code).toBe("ukEu");
      expect(isEuCountry(code), code).toBe(false);
    }
    expect(shippingRegionOf("AU")).toBe("auNz");
    expect(shippingRegionOf("NZ")).toBe("auNz");
    for (const code of ["JP", "SG", "MX", "BR", "ZA", "AE", "KR", "IL", "HK"]) {
      expect(shippingRegionOf(code), code).toBe("world");
    }
    expect(shippingRegionOf("KP")).toBeNull();
    expect(shippingRegionOf("fr")).toBeNull();
    expect(countryOf("XX")).toBeUndefined();
  });

  test("the list is named and sorted in the page's language", () => {
    const english = countryOptions("en");
    const french = countryOptions("fr");
    expect(english).toHaveLength(countryCodes.length);
    expect(english.find((country) => country.code === "DE")?.name).toBe("Germany");
    expect(french.find((country) => country.code === "DE")?.name).toBe("Allemagne");
    // French collation sorts accented names among their letter, not after Z.
    const frenchNames = french.map((country) => country.name);
    expect(frenchNames.indexOf("États-Unis")).toBeLessThan(frenchNames.indexOf("France"));
    expect(frenchNames.indexOf("Espagne")).toBeLessThan(frenchNames.indexOf("États-Unis"));
    const collator = new Intl.Collator("en-US");
    const englishNames = english.map((country) => country.name);
    expect(englishNames).toEqual([...englishNames].sort(collator.compare));
  });

  test("Hong Kong is found under H in both languages", () => {
    expect(countryName("HK", "en")).toBe("Hong Kong");
    expect(countryName("HK", "fr")).toBe("Hong Kong");
    expect(countryName("GB", "fr")).toBe("Royaume-Uni");
  });

  test("states and provinces are known by code or name, accents and case aside", () => {
    expect(subdivisionCodes("US")).toContain("NY");
    expect(subdivisionCodes("CA")).toHaveLength(13);
    expect(subdivisionCodes("FR")).toEqual([]);
    expect(subdivisionCode("US", "ny")).toBe("NY");
    expect(subdivisionCode("US", "new york")).toBe("NY");
    expect(subdivisionCode("CA", "Quebec")).toBe("QC");
    expect(subdivisionCode("CA", "québec")).toBe("QC");
    expect(subdivisionCode("CA", "Colombie-Britannique")).toBe("BC");
    expect(subdivisionCode("AU", "nsw")).toBe("NSW");
    expect(subdivisionCode("US", "Ontario")).toBeNull();
  });
});
