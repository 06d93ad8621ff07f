import { useT } from "#app/utils/i18n.tsx";
import { mockupUrl } from "#core/catalogue.ts";
import type { ProductDetail } from "#server/services/catalogue.ts";

/** The product's mockup in each view, drawn in the chosen colour (and size, where areas depend on it). */
export function ProductGallery({
  product,
  colorKey,
  colorName,
  size,
}: {
  product: ProductDetail;
  colorKey: string;
  colorName: string;
  /** The chosen size, when the print areas differ by size. */
  size: string | undefined;
}) {
  const t = useT("product");
  return (
    <section aria-label={t("gallery")} className="min-w-0">
      {/* On phones the views scroll sideways (the next one peeks), so the title, price and
                options come right after the first instead of a screenful of drawings later.
                The strip takes the focus so keyboard users can scroll it too (WCAG 2.1.1). */}
      <ul
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must take the focus (axe scrollable-region-focusable)
        tabIndex={0}
        className={`flex snap-x focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 snap-mandatory gap-3 overflow-x-auto pb-2 sm:grid sm:gap-4 sm:overflow-visible sm:pb-0 ${
          product.views.length > 1 ? "sm:grid-cols-2" : ""
        }`}
      >
        {product.views.map((view) => (
          <li
            key={view}
            className={`shrink-0 snap-start rounded-2xl border border-line bg-stage p-3 sm:w-auto sm:p-4 ${
              product.views.length > 1 ? "w-[72%]" : "w-full"
            }`}
          >
            <img
              src={mockupUrl(product.id, view, colorKey, size)}
              alt={t("mockupAlt", {
                title: product.title,
                color: colorName,
                view: t(`view.${view}`),
              })}
              width={1000}
              height={1000}
              className="aspect-square w-full object-contain"
            />
            <p className="mt-2 text-center text-sm text-gray-700">{t(`view.${view}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
