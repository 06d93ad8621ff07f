import { formatPercent, type PriceTier } from "#core/pricing.ts";
import { locales } from "#core/locales.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";

/**
 * How a design's pieces are priced, under its lines: each print area paid on top of the price,
 * and the quantity tier its pieces reached. Amounts are formatted by the caller: in the display
 * currency while ordering, in US dollars on what was charged.
 */
export function PiecePricing({
  extraAreas,
  tier,
  format,
  className = "text-sm text-ink-muted",
}: {
  extraAreas: readonly { key: string; label: string; cents: number }[];
  tier: PriceTier | null;
  format: (usdCents: number) => string;
  className?: string;
}) {
  const t = useT("order");
  const tag = locales[useLocale()].tag;
  if (extraAreas.length === 0 && !tier) return null;
  return (
    <ul className={className} data-testid="piece-pricing">
      {extraAreas.length > 0 ? (
        <li>
          {t("pricing.extraAreas", {
            count: extraAreas.length,
            areas: extraAreas
              .map((area) => t("pricing.extraArea", { area: area.label, amount: format(area.cents) }))
              .join(", "),
          })}
        </li>
      ) : null}
      {tier ? (
        <li>
          {t("pricing.tier", { percent: formatPercent(tier.percentOff, tag), count: tier.minQuantity })}
        </li>
      ) : null}
    </ul>
  );
}
