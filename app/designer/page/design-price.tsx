import { designUnitPrice, type DesignProduct } from "#core/design/product.ts";
import type { DesignDocument } from "#core/schemas/design.ts";
import { useDisplayPrices } from "#app/hooks/use-price.ts";
import { useT } from "#app/utils/i18n.tsx";

/**
 * What one piece of the design costs as it stands (its colour, and its size where the areas
 * depend on it), in the display currency with what is charged in US dollars. The editor changes
 * the document in place, so the price follows every change without a request; without scripts
 * the page comes back with it.
 */
export function DesignPrice({ product, document }: { product: DesignProduct; document: DesignDocument }) {
  const t = useT("design");
  const prices = useDisplayPrices();
  const price = designUnitPrice(product, document);
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
    </div>
  );
}
