/**
 * How an address reads, in every page and mail: the lines a postal worker of its country expects,
 * with the country named in the reader's language. Pure and isomorphic.
 */
import { countryName, isEuCountry } from "./countries.ts";
import type { Locale } from "./locales.ts";

/** An address as stored in the book or frozen on an order. */
export type PostalAddress = {
  fullName: string;
  company?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postalCode: string;
  country: string;
  phone?: string | null;
};

/** Countries that write the postal code and the town on separate lines, town first. */
const townThenCodeLines = new Set(["GB", "IE"]);
/** Outside the EU, countries that write the postal code before the town ("8001 Zürich"). */
const codeFirst = new Set(["CH", "NO", "IS", "IL"]);

function join(parts: (string | null | undefined)[], separator = " "): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

/** The town line(s): "Springfield, IL 62704", "75001 Paris", "London" + "SW1A 1AA". */
function localityLines(address: PostalAddress): string[] {
  const { city, region, postalCode, country } = address;
  if (country === "US") return [join([join([city, region], ", "), postalCode])];
  if (townThenCodeLines.has(country)) return [city, region ?? "", postalCode].filter(Boolean);
  if (isEuCountry(country) || codeFirst.has(country)) return [join([postalCode, city, region])];
  return [join([city, region, postalCode])];
}

/**
 * The lines of an address for display: name, company, street lines, town, country (named in
 * `locale`), and the phone number when asked for. Empty parts are left out.
 */
export function formatAddressLines(
  address: PostalAddress,
  locale: Locale,
  options: { phone?: boolean } = {},
): string[] {
  return [
    address.fullName,
    address.company ?? "",
    address.line1,
    address.line2 ?? "",
    ...localityLines(address),
    countryName(address.country, locale),
    options.phone ? (address.phone ?? "") : "",
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}
