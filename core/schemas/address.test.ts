import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import en from "#locales/en/address.ts";
import fr from "#locales/fr/address.ts";
import { addressSchema, normalizePostalCode } from "./address.ts";

const valid = {
  fullName: "Ada Lovelace",
  line1: "12 rue de Rivoli",
  city: "Paris",
  postalCode: "75001",
  country: "FR",
};

/** The message keys of each field that fails, as the form shows them. */
function errorsOf(input: Record<string, unknown>): Record<string, string[]> {
  const result = addressSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function lookup(messages: object, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
}

describe("the address form", () => {
  test("a complete address is trimmed, and empty optional fields become null", () => {
    expect(
      addressSchema.parse({
        ...valid,
        fullName: "  Ada Lovelace ",
        company: "  ",
        line2: "",
        phone: undefined,
      }),
    ).toEqual({
      fullName: "Ada Lovelace",
      company: null,
      line1: "12 rue de Rivoli",
      line2: null,
      city: "Paris",
      region: null,
      postalCode: "75001",
      country: "FR",
      phone: null,
    });
  });

  test("missing required fields each say what to enter", () => {
    expect(errorsOf({ country: "FR", postalCode: "75001" })).toEqual({
      fullName: ["validation.fullNameRequired"],
      line1: ["validation.line1Required"],
      city: ["validation.cityRequired"],
    });
    expect(errorsOf({ ...valid, fullName: "   ", city: "\t" })).toEqual({
      fullName: ["validation.fullNameRequired"],
      city: ["validation.cityRequired"],
    });
    expect(errorsOf({ ...valid, line1: "x".repeat(101) })).toEqual({ line1: ["validation.tooLong"] });
  });

  test("the country must be one we deliver to; its code is read in any case", () => {
    expect(errorsOf({ ...valid, country: "KP" })).toEqual({ country: ["validation.countryRequired"] });
    expect(errorsOf({ ...valid, country: undefined })).toEqual({ country: ["validation.countryRequired"] });
    expect(addressSchema.parse({ ...valid, country: " fr " }).country).toBe("FR");
  });

  test.each([
    ["US", "12345", "12345"],
    ["US", "12345-6789", "12345-6789"],
    ["US", "123456789", "12345-6789"],
    ["CA", "k1a0b1", "K1A 0B1"],
    ["CA", "K1A  0B1", "K1A 0B1"],
    ["GB", "sw1a1aa", "SW1A 1AA"],
    ["GB", "M1 1AE", "M1 1AE"],
    ["GB", "gir 0aa", "GIR 0AA"],
    ["FR", "75001", "75001"],
    ["DE", "10115", "10115"],
    ["BE", "1000", "1000"],
    ["CH", "8001", "8001"],
    ["NL", "1012ab", "1012 AB"],
    ["JP", "100-0001", "100-0001"],
    ["SE", "114 55", "114 55"],
  ])("a postal code of %s: %s reads %s", (country, typed, stored) => {
    expect(normalizePostalCode(country, typed)).toBe(stored);
  });

  test.each([
    ["US", "1234"],
    ["US", "12345-678"],
    ["CA", "D1A 0B1"],
    ["CA", "123 456"],
    ["GB", "SW1A"],
    ["GB", "1AA SW1"],
    ["FR", "7500"],
    ["FR", "750011"],
    ["DE", "1011"],
    ["BE", "10000"],
    ["CH", "800"],
    ["JP", "1"],
    ["JP", "1234567890123"],
    ["JP", "12_34"],
  ])("a postal code of %s refuses %s with the country's own message", (country, postalCode) => {
    const region = { US: "NY", CA: "ON" }[country];
    const key = ["US", "CA", "GB", "FR", "DE", "BE", "CH"].includes(country) ? country : "other";
    expect(errorsOf({ ...valid, country, region, postalCode })).toEqual({
      postalCode: [`validation.postalCodeFormat.${key}`],
    });
  });

  test("the stored address carries the normalised postal code", () => {
    expect(
      addressSchema.parse({
        ...valid,
        country: "CA",
        region: "Québec",
        city: "Montréal",
        postalCode: "h2x 1y4",
      }),
    ).toMatchObject({ postalCode: "H2X 1Y4", region: "QC" });
  });

  test("a postal code is required except where addresses have none", () => {
    expect(errorsOf({ ...valid, postalCode: "" })).toEqual({ postalCode: ["validation.postalCodeRequired"] });
    expect(addressSchema.parse({ ...valid, country: "HK", postalCode: "" }).postalCode).toBe("");
  });

  test("the postal code is checked even while other fields are still empty", () => {
    expect(errorsOf({ country: "US", region: "NY", postalCode: "ABC" })).toMatchObject({
      postalCode: ["validation.postalCodeFormat.US"],
    });
  });

  test("the United States, Canada and Australia need a state or province of theirs", () => {
    const us = { ...valid, country: "US", postalCode: "10001", city: "New York" };
    expect(errorsOf(us)).toEqual({ region: ["validation.regionRequired.US"] });
    expect(errorsOf({ ...us, region: "Quebec" })).toEqual({ region: ["validation.regionInvalid.US"] });
    expect(addressSchema.parse({ ...us, region: "new york" }).region).toBe("NY");
    expect(errorsOf({ ...valid, country: "CA", postalCode: "K1A 0B1" })).toEqual({
      region: ["validation.regionRequired.CA"],
    });
    expect(errorsOf({ ...valid, country: "AU", postalCode: "2000", region: "XYZ" })).toEqual({
      region: ["validation.regionInvalid.AU"],
    });
    // Elsewhere the region is optional and kept as typed.
    expect(addressSchema.parse({ ...valid, region: " Île-de-France " }).region).toBe("Île-de-France");
  });

  test("a phone number has 6 to 20 characters of digits, spaces, + - ( )", () => {
    expect(addressSchema.parse({ ...valid, phone: " +33 (0)1 23-45-67-89 " }).phone).toBe(
      "+33 (0)1 23-45-67-89",
    );
    for (const phone of ["12345", "+33 1 23 45 67 89 00 11", "01 23 45 67 8x", "((((((("]) {
      expect(errorsOf({ ...valid, phone }), phone).toEqual({ phone: ["validation.phoneInvalid"] });
    }
  });

  test("control characters become spaces", () => {
    expect(addressSchema.parse({ ...valid, line1: "12 rue\r\nde Rivoli" }).line1).toBe("12 rue de Rivoli");
  });

  test("a posted form is read as conform reads it (empty fields are absent)", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...valid,
      company: "",
      line2: "",
      region: "",
      phone: "",
      intent: "save",
    })) {
      form.set(name, value);
    }
    const submission = parseWithZod(form, { schema: addressSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value.company : undefined).toBeNull();
  });

  test("a refused form names each field's message, as conform shows it under the field", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, fullName: "", postalCode: "7500" }))
      form.set(name, value);
    const submission = parseWithZod(form, { schema: addressSchema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      fullName: ["validation.fullNameRequired"],
      postalCode: ["validation.postalCodeFormat.FR"],
    });
  });

  test("the API's body extends it (an id and the default choice beside the address)", () => {
    const body = z
      .object({ id: z.uuid().optional(), makeDefault: z.boolean().optional() })
      .and(addressSchema);
    expect(body.parse({ ...valid, postalCode: " 75001", makeDefault: true })).toMatchObject({
      makeDefault: true,
      postalCode: "75001",
      company: null,
    });
  });

  test("every message the schema can give exists in English and French", () => {
    const keys = new Set<string>();
    const inputs = [
      {},
      { ...valid, line1: "x".repeat(101), phone: "x" },
      ...["US", "CA", "GB", "NL", "FR", "DE", "IT", "ES", "BE", "CH", "AT", "AU", "JP"].map((country) => ({
        ...valid,
        country,
        postalCode: "!",
        region: "?",
      })),
      { ...valid, country: "US", postalCode: "" },
      { ...valid, country: "CA" },
      { ...valid, country: "AU" },
    ];
    for (const input of inputs) {
      for (const messages of Object.values(errorsOf(input))) for (const key of messages) keys.add(key);
    }
    expect(keys.size).toBeGreaterThan(20);
    for (const key of keys) {
      expect(typeof lookup(en, key), key).toBe("string");
      expect(typeof lookup(fr, key), key).toBe("string");
    }
  });

  test("a body that is not an object is refused, never thrown on", () => {
    for (const input of [[], null, 5, "x", true]) {
      expect(addressSchema.safeParse(input).success).toBe(false);
    }
  });
});
