import { Clock, Layers, Pencil, Ruler, Truck, type IconComponent } from "#app/components/icons.tsx";
import type { ReactNode } from "react";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { Form, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { Breadcrumb } from "#app/components/breadcrumb.tsx";
import { cellClass, InfoTable, rowHeaderClass } from "#app/components/info-table.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { ColorChoice, SizeChoice } from "#app/components/option-choice.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#app/context.ts";
import { parseVariantSearchParams } from "#app/schemas/catalogue.ts";
import { mockupUrl, selectVariant, type UnavailableReason } from "#app/utils/catalogue.ts";
import { pageNotFound } from "#app/utils/locale-scope.server.ts";
import { locales, localizePath, splitLocale } from "#app/utils/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { useDisplayPrices } from "#app/utils/use-price.ts";
import { resolveProductAddress, type ProductDetail } from "#server/services/catalogue.ts";
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

const reasonKeys = {
  notMade: "product.notMade",
  outOfStock: "product.outOfStock",
  discontinued: "product.discontinued",
} as const satisfies Record<UnavailableReason, string>;

const schemaAvailability = {
  available: "https://schema.org/InStock",
  out_of_stock: "https://schema.org/OutOfStock",
  discontinued: "https://schema.org/Discontinued",
} as const;

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["catalogue"] };

