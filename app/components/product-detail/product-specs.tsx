import type { ReactNode } from "react";
import { cellClass, InfoTable, rowHeaderClass } from "#app/components/info-table.tsx";
import type { IconComponent } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { formatPercent } from "#core/pricing.ts";
import type { ProductDetail } from "#server/services/catalogue.ts";

/** One fact of the product (production time, technique) with its icon. */
export function ProductFact({
  Icon,
  term,
  children,
}: {
  Icon: IconComponent;
  term: string;
  children: ReactNode;
}) {
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

/** The quantity price breaks, as one line: "5% off from 12 pieces, 10% off from 24 pieces…". */
export function quantityPrices(
  tiers: ProductDetail["priceTiers"],
  t: ReturnType<typeof useT<"product">>,
  locale: string,
): string {
  return tiers
    .map((tier) =>
      t("pricing.tier", { count: tier.minQuantity, percent: formatPercent(tier.percentOff, locale) }),
    )
    .join(", ");
}

/**
 * What printing more than one area adds, when it adds anything: one area is in the price, each
 * other adds its own (core/pricing.ts).
 */
export function ExtraAreaPrices({
  areas,
  format,
}: {
  areas: ProductDetail["printAreas"];
  format: (usdCents: number) => string;
}) {
  const t = useT("product");
  const byKey = [...new Map(areas.map((area) => [area.key, area])).values()];
  if (byKey.length < 2 || byKey.every((area) => area.priceCents === 0)) return null;
  return (
    <p className="mt-2 text-ink-muted" data-testid="extra-area-prices">
      {t("pricing.extraAreas", {
        areas: byKey
          .map((area) => t("pricing.extraArea", { area: area.label, amount: format(area.priceCents) }))
          .join(", "),
      })}
    </p>
  );
}

/** Each print area's size, position and resolution, for the chosen size. */
export function PrintAreaTable({ areas, locale }: { areas: ProductDetail["printAreas"]; locale: string }) {
  const t = useT("product");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (
    <InfoTable
      caption={t("printAreas.heading")}
      columns={[
        t("printAreas.area"),
        t("printAreas.printSize"),
        t("printAreas.artwork"),
        t("printAreas.bleed"),
        t("printAreas.safeMargin"),
      ]}
    >
      {areas.map((area) => (
        <tr key={`${area.key}-${area.sizeKey ?? ""}`}>
          <th scope="row" className={rowHeaderClass}>
            {area.label}
          </th>
          <td className={`${cellClass} whitespace-nowrap`}>
            {t("printAreas.millimetres", {
              width: number.format(area.widthMm),
              height: number.format(area.heightMm),
            })}
            <br />
            <span className="text-ink-muted">
              {t("printAreas.inches", {
                width: number.format(area.widthMm / 25.4),
                height: number.format(area.heightMm / 25.4),
              })}
            </span>
          </td>
          <td className={`${cellClass} whitespace-nowrap`}>
            {t("printAreas.pixels", {
              width: whole.format(area.pixels.recommended.width),
              height: whole.format(area.pixels.recommended.height),
            })}
            <br />
            <span className="text-ink-muted">
              {t("printAreas.recommended", { dpi: area.pixels.recommended.dpi })}
              <br />
              {t("printAreas.minimum", {
                width: whole.format(area.pixels.minimum.width),
                height: whole.format(area.pixels.minimum.height),
                dpi: area.pixels.minimum.dpi,
              })}
            </span>
          </td>
          <td className={cellClass}>
            {area.bleedMm > 0
              ? t("printAreas.margin", { value: number.format(area.bleedMm) })
              : t("printAreas.none")}
          </td>
          <td className={cellClass}>
            {area.safeMarginMm > 0
              ? t("printAreas.margin", { value: number.format(area.safeMarginMm) })
              : t("printAreas.none")}
          </td>
        </tr>
      ))}
    </InfoTable>
  );
}

export function SizeGuideTable({ product, locale }: { product: ProductDetail; locale: string }) {
  const t = useT("product");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const guide = product.sizeGuide;
  if (!guide) return null;
  return (
    <InfoTable
      caption={t("sizeGuide.heading")}
      columns={[t("sizeGuide.size"), ...product.sizes.map((size) => size.label)]}
    >
      {guide.measurements.map((measurement) => (
        <tr key={measurement.key}>
          <th scope="row" className={rowHeaderClass}>
            {t(`sizeGuide.measurements.${measurement.key}` as "sizeGuide.measurements.chestWidth")}
          </th>
          {product.sizes.map((size) => {
            const cm = measurement.values[size.key];
            return (
              <td key={size.key} className={`${cellClass} whitespace-nowrap`}>
                {cm === undefined
                  ? "–"
                  : t("sizeGuide.value", { cm: number.format(cm), inches: number.format(cm / 2.54) })}
              </td>
            );
          })}
        </tr>
      ))}
    </InfoTable>
  );
}
