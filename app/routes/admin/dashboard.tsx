import { DailyChart } from "#app/components/daily-chart.tsx";
import { Hourglass } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { loadDashboard, type DailySales } from "#server/services/dashboard.ts";
import type { Route } from "./+types/dashboard.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  return loadDashboard(db, now());
}

// Status names come from the order messages, the one list of them.
export const handle: MessagesHandle = { messages: ["catalogueAdmin", "order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

const HOUR_MS = 60 * 60 * 1000;

/** The best day of a series (the first of equals), or null when nothing happened. */
function bestDay(days: DailySales[], value: (day: DailySales) => number): DailySales | null {
  let best: DailySales | null = null;
  for (const day of days) if (value(day) > 0 && (!best || value(day) > value(best))) best = day;
  return best;
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const tag = locales[locale].tag;
  const money = (cents: number) => formatPrice(cents, USD, tag);
  const count = new Intl.NumberFormat(tag);
  // Every date on this page is a UTC calendar day, as the figures are.
  const shortDay = new Intl.DateTimeFormat(tag, { month: "short", day: "numeric", timeZone: "UTC" });
  const longDay = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
  const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const { days, totals, discounts, byStatus, oldestWaiting } = loaderData;
  const from = longDay.format(dayOf(days[0]?.day ?? ""));
  const to = longDay.format(dayOf(days.at(-1)?.day ?? ""));
  const bestRevenue = bestDay(days, (day) => day.revenueCents);
  const bestOrders = bestDay(days, (day) => day.orders);
  const paidAt = new Intl.DateTimeFormat(tag, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });

  return (
    <>
      <PageSeo title={t("dashboard.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("dashboard.title")}</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">{t("dashboard.intro")}</p>

      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-line bg-surface-raised p-5">
          <dt className="text-sm text-ink-muted">{t("dashboard.revenueTotal")}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{money(totals.revenueCents)}</dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-5">
          <dt className="text-sm text-ink-muted">{t("dashboard.ordersTotal")}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{count.format(totals.orders)}</dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-5">
          <dt className="text-sm text-ink-muted">{t("dashboard.discountsTotal")}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{money(discounts.cents)}</dd>
          <dd className="text-sm text-ink-muted">
            {t("dashboard.discountsOrders", { count: discounts.orders })}
          </dd>
        </div>
      </dl>

      <section
        aria-labelledby="sales-title"
        className="mt-8 rounded-xl border border-line bg-surface-raised p-5"
      >
        <h2 id="sales-title" className="text-lg font-bold tracking-tight">
          {t("dashboard.revenueChart")}
        </h2>
        <DailyChart
          points={days.map((day) => ({ day: day.day, value: day.revenueCents }))}
          title={t("dashboard.revenueChart")}
          description={
            bestRevenue
              ? t("dashboard.revenueDescription", {
                  total: money(totals.revenueCents),
                  from,
                  to,
                  bestDay: longDay.format(dayOf(bestRevenue.day)),
                  best: money(bestRevenue.revenueCents),
                })
              : t("dashboard.noSales", { from, to })
          }
          formatValue={money}
          minTop={10_000}
          formatDay={(day) => shortDay.format(dayOf(day))}
          barClassName="fill-primary-600"
        />
        <h2 className="mt-6 text-lg font-bold tracking-tight">{t("dashboard.ordersChart")}</h2>
        <DailyChart
          points={days.map((day) => ({ day: day.day, value: day.orders }))}
          title={t("dashboard.ordersChart")}
          description={
            bestOrders
              ? t("dashboard.ordersDescription", {
                  total: count.format(totals.orders),
                  from,
                  to,
                  bestDay: longDay.format(dayOf(bestOrders.day)),
                  best: count.format(bestOrders.orders),
                })
              : t("dashboard.noSales", { from, to })
          }
          formatValue={(value) => count.format(value)}
          formatDay={(day) => shortDay.format(dayOf(day))}
          integers
          barClassName="fill-secondary-600"
        />
        <p className="mt-3 text-sm text-ink-muted">{t("dashboard.definition")}</p>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-primary-700 dark:text-primary-300">
            {t("dashboard.showTable")}
          </summary>
          <table className="mt-3 w-full max-w-xl text-sm">
            <caption className="mb-2 text-start text-ink-muted">
              {t("dashboard.tableCaption", { from, to })}
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1.5 text-start font-medium">
                  {t("dashboard.colDay")}
                </th>
                <th scope="col" className="py-1.5 text-end font-medium">
                  {t("dashboard.colOrders")}
                </th>
                <th scope="col" className="py-1.5 text-end font-medium">
                  {t("dashboard.colRevenue")}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line">
                  <th scope="row" className="py-1.5 text-start font-normal">
                    <time dateTime={day.day}>{longDay.format(dayOf(day.day))}</time>
                  </th>
                  <td className="py-1.5 text-end tabular-nums">{count.format(day.orders)}</td>
                  <td className="py-1.5 text-end tabular-nums">{money(day.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="statuses-title"
          className="rounded-xl border border-line bg-surface-raised p-5"
        >
          <h2 id="statuses-title" className="text-lg font-bold tracking-tight">
            {t("dashboard.statuses")}
          </h2>
          <table className="mt-3 w-full text-sm">
            <caption className="sr-only">{t("dashboard.statusesCaption")}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("dashboard.colStatus")}</th>
                <th scope="col">{t("dashboard.colCount")}</th>
              </tr>
            </thead>
            <tbody>
              {byStatus.map((entry) => (
                <tr key={entry.status} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 text-start font-normal">
                    <OrderStatusBadge status={entry.status} />
                  </th>
                  <td className="py-2 text-end font-semibold tabular-nums">{count.format(entry.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section
          aria-labelledby="waiting-title"
          className="rounded-xl border border-line bg-surface-raised p-5"
        >
          <h2 id="waiting-title" className="text-lg font-bold tracking-tight">
            {t("dashboard.waiting")}
          </h2>
          {oldestWaiting ? (
            <div className="mt-3 flex gap-3">
              <Hourglass aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-600" />
              <div>
                <p className="font-semibold">
                  {oldestWaiting.waitedMs < HOUR_MS
                    ? t("dashboard.waitedUnderHour")
                    : oldestWaiting.waitedMs < 48 * HOUR_MS
                      ? t("dashboard.waitedHours", { count: Math.floor(oldestWaiting.waitedMs / HOUR_MS) })
                      : t("dashboard.waitedDays", {
                          count: Math.floor(oldestWaiting.waitedMs / (24 * HOUR_MS)),
                        })}
                </p>
                <p className="mt-1 text-sm">
                  {t("dashboard.waitingOrder", { reference: oldestWaiting.sn.slice(0, 8).toUpperCase() })}
                  {" · "}
                  {t("dashboard.waitingPaid", { date: paidAt.format(new Date(oldestWaiting.paidAt)) })}
                </p>
                <LocalizedLink to={`/admin/orders/${oldestWaiting.sn}`} className="btn-small mt-3">
                  {t("dashboard.openOrder")}
                </LocalizedLink>
              </div>
            </div>
          ) : (
            <p className="mt-3 text-sm text-ink-muted">{t("dashboard.waitingNone")}</p>
          )}
        </section>
      </div>
    </>
  );
}
