/**
 * The countries the shop delivers to (ISO 3166-1 alpha-2), each with its shipping region (the
 * key of a row in `shipping_rates`), whether it is in the European Union (VAT) and whether its
 * addresses have a postal code. Names come from the browser's or Node's own data
 * (`Intl.DisplayNames`) in the page's language, so no list of names is kept here. Pure and
 * isomorphic: the address form's browser validation uses it too.
 */
import { locales, type Locale } from "./locales.ts";

/** Shipping regions, as keyed in `shipping_rates` and named on the shipping page. */
export const shippingRegions = ["us", "ca", "ukEu", "auNz", "world"] as const;
export type ShippingRegion = (typeof shippingRegions)[number];

export function isShippingRegion(value: string): value is ShippingRegion {
  return (shippingRegions as readonly string[]).includes(value);
}

type CountryFacts = {
  region: ShippingRegion;
  /** A member of the European Union (its VAT applies). */
  eu: boolean;
  /** Addresses there carry a postal code (Hong Kong and the Emirates have none; Irish Eircodes are not always known). */
  postalCode: "required" | "optional";
};

const eu = { region: "ukEu", eu: true, postalCode: "required" } as const satisfies CountryFacts;
const europe = { region: "ukEu", eu: false, postalCode: "required" } as const satisfies CountryFacts;
const world = { region: "world", eu: false, postalCode: "required" } as const satisfies CountryFacts;

const facts = {
  // The European Union (27 members).
  AT: eu,
  BE: eu,
  BG: eu,
  CY: eu,
  CZ: eu,
  DE: eu,
  DK: eu,
  EE: eu,
  ES: eu,
  FI: eu,
  FR: eu,
  GR: eu,
  HR: eu,
  HU: eu,
  IE: { ...eu, postalCode: "optional" },
  IT: eu,
  LT: eu,
  LU: eu,
  LV: eu,
  MT: eu,
  NL: eu,
  PL: eu,
  PT: eu,
  RO: eu,
  SE: eu,
  SI: eu,
  SK: eu,
  // The rest of Europe that ships at the same rates.
  GB: europe,
  CH: europe,
  NO: europe,
  IS: europe,
  US: { region: "us", eu: false, postalCode: "required" },
  CA: { region: "ca", eu: false, postalCode: "required" },
  AU: { region: "auNz", eu: false, postalCode: "required" },
  NZ: { region: "auNz", eu: false, postalCode: "required" },
  AE: { ...world, postalCode: "optional" },
  AR: world,
  BR: world,
  CL: world,
  HK: { ...world, postalCode: "optional" },
  IL: world,
  IN: world,
  JP: world,
  KR: world,
  MX: world,
  SG: world,
  TW: world,
  ZA: world,
} as const satisfies Record<string, CountryFacts>;

export type CountryCode = keyof typeof facts;
export type Country = CountryFacts & { code: CountryCode };

/** Every country we deliver to, by code (for `z.enum`). */
export const countryCodes = Object.keys(facts).sort() as [CountryCode, ...CountryCode[]];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && Object.hasOwn(facts, value);
}

/** What the shop knows of a country, or `undefined` when it does not deliver there. */
export function countryOf(code: string): Country | undefined {
  return isCountryCode(code) ? { code, ...facts[code] } : undefined;
}

/** The shipping region of a country (`null` where the shop does not deliver). */
export function shippingRegionOf(code: string): ShippingRegion | null {
  return isCountryCode(code) ? facts[code].region : null;
}

/** Whether a country is a member of the European Union. */
export function isEuCountry(code: string): boolean {
  return isCountryCode(code) && facts[code].eu;
}

// ICU's full name of Hong Kong is "Hong Kong SAR China" ("R.A.S. chinoise de Hong Kong", sorted
// under R in French); its short name is the one people look for. Other short names are
// abbreviations ("US", "R.-U."), so only these use it.
const shortNamed = new Set<string>(["HK"]);

const displayNames = new Map<Locale, { full: Intl.DisplayNames; short: Intl.DisplayNames }>();

/** A country's name in the page's language ("Germany", "Allemagne"); the code if unknown. */
export function countryName(code: string, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    const tag = locales[locale].tag;
    names = {
      full: new Intl.DisplayNames(tag, { type: "region", fallback: "code" }),
      short: new Intl.DisplayNames(tag, { type: "region", style: "short", fallback: "code" }),
    };
    displayNames.set(locale, names);
  }
  const upper = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return code;
  return (shortNamed.has(upper) ? names.short : names.full).of(upper) ?? upper;
}

export type CountryOption = { code: CountryCode; name: string };

const options = new Map<Locale, readonly CountryOption[]>();

