/** What the formatter needs to know of a display currency. */
export type PriceCurrency = {
  currency: string;
  /** Units of the currency per 1 USD, as an exact decimal string. */
  rate: string;
  minorUnits: number;
};

export const USD: PriceCurrency = { currency: "USD", rate: "1", minorUnits: 2 };

const RATE_SCALE = 10; // decimal places of a rate

function rateToScaledInteger(rate: string): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) return undefined;
  const fraction = (match[2] ?? "").slice(0, RATE_SCALE).padEnd(RATE_SCALE, "0");
  const scaled = BigInt(`${match[1]}${fraction}`);
  return scaled > 0n ? scaled : undefined;
}

/**
 * Converts USD cents into the display currency's minor units (JPY has none), exactly, rounding
 * half away from zero. `undefined` when the rate is missing or unusable.
 */
export function convertUsdCents(usdCents: number, currency: PriceCurrency): number | undefined {
  if (!Number.isSafeInteger(usdCents)) return undefined;
  const rate = rateToScaledInteger(currency.rate);
  if (rate === undefined) return undefined;
  // usdCents × rate is in units of 10^-(2 + RATE_SCALE) of the currency.
  const product = BigInt(usdCents) * rate;
  const divisor = 10n ** BigInt(2 + RATE_SCALE - currency.minorUnits);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return Number(negative ? -rounded : rounded);
}

// Making a formatter costs far more than using one: one per language and currency, kept.
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormatter(languageTag: string, currency: string, minorUnits: number): Intl.NumberFormat {
  const key = `${languageTag} ${currency} ${minorUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageTag, {
      style: "currency",
      currency,
      minimumFractionDigits: minorUnits,
      maximumFractionDigits: minorUnits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The one way a price is shown: USD cents converted into the visitor's display currency and
 * formatted for the page's language (`fr-FR` → `12,34 €`). Falls back to US dollars when the
 * currency has no usable rate, so a price is never wrong, only unconverted.
 */
export function formatPrice(usdCents: number, currency: PriceCurrency, languageTag: string): string {
  let target = currency;
  let minor = convertUsdCents(usdCents, currency);
  if (minor === undefined) {
    target = USD;
    minor = usdCents;
  }
  return currencyFormatter(languageTag, target.currency, target.minorUnits).format(
    minor / 10 ** target.minorUnits,
  );
}
