import { CircleDollarSign, Clock, Layers, Pencil, Ruler, Truck } from "#app/components/icons.tsx";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { ProductGallery } from "#app/components/product-detail/product-gallery.tsx";
import { ProductJsonLd } from "#app/components/product-detail/product-json-ld.tsx";
import {
  ExtraAreaPrices,
  PrintAreaTable,
  ProductFact,
  quantityPrices,
  SizeGuideTable,
} from "#app/components/product-detail/product-specs.tsx";
import { VariantChoice } from "#app/components/product-detail/variant-choice.tsx";
import { servicesContext } from "#server/context.ts";
import { selectVariant } from "#core/catalogue.ts";
import { parseVariantSearchParams } from "#core/variant-params.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { locales, localizePath, splitLocale } from "#core/locales.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { useDisplayPrices } from "#app/hooks/use-price.ts";
import { resolveProductAddress } from "#server/services/catalogue.ts";
import type { Route } from "./+types/detail.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const address = await resolveProductAddress(db, params, locale);
  if (address.kind === "notFound") throw pageNotFound(url.pathname);
  if (address.kind === "redirect") throw redirect(`${localizePath(address.path, locale)}${url.search}`, 301);
  return { product: address.product };
}

// Choosing a colour or size only changes the query string: the page already has every variant.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["catalogue", "product"] };

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const t = useT("product");
  const c = useT("catalogue");
  const locale = useLocale();
  const prices = useDisplayPrices();
  const [searchParams] = useSearchParams();
  const selection = selectVariant(
    product.variants,
    { colors: product.colors.map((color) => color.key), sizes: product.sizes.map((size) => size.key) },
    parseVariantSearchParams(searchParams),
  );
  const color = product.colors.find((entry) => entry.key === selection.color);
  const sizeLabel = product.sizes.find((entry) => entry.key === selection.size)?.label ?? "";
  const hasSizes = product.sizes.length > 1;
  const areas = product.printAreas.filter((area) => area.sizeKey === null || area.sizeKey === selection.size);
  const sizeSpecificAreas = areas.some((area) => area.sizeKey !== null);
  const price =
    selection.variant?.priceCents ?? Math.min(...product.variants.map((variant) => variant.priceCents));

  return (
    <>
      <PageSeo title={product.title} description={product.description} paths={product.paths} />
      <ProductJsonLd product={product} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Breadcrumb
          crumbs={[
            { label: c("breadcrumb.home"), to: "/" },
            { label: c("breadcrumb.products"), to: "/products" },
            { label: product.category.name, to: product.category.path },
            { label: product.subtype.name, to: product.subtype.path },
            { label: product.title },
          ]}
        />
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <ProductGallery
            product={product}
            colorKey={selection.color}
            colorName={color?.name ?? ""}
            size={sizeSpecificAreas ? selection.size : undefined}
          />

          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-balance">{product.title}</h1>
            {/* Not a <p>: large and bold, a paragraph reads as a heading that is not one (axe p-as-heading). */}
            <div
              className="mt-4 text-3xl font-semibold text-primary-800 dark:text-primary-300"
              aria-live="polite"
            >
              <span className="sr-only">{t("price")} </span>
              {prices.converted ? t("approx", { price: prices.format(price) }) : prices.format(price)}
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {prices.rateDate
                ? t("chargedNote", { usd: prices.charged(price), date: prices.rateDate })
                : t("priceNote")}
            </p>

            <VariantChoice product={product} selection={selection} />
            <LocalizedLink
              to={`/design?${new URLSearchParams({
                product: product.id,
                color: selection.color,
                ...(sizeSpecificAreas ? { size: selection.size } : {}),
              })}`}
              className="btn mt-6"
              data-testid="start-designing"
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t("startDesigning")}
            </LocalizedLink>

            <dl className="mt-6 grid gap-4 border-t border-line pt-6 text-sm">
              <ProductFact Icon={Clock} term={t("production")}>
                {t("productionDays", product.productionDays)}{" "}
                <LocalizedLink
                  to="/shipping"
                  className="inline-flex items-center gap-1 font-medium text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
                >
                  <Truck aria-hidden="true" className="size-4" />
                  {t("shippingLink")}
                </LocalizedLink>
              </ProductFact>
              <ProductFact Icon={Layers} term={t("technique")}>
                {product.techniques
                  .map((technique) => t(`techniques.${technique}` as "techniques.dtg"))
                  .join(" · ")}
              </ProductFact>
              {product.priceTiers.length > 0 ? (
                <ProductFact Icon={CircleDollarSign} term={t("pricing.quantity")}>
                  {quantityPrices(product.priceTiers, t, locales[locale].tag)}
                </ProductFact>
              ) : null}
            </dl>
          </div>
        </div>

        {/* One above the other: the print areas' five columns need the page's whole width. */}
        <div className="mt-12 grid gap-10">
          <section aria-labelledby="product-details" className="min-w-0">
            <h2 id="product-details" className="text-2xl font-bold tracking-tight">
              {t("details")}
            </h2>
            <h3 className="mt-4 font-semibold">{t("description")}</h3>
            <p className="mt-1 text-ink-muted">{product.description}</p>
            <h3 className="mt-4 font-semibold">{t("materials")}</h3>
            <p className="mt-1 text-ink-muted">{product.materials}</p>
            <h3 className="mt-4 font-semibold">{t("care")}</h3>
            <p className="mt-1 text-ink-muted">{product.care}</p>
          </section>

          <section aria-labelledby="print-areas" className="min-w-0">
            <h2 id="print-areas" className="text-2xl font-bold tracking-tight">
              {t("printAreas.heading")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("printAreas.intro")}</p>
            <ExtraAreaPrices areas={areas} format={prices.format} />
            {sizeSpecificAreas ? (
              <p className="mt-2 text-sm font-medium">{t("printAreas.forSize", { size: sizeLabel })}</p>
            ) : null}
            <PrintAreaTable areas={areas} locale={locales[locale].tag} />
          </section>
        </div>

        {product.sizeGuide && hasSizes ? (
          <section aria-labelledby="size-guide" className="mt-12">
            <h2 id="size-guide" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              <Ruler aria-hidden="true" className="size-6 text-primary-700 dark:text-primary-300" />
              {t("sizeGuide.heading")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("sizeGuide.intro")}</p>
            <SizeGuideTable product={product} locale={locales[locale].tag} />
          </section>
        ) : null}
      </div>
    </>
  );
}