export default function ProductDetailRoute({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const t = useT("catalogue");
  const locale = useLocale();
  const hydrated = useHydrated();
  const prices = useDisplayPrices();
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = selectVariant(
    product.variants,
    { colors: product.colors.map((color) => color.key), sizes: product.sizes.map((size) => size.key) },
    parseVariantSearchParams(searchParams),
  );
  const color = product.colors.find((entry) => entry.key === selection.color);
  const sizeLabel = product.sizes.find((entry) => entry.key === selection.size)?.label ?? "";
  const reasonText = (reason: UnavailableReason) => t(reasonKeys[reason], { color: color?.name ?? "" });
  const hasSizes = product.sizes.length > 1;
  const areas = product.printAreas.filter((area) => area.sizeKey === null || area.sizeKey === selection.size);
  const sizeSpecificAreas = areas.some((area) => area.sizeKey !== null);
  const price =
    selection.variant?.priceCents ?? Math.min(...product.variants.map((variant) => variant.priceCents));

  // With JavaScript the choice shows at once; the address keeps it, so a reload shows the same.
  const choose = (event: React.ChangeEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ["color", "size"]) {
      const value = data.get(name);
      if (typeof value === "string") next.set(name, value);
    }
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageSeo title={product.title} description={product.description} paths={product.paths} />
      <ProductJsonLd product={product} />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Breadcrumb
          crumbs={[
            { label: t("breadcrumb.home"), to: "/" },
            { label: t("breadcrumb.products"), to: "/products" },
            { label: product.category.name, to: product.category.path },
            { label: product.subtype.name, to: product.subtype.path },
            { label: product.title },
          ]}
        />
        <div className="mt-6 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-label={t("product.gallery")} className="min-w-0">
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
                    src={mockupUrl(
                      product.id,
                      view,
                      selection.color,
                      sizeSpecificAreas ? selection.size : undefined,
                    )}
                    alt={t("product.mockupAlt", {
                      title: product.title,
                      color: color?.name ?? "",
                      view: t(`product.view.${view}`),
                    })}
                    width={1000}
                    height={1000}
                    className="aspect-square w-full object-contain"
                  />
                  <p className="mt-2 text-center text-sm text-gray-700">{t(`product.view.${view}`)}</p>
                </li>
              ))}
            </ul>
          </section>

          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight text-balance">{product.title}</h1>
            {/* Not a <p>: large and bold, a paragraph reads as a heading that is not one (axe p-as-heading). */}
            <div
              className="mt-4 text-3xl font-semibold text-primary-800 dark:text-primary-300"
              aria-live="polite"
            >
              <span className="sr-only">{t("product.price")} </span>
              {prices.converted ? t("product.approx", { price: prices.format(price) }) : prices.format(price)}
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {prices.rateDate
                ? t("product.chargedNote", { usd: prices.charged(price), date: prices.rateDate })
                : t("product.priceNote")}
            </p>

            <Form method="get" preventScrollReset onChange={choose} className="mt-6 flex flex-col gap-5">
              <fieldset>
                <legend className="text-sm font-semibold">
                  {t("product.colorChosen", { name: color?.name ?? "" })}
                </legend>
                <div className="mt-2 flex flex-wrap gap-2">
                  {product.colors.map((entry) => {
                    const reason = selection.colorReasons[entry.key] ?? null;
                    const label = reason
                      ? t("product.unavailableOption", {
                          option: entry.name,
                          reason: t(reasonKeys[reason], { color: entry.name }),
                        })
                      : entry.name;
                    return (
                      <ColorChoice
                        key={entry.key}
                        type="radio"
                        name="color"
                        value={entry.key}
                        label={label}
                        hex={entry.hex}
                        selected={entry.key === selection.color}
                        disabled={reason !== null}
                        large
                      />
                    );
                  })}
                </div>
              </fieldset>

              {hasSizes ? (
                <fieldset>
                  <legend className="text-sm font-semibold">{t("product.size")}</legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {product.sizes.map((entry) => {
                      const reason = selection.sizeReasons[entry.key] ?? null;
                      return (
                        <SizeChoice
                          key={entry.key}
                          type="radio"
                          name="size"
                          value={entry.key}
                          text={entry.label}
                          label={
                            reason
                              ? t("product.unavailableOption", {
                                  option: entry.label,
                                  reason: reasonText(reason),
                                })
                              : entry.label
                          }
                          selected={entry.key === selection.size}
                          disabled={reason !== null}
                          large
                        />
                      );
                    })}
                  </div>
                  {product.sizes.some((entry) => selection.sizeReasons[entry.key]) ? (
                    <ul className="mt-2 text-xs text-ink-muted">
                      {product.sizes
                        .filter((entry) => selection.sizeReasons[entry.key])
                        .map((entry) => (
                          <li key={entry.key}>
                            {t("product.unavailableOption", {
                              option: entry.label,
                              reason: reasonText(selection.sizeReasons[entry.key]!),
                            })}
                          </li>
                        ))}
                    </ul>
                  ) : null}
                </fieldset>
              ) : (
                <input type="hidden" name="size" value={selection.size} />
              )}

              {hydrated ? null : (
                <button
                  type="submit"
                  className="self-start rounded-md border border-line bg-surface-raised px-4 py-2 text-sm font-semibold hover:border-primary-600"
                >
                  {t("product.show")}
                </button>
              )}
            </Form>

            {selection.reason ? (
              <output className="mt-4 block rounded-md border border-error-300 bg-error-50 p-3 text-sm text-error-800 dark:border-error-700 dark:bg-error-900/30 dark:text-error-200">
                {t("product.selectionUnavailable", { reason: reasonText(selection.reason) })}
              </output>
            ) : null}
            {selection.variant ? (
              <p className="mt-3 text-xs text-ink-muted">
                {t("product.sku", { sku: selection.variant.sku })}
              </p>
            ) : null}
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
              {t("product.startDesigning")}
            </LocalizedLink>

            <dl className="mt-6 grid gap-4 border-t border-line pt-6 text-sm">
              <ProductFact Icon={Clock} term={t("product.production")}>
                {t("product.productionDays", product.productionDays)}{" "}
                <LocalizedLink
                  to="/shipping"
                  className="inline-flex items-center gap-1 font-medium text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
                >
                  <Truck aria-hidden="true" className="size-4" />
                  {t("product.shippingLink")}
                </LocalizedLink>
              </ProductFact>
              <ProductFact Icon={Layers} term={t("product.technique")}>
                {product.techniques
                  .map((technique) => t(`techniques.${technique}` as "techniques.dtg"))
                  .join(" · ")}
              </ProductFact>
            </dl>
          </div>
        </div>

        {/* One above the other: the print areas' five columns need the page's whole width. */}
        <div className="mt-12 grid gap-10">
          <section aria-labelledby="product-details" className="min-w-0">
            <h2 id="product-details" className="text-2xl font-bold tracking-tight">
              {t("product.details")}
            </h2>
            <h3 className="mt-4 font-semibold">{t("product.description")}</h3>
            <p className="mt-1 text-ink-muted">{product.description}</p>
            <h3 className="mt-4 font-semibold">{t("product.materials")}</h3>
            <p className="mt-1 text-ink-muted">{product.materials}</p>
            <h3 className="mt-4 font-semibold">{t("product.care")}</h3>
            <p className="mt-1 text-ink-muted">{product.care}</p>
          </section>

          <section aria-labelledby="print-areas" className="min-w-0">
            <h2 id="print-areas" className="text-2xl font-bold tracking-tight">
              {t("product.printAreas.heading")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("product.printAreas.intro")}</p>
            {sizeSpecificAreas ? (
              <p className="mt-2 text-sm font-medium">
                {t("product.printAreas.forSize", { size: sizeLabel })}
              </p>
            ) : null}
            <PrintAreaTable areas={areas} locale={locales[locale].tag} />
          </section>
        </div>

        {product.sizeGuide && hasSizes ? (
          <section aria-labelledby="size-guide" className="mt-12">
            <h2 id="size-guide" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
              <Ruler aria-hidden="true" className="size-6 text-primary-700 dark:text-primary-300" />
              {t("product.sizeGuide.heading")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("product.sizeGuide.intro")}</p>
            <SizeGuideTable product={product} locale={locales[locale].tag} />
          </section>
        ) : null}
      </div>
    </>
  );
}

