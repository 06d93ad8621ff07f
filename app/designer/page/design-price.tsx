import { designUnitPrice, type DesignProduct } from "#core/design/product.ts";
import type { DesignDocument } from "#core/schemas/design.ts";
import { useDisplayPrices } from "#app/hooks/use-price.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { formatPercent } from "#core/pricing.ts";

/**
 * What one piece of the design costs as it stands (its colour, its print areas, and its size where
 * the areas depend on it), in the display currency with what is charged in US dollars, and what
 * ordering more saves. The editor changes the document in place, so the price follows every change
 * without a request; without scripts the page comes back with it.
 */
export function DesignPrice({ product, document }: { product: DesignProduct; document: DesignDocument }) {
  const t = useT("design");
  const prices = useDisplayPrices();
  const price = designUnitPrice(product, document);
  const tag = locales[useLocale()].tag;
  const tiers = product.priceTiers;
  const best = tiers.at(-1);
  return (
    <div className="text-sm" data-testid="design-price">
      <p aria-live="polite">
        <span className="font-medium">{t("price.label")}</span>{" "}
        {price ? (
          <span className="font-semibold text-primary-800 dark:text-primary-300">
            {t(
              prices.converted
                ? price.from
                  ? "price.fromApprox"
                  : "price.approx"
                : price.from
                  ? "price.from"
                  : "price.amount",
              { price: prices.format(price.cents) },
            )}
          </span>
        ) : (
          <span>{t("price.unavailable")}</span>
        )}
      </p>
      {price ? (
        <p className="text-xs text-ink-muted">
          {prices.rateDate
            ? t(price.from ? "price.chargedFrom" : "price.charged", {
                usd: prices.charged(price.cents),
                date: prices.rateDate,
              })
            : t("price.note")}
        </p>
      ) : null}
      {price && price.extraAreas.length > 0 ? (
        <p className="text-xs text-ink-muted" data-testid="design-price-areas">
          {t("price.extraAreas", {
            count: price.extraAreas.length,
            amount: prices.format(price.extraAreas.reduce((sum, area) => sum + area.priceCents, 0)),
            areas: price.extraAreas.map((area) => area.label).join(", "),
          })}
        </p>
      ) : null}
      {price && tiers[0] && best ? (
        <p className="text-xs text-ink-muted">
          {tiers.length === 1
            ? t("price.tier", { count: best.minQuantity, percent: formatPercent(best.percentOff, tag) })
            : t("price.tiers", {
                count: tiers[0].minQuantity,
                percent: formatPercent(tiers[0].percentOff, tag),
                bestCount: best.minQuantity,
                best: formatPercent(best.percentOff, tag),
              })}
        </p>
      ) : null}
    </div>
  );
}
