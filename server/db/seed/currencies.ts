/**
 * The display currencies a new shop offers, with indicative rates per USD so prices convert
 * before the first rate refresh (and offline). `flag` names the SVG in the flag-icons package.
 */
export const seedCurrencies = [
  { code: "USD", symbol: "$", flag: "us", ratePerUsd: "1" },
  { code: "EUR", symbol: "€", flag: "eu", ratePerUsd: "0.92" },
  { code: "GBP", symbol: "£", flag: "gb", ratePerUsd: "0.79" },
  { code: "CAD", symbol: "$", flag: "ca", ratePerUsd: "1.38" },
  { code: "AUD", symbol: "$", flag: "au", ratePerUsd: "1.52" },
  { code: "NZD", symbol: "$", flag: "nz", ratePerUsd: "1.66" },
  { code: "CHF", symbol: "CHF", flag: "ch", ratePerUsd: "0.88" },
  { code: "JPY", symbol: "¥", flag: "jp", ratePerUsd: "150.2" },
  { code: "CNY", symbol: "¥", flag: "cn", ratePerUsd: "7.21" },
  { code: "HKD", symbol: "$", flag: "hk", ratePerUsd: "7.79" },
  { code: "SGD", symbol: "$", flag: "sg", ratePerUsd: "1.34" },
  { code: "SEK", symbol: "kr", flag: "se", ratePerUsd: "10.6" },
  { code: "NOK", symbol: "kr", flag: "no", ratePerUsd: "10.8" },
  { code: "DKK", symbol: "kr", flag: "dk", ratePerUsd: "6.87" },
  { code: "PLN", symbol: "zł", flag: "pl", ratePerUsd: "3.98" },
  { code: "MXN", symbol: "$", flag: "mx", ratePerUsd: "18.4" },
] as const;

/** When the seeded rates were taken; pages show it until a refresh replaces them. */
export const seedRatesDate = new Date("2026-11-02T00:00:00Z");

/** The `rate_source` of a rate the shop was installed with (no source has refreshed it yet). */
export const SEED_RATE_SOURCE = "seed";
