/**
 * Tax on an order: one rate per destination (VAT, GST or HST), applied to the items and the
 * shipping together, in integer USD cents. Prices are shown before tax; the confirm step adds the
 * tax as its own line (docs/decisions/018-orders-and-payments.md).
 *
 * The table holds the standard rates in force on 1 August 2025, compiled from the European
 * Commission's "VAT rates applied in the Member States of the European Union" (Taxes in Europe
 * Database) and the tax authorities of the other countries (HMRC, the Swiss FTA, Skatteetaten,
 * Skatturinn, the ATO, Inland Revenue NZ, the Canada Revenue Agency's GST/HST rates). The latest
 * changes it includes: Finland 25.5 % (Sept 2024), Slovakia 23 % (Jan 2025), Nova Scotia's HST
 * 14 % (Apr 2025), Estonia 24 % (Jul 2025), Romania 21 % (Aug 2025). Rates move: check the
 * sources each January and July, and change a rate here on the day it takes effect.
 *
 * Not collected: US sales tax (it depends on the state, county and city, and on economic nexus
 * thresholds the shop does not reach; the US rate is 0 on purpose), Canadian provincial sales tax
 * (PST/QST, outside the HST provinces), and every country not in the table (rate 0: duties and
 * taxes there are the recipient's, as the shipping page says).
 */

/** Standard rates in basis points (20 % = 2000). */
const countryRates: Readonly<Record<string, number>> = {
  // The European Union: standard VAT rates.
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  // The rest of Europe.
  GB: 2000,
  CH: 810,
  NO: 2500,
  IS: 2400,
  // GST.
  AU: 1000,
  NZ: 1500,
  CA: 500,
  // Sales tax is not collected (see above).
  US: 0,
};

/** Canadian provinces charging the harmonized sales tax (federal GST included) instead of the GST. */
const canadianHstRates: Readonly<Record<string, number>> = {
  ON: 1300,
  NB: 1500,
  NL: 1500,
  NS: 1400,
  PE: 1500,
};

/** The tax rate for a destination, in basis points (0 where the shop collects none). */
export function taxRateBasisPoints(country: string, region?: string | null): number {
  const code = country.toUpperCase();
  if (code === "CA" && region) {
    const hst = canadianHstRates[region.toUpperCase()];
    if (hst !== undefined) return hst;
  }
  return countryRates[code] ?? 0;
}

function requireCents(name: string, value: number) {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be whole cents ≥ 0, not ${value}`);
  }
}

/**
 * The tax on an order to `country` (and, in Canada, its province): the rate times the items and
 * the shipping, in USD cents rounded half up.
 */
export function taxFor(options: {
  country: string;
  region?: string | null;
  subtotalCents: number;
  shippingCents: number;
}): { rateBasisPoints: number; taxCents: number } {
  requireCents("subtotalCents", options.subtotalCents);
  requireCents("shippingCents", options.shippingCents);
  const rateBasisPoints = taxRateBasisPoints(options.country, options.region);
  const taxable = options.subtotalCents + options.shippingCents;
  // Integers only: cents × basis points stays exact far beyond any order's total.
  const taxCents = Math.floor((taxable * rateBasisPoints + 5000) / 10_000);
  return { rateBasisPoints, taxCents };
}
