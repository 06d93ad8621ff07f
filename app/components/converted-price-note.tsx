import { useT } from "#app/utils/i18n.tsx";
import { useDisplayPrices } from "#app/utils/use-price.ts";

/** Under converted prices: they come from USD at the rate of a given day, and payment is in USD. */
export function ConvertedPriceNote({ className }: { className?: string }) {
  const t = useT();
  const { converted, code, rateDate } = useDisplayPrices();
  if (!converted || !rateDate) return null;
  return <p className={className}>{t("currency.convertedNote", { code, date: rateDate })}</p>;
}
