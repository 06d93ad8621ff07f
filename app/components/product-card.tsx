import { useTranslation } from "react-i18next";
import { mockupUrl } from "#app/utils/catalogue.ts";
import { usePriceFormatter } from "#app/utils/use-price.ts";
import { LocalizedLink } from "./localized-link.tsx";

export type ProductCardData = {
  id: string;
  title: string;
  path: string;
  subtypeName: string;
  fromCents: number;
  colors: { key: string; name: string; hex: string }[];
  mockupColor: string;
};

const MAX_SWATCHES = 6;

/** A product in a list: its mockup, title, lowest price in the display currency, its colours. */
export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  const { t } = useTranslation("catalogue");
  const formatPrice = usePriceFormatter();
  const shown = product.colors.slice(0, MAX_SWATCHES);
  const hidden = product.colors.length - shown.length;
  return (
    <article className="group relative flex h-full flex-col rounded-xl border border-line bg-surface-raised p-3 shadow-sm transition hover:border-primary-500 hover:shadow-md">
      <div className="aspect-square overflow-hidden rounded-lg bg-stage">
        <img
          src={mockupUrl(product.id, "front", product.mockupColor)}
          alt=""
          width={1000}
          height={1000}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-contain p-3 transition group-hover:scale-[1.03]"
        />
      </div>
      <p className="mt-3 text-xs font-medium tracking-wide text-ink-muted uppercase">{product.subtypeName}</p>
      <h3 className="mt-1 font-semibold text-balance">
        {/* The whole card is the link's target area (the pseudo-element), the swatches stay links of their own. */}
        <LocalizedLink
          to={product.path}
          className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none group-has-[a:focus-visible]:ring-2"
        >
          {product.title}
        </LocalizedLink>
      </h3>
      <p className="mt-1 text-sm font-semibold text-primary-800 dark:text-primary-300">
        {t("card.from", { price: formatPrice(product.fromCents) })}
      </p>
      <div className="mt-auto flex items-center gap-1.5 pt-3">
        <span className="sr-only">{t("card.colors", { count: product.colors.length })}</span>
        {shown.map((color) => (
          <LocalizedLink
            key={color.key}
            to={`${product.path}?color=${color.key}`}
            title={color.name}
            aria-label={color.name}
            className="relative z-10 size-5 rounded-full border border-line shadow-inner ring-offset-1 ring-offset-surface-raised hover:ring-2 hover:ring-primary-500 focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:outline-none"
            style={{ backgroundColor: color.hex }}
          />
        ))}
        {hidden > 0 ? (
          <span aria-hidden="true" className="text-xs text-ink-muted">
            {t("card.moreColors", { count: hidden })}
          </span>
        ) : null}
      </div>
    </article>
  );
}
