import { useTranslation } from "react-i18next";
import { locales } from "#app/utils/locales.ts";
import { useLocale } from "#app/utils/use-locale.ts";
import { useRootData } from "#app/utils/root-data.ts";

/** Under converted prices: they come from USD at the rate of a given day, and payment is in USD. */
export function ConvertedPriceNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  const currency = useRootData()?.currency;
  const tag = locales[useLocale()].tag;
  if (!currency || currency.currency === "USD") return null;
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(currency.rateUpdatedAt),
  );
  return <p className={className}>{t("currency.convertedNote", { code: currency.currency, date })}</p>;
}
