import type { ReactNode } from "react";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { useRootData } from "#app/utils/root-data.ts";

/** Money as an order shows it: USD charged, with an estimate in the display currency at a frozen rate. */
export type OrderTotals = {
  subtotalCents: number;
  /** A discount code's reduction of the items (docs/decisions/025), shown as its own row. */
  discount?: { code: string; amountCents: number } | null;
  shippingCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  /** The display currency and its units per USD (as on the day), and the rate's date. */
  display: { currency: string; rate: string; rateDate: string; minorUnits?: number };
};

/**
 * The estimate's currency and rate for an order not paid yet: the one frozen on the order when the
 * visitor still displays that currency, otherwise today's rate of the currency they display now.
 */
export function useDisplayEstimate(frozen: OrderTotals["display"]): OrderTotals["display"] {
  const current = useRootData()?.currency;
  if (!current || current.currency === frozen.currency) return frozen;
  return {
    currency: current.currency,
    rate: current.rate,
    rateDate: current.rateUpdatedAt,
    minorUnits: current.minorUnits,
  };
}

/** ISO date (YYYY-MM-DD) shown as a calendar date in the page's language. */
export function useCalendarDate() {
  const tag = locales[useLocale()].tag;
  const format = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
  return (isoDate: string) => format.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

function minorUnitsOf(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/**
 * The totals table of the confirm step, the order page and the receipt: every line in USD (what is
 * charged), and for another display currency "≈ €X · charged $Y · rate of {date}".
 */
export function OrderTotalsTable({ totals, caption }: { totals: OrderTotals; caption?: ReactNode }) {
  const t = useT("order");
  const locale = useLocale();
  const tag = locales[locale].tag;
  const usd = (cents: number) => formatPrice(cents, USD, tag);
  const display = totals.display;
  const converted = display.currency !== "USD";
  const estimate = converted
    ? formatPrice(
        totals.totalCents,
        {
          currency: display.currency,
          rate: display.rate,
          minorUnits: display.minorUnits ?? minorUnitsOf(display.currency),
        },
        tag,
      )
    : null;
  const rateDate = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(display.rateDate),
  );
  const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(
    totals.taxRateBasisPoints / 10_000,
  );
  const row = (label: string, value: string, strong = false) => (
    <tr className={strong ? "border-t border-line font-semibold" : undefined}>
      <th scope="row" className="py-1.5 text-start font-normal">
        {label}
      </th>
      <td className="py-1.5 text-end tabular-nums">{value}</td>
    </tr>
  );
  return (
    <div>
      <table className="w-full text-sm">
        {caption ? <caption className="mb-2 text-start font-semibold">{caption}</caption> : null}
        <tbody>
          {row(t("totals.subtotal"), usd(totals.subtotalCents))}
          {totals.discount
            ? row(
                t("totals.discount", { code: totals.discount.code }),
                `−${usd(totals.discount.amountCents)}`,
              )
            : null}
          {row(t("totals.shipping"), usd(totals.shippingCents))}
          {row(
            totals.taxRateBasisPoints > 0 ? t("totals.tax", { rate: percent }) : t("totals.noTax"),
            usd(totals.taxCents),
          )}
          {row(t("totals.total"), usd(totals.totalCents), true)}
        </tbody>
      </table>
      {estimate ? (
        <p className="mt-2 text-sm text-ink-muted" data-testid="charge-estimate">
          {t("totals.estimate", { estimate, charged: usd(totals.totalCents), date: rateDate })}
        </p>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t("totals.chargedInUsd")}</p>
      )}
    </div>
  );
}
