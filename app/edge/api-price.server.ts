import type { Database } from "#server/db/client.ts";
import { requireCurrency, type DisplayCurrency } from "#server/services/currency.ts";
import { convertUsdCents, formatPrice } from "#core/money.ts";

/**
 * The display currency an API call asks for in its `Currency` header (spec §7), US dollars when
 * it names none. An unknown code fails with `CurrencyNotAvailable` (400).
 */
export async function requestedCurrency(db: Database, request: Request): Promise<DisplayCurrency> {
  const code = request.headers.get("currency")?.trim();
  return requireCurrency(db, code ? code : "USD");
}

/**
 * A price as the API returns it: the amount in USD cents (what is charged) and the same amount
 * converted for display, as a decimal string and formatted in the caller's language.
 */
export function apiPrice(usdCents: number, currency: DisplayCurrency, languageTag: string) {
  const minor = convertUsdCents(usdCents, currency);
  const converted =
    minor === undefined
      ? { code: "USD", minor: usdCents, units: 2 }
      : { code: currency.currency, minor, units: currency.minorUnits };
  return {
    usd_cents: usdCents,
    currency: converted.code,
    amount: (converted.minor / 10 ** converted.units).toFixed(converted.units),
    formatted: formatPrice(usdCents, currency, languageTag),
  };
}