/** The countries we deliver to, named in the page's language and sorted by that name. */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  let list = options.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locales[locale].tag);
    list = countryCodes
      .map((code) => ({ code, name: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    options.set(locale, list);
  }
  return list;
}

/**
 * States, provinces and territories where an address must name one, with the names a customer
 * may type instead of the code (English, and French for Canada).
 */
const subdivisions = {
  US: [
    ["AL", "Alabama"],
    ["AK", "Alaska"],
    ["AZ", "Arizona"],
    ["AR", "Arkansas"],
    ["CA", "California"],
    ["CO", "Colorado"],
    ["CT", "Connecticut"],
    ["DE", "Delaware"],
    ["DC", "District of Columbia", "Washington DC", "Washington D.C."],
    ["FL", "Florida"],
    ["GA", "Georgia"],
    ["HI", "Hawaii"],
    ["ID", "Idaho"],
    ["IL", "Illinois"],
    ["IN", "Indiana"],
    ["IA", "Iowa"],
    ["KS", "Kansas"],
    ["KY", "Kentucky"],
    ["LA", "Louisiana"],
    ["ME", "Maine"],
    ["MD", "Maryland"],
    ["MA", "Massachusetts"],
    ["MI", "Michigan"],
    ["MN", "Minnesota"],
    ["MS", "Mississippi"],
    ["MO", "Missouri"],
    ["MT", "Montana"],
    ["NE", "Nebraska"],
    ["NV", "Nevada"],
    ["NH", "New Hampshire"],
    ["NJ", "New Jersey"],
    ["NM", "New Mexico"],
    ["NY", "New York"],
    ["NC", "North Carolina"],
    ["ND", "North Dakota"],
    ["OH", "Ohio"],
    ["OK", "Oklahoma"],
    ["OR", "Oregon"],
    ["PA", "Pennsylvania"],
    ["RI", "Rhode Island"],
    ["SC", "South Carolina"],
    ["SD", "South Dakota"],
    ["TN", "Tennessee"],
    ["TX", "Texas"],
    ["UT", "Utah"],
    ["VT", "Vermont"],
    ["VA", "Virginia"],
    ["WA", "Washington"],
    ["WV", "West Virginia"],
    ["WI", "Wisconsin"],
    ["WY", "Wyoming"],
    // Territories and the military post offices, which US carriers deliver to as states.
    ["AS", "American Samoa"],
    ["GU", "Guam"],
    ["MP", "Northern Mariana Islands"],
    ["PR", "Puerto Rico"],
    ["VI", "U.S. Virgin Islands", "US Virgin Islands"],
    ["AA", "Armed Forces Americas"],
    ["AE", "Armed Forces Europe"],
    ["AP", "Armed Forces Pacific"],
  ],
  CA: [
    ["AB", "Alberta"],
    ["BC", "British Columbia", "Colombie-Britannique"],
    ["MB", "Manitoba"],
    ["NB", "New Brunswick", "Nouveau-Brunswick"],
    ["NL", "Newfoundland and Labrador", "Terre-Neuve-et-Labrador"],
    ["NS", "Nova Scotia", "Nouvelle-Écosse"],
    ["NT", "Northwest Territories", "Territoires du Nord-Ouest"],
    ["NU", "Nunavut"],
    ["ON", "Ontario"],
    ["PE", "Prince Edward Island", "Île-du-Prince-Édouard"],
    ["QC", "Quebec", "Québec"],
    ["SK", "Saskatchewan"],
    ["YT", "Yukon"],
  ],
  AU: [
    ["ACT", "Australian Capital Territory"],
    ["NSW", "New South Wales"],
    ["NT", "Northern Territory"],
    ["QLD", "Queensland"],
    ["SA", "South Australia"],
    ["TAS", "Tasmania"],
    ["VIC", "Victoria"],
    ["WA", "Western Australia"],
  ],
} as const satisfies Partial<Record<CountryCode, readonly (readonly [string, ...string[]])[]>>;

export type CountryWithSubdivisions = keyof typeof subdivisions;

/** Whether addresses in this country must name a state, province or territory. */
export function requiresSubdivision(code: string): code is CountryWithSubdivisions {
  return Object.hasOwn(subdivisions, code);
}

/** The codes of a country's states or provinces (`[]` where none is required). */
export function subdivisionCodes(code: string): readonly string[] {
  return requiresSubdivision(code) ? subdivisions[code].map(([subdivision]) => subdivision) : [];
}

/** Letters only, without accents, case or punctuation: "Québec" and "quebec" match. */
function comparable(text: string): string {
  return text
    .normalize("NFD")
    .replaceAll(/[^\p{L}]/gu, "")
    .toLowerCase();
}

const subdivisionIndex = new Map<string, Map<string, string>>();

/**
 * The code of a state or province as a customer typed it ("ny", "New York", "Québec" → "NY",
 * "NY", "QC"), or `null` when it is not one of the country's.
 */
export function subdivisionCode(country: CountryWithSubdivisions, typed: string): string | null {
  let index = subdivisionIndex.get(country);
  if (!index) {
    index = new Map();
    for (const [code, ...names] of subdivisions[country] as readonly (readonly [string, ...string[]])[]) {
      index.set(comparable(code), code);
      for (const name of names) index.set(comparable(name), code);
    }
    subdivisionIndex.set(country, index);
  }
  return index.get(comparable(typed)) ?? null;
}
