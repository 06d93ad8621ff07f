import { useMemo } from "react";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { useRootData } from "#app/utils/root-data.ts";

/** Formats USD cents in the visitor's display currency and the page's language. */
export function usePriceFormatter(): (usdCents: number) => string {
  return useDisplayPrices().format;
}

/**
 * Prices as the visitor sees them and as they are charged: `format` in the display currency,
 * `charged` in US dollars (what every payment is), and, when the two differ, the day of the rate
 * that converted them, in the page's language.
 */
export function useDisplayPrices() {
  const displayCurrency = useRootData()?.currency;
  const currency = displayCurrency ?? USD;
  const tag = locales[useLocale()].tag;
  const rateUpdatedAt = displayCurrency?.rateUpdatedAt ?? null;
  const rateStale = useRootData()?.rateStale ?? false;
  return useMemo(() => {
    const converted = currency.currency !== USD.currency;
    return {
      format: (usdCents: number) => formatPrice(usdCents, currency, tag),
      charged: (usdCents: number) => formatPrice(usdCents, USD, tag),
      converted,
      code: currency.currency,
      /** The rate is older than three days (by the shop's clock): the estimate may have moved. */
      stale: converted && rateStale,
      rateDate:
        converted && rateUpdatedAt
          ? new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(
              new Date(rateUpdatedAt),
            )
          : null,
    };
  }, [currency, tag, rateUpdatedAt, rateStale]);
}
