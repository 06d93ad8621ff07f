import type { ProductDetail } from "#server/services/catalogue.ts";
import { mockupUrl } from "#core/catalogue.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";

const schemaAvailability = {
  available: "https://schema.org/InStock",
  out_of_stock: "https://schema.org/OutOfStock",
  discontinued: "https://schema.org/Discontinued",
} as const;

/** Structured data for search engines: the product and an offer per variant, in US dollars. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const rootData = useRootData();
  const locale = useLocale();
  if (!rootData) return null;
  const url = `${rootData.origin}${localizePath(product.paths[locale], locale)}`;
  const firstColor = product.colors[0]?.key ?? "";
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    productID: product.id,
    name: product.title,
    description: product.description,
    category: `${product.category.name} > ${product.subtype.name}`,
    brand: { "@type": "Brand", name: rootData.site.siteName },
    image: product.views.map((view) => `${rootData.origin}${mockupUrl(product.id, view, firstColor)}`),
    url,
    offers: product.variants.map((variant) => ({
      "@type": "Offer",
      sku: variant.sku,
      price: (variant.priceCents / 100).toFixed(2),
      priceCurrency: "USD",
      availability: schemaAvailability[variant.availability],
      itemCondition: "https://schema.org/NewCondition",
      url: `${url}?color=${variant.color}&size=${variant.size}`,
    })),
  };
  // `<` is escaped so no text in the catalogue can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
