import { useT } from "#app/utils/i18n.tsx";
import { useDisplayPrices } from "#app/hooks/use-price.ts";

/**
 * Under converted prices: they come from USD at the rate of a given day, and payment is in USD;
 * with a rate older than three days, that the estimate may have moved since.
 */
export function ConvertedPriceNote({ className }: { className?: string }) {
  const t = useT();
  const { converted, code, rateDate, stale } = useDisplayPrices();
  if (!converted || !rateDate) return null;
  return (
    <p className={className}>
      {t("currency.convertedNote", { code, date: rateDate })}
      {stale ? ` ${t("currency.staleNote")}` : null}
    </p>
  );
}