function ProductFact({ Icon, term, children }: { Icon: IconComponent; term: string; children: ReactNode }) {
  return (
    // A <dl> may hold only <div>s of <dt> and <dd>: the icon goes inside the term.
    <div className="ps-8">
      <dt className="relative font-semibold">
        <Icon
          aria-hidden="true"
          className="absolute -start-8 top-0.5 size-5 text-primary-700 dark:text-primary-300"
        />
        {term}
      </dt>
      <dd className="text-ink-muted">{children}</dd>
    </div>
  );
}

function PrintAreaTable({ areas, locale }: { areas: ProductDetail["printAreas"]; locale: string }) {
  const t = useT("catalogue");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (
    <InfoTable
      caption={t("product.printAreas.heading")}
      columns={[
        t("product.printAreas.area"),
        t("product.printAreas.printSize"),
        t("product.printAreas.artwork"),
        t("product.printAreas.bleed"),
        t("product.printAreas.safeMargin"),
      ]}
    >
      {areas.map((area) => (
        <tr key={`${area.key}-${area.sizeKey ?? ""}`}>
          <th scope="row" className={rowHeaderClass}>
            {area.label}
          </th>
          <td className={`${cellClass} whitespace-nowrap`}>
            {t("product.printAreas.millimetres", {
              width: number.format(area.widthMm),
              height: number.format(area.heightMm),
            })}
            <br />
            <span className="text-ink-muted">
              {t("product.printAreas.inches", {
                width: number.format(area.widthMm / 25.4),
                height: number.format(area.heightMm / 25.4),
              })}
            </span>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {t("product.printAreas.pixels", {
              width: whole.format(area.pixels.recommended.width),
              height: whole.format(area.pixels.recommended.height),
            })}
            <br />
            <span className="text-ink-muted">
              {t("product.printAreas.recommended", { dpi: area.pixels.recommended.dpi })}
              <br />
              {t("product.printAreas.minimum", {
                width: whole.format(area.pixels.minimum.width),
                height: whole.format(area.pixels.minimum.height),
                dpi: area.pixels.minimum.dpi,
              })}
            </span>
          </td>
          <td className={cellClass}>
            {area.bleedMm > 0
              ? t("product.printAreas.margin", { value: number.format(area.bleedMm) })
              : t("product.printAreas.none")}
          </td>
          <td className={cellClass}>
            {area.safeMarginMm > 0
              ? t("product.printAreas.margin", { value: number.format(area.safeMarginMm) })
              : t("product.printAreas.none")}
          </td>
        </tr>
      ))}
    </InfoTable>
  );
}

function SizeGuideTable({ product, locale }: { product: ProductDetail; locale: string }) {
  const t = useT("catalogue");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const guide = product.sizeGuide;
  if (!guide) return null;
  return (
    <InfoTable
      caption={t("product.sizeGuide.heading")}
      columns={[t("product.sizeGuide.size"), ...product.sizes.map((size) => size.label)]}
    >
      {guide.measurements.map((measurement) => (
        <tr key={measurement.key}>
          <th scope="row" className={rowHeaderClass}>
            {t(
              `product.sizeGuide.measurements.${measurement.key}` as "product.sizeGuide.measurements.chestWidth",
            )}
          </th>
          {product.sizes.map((size) => {
            const cm = measurement.values[size.key];
            return (
              <td key={size.key} className={`${cellClass} whitespace-nowrap`}>
                {cm === undefined
                  ? "–"
                  : t("product.sizeGuide.value", { cm: number.format(cm), inches: number.format(cm / 2.54) })}
              </td>
            );
          })}
        </tr>
      ))}
    </InfoTable>
  );
}

/** Structured data for search engines: the product and an offer per variant, in US dollars. */
function ProductJsonLd({ product }: { product: ProductDetail }) {
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
