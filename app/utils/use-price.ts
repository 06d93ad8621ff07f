import { useCallback } from "react";
import { locales } from "./locales.ts";
import { formatPrice, USD } from "./money.ts";
import { useLocale } from "./use-locale.ts";
import { useRootData } from "./root-data.ts";

/** Formats USD cents in the visitor's display currency and the page's language. */
export function usePriceFormatter(): (usdCents: number) => string {
  const currency = useRootData()?.currency ?? USD;
  const tag = locales[useLocale()].tag;
  return useCallback((usdCents: number) => formatPrice(usdCents, currency, tag), [currency, tag]);
}
