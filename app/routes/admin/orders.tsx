import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { ListFilter, ListSearch } from "#app/components/list-search.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { servicesContext } from "#server/context.ts";
import { operatorOrdersQuerySchema } from "#core/schemas/fulfilment.ts";
import { orderStatusValues, type OrderStatus } from "#core/schemas/order.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, splitLocale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { queueCounts, searchOrders } from "#server/services/fulfilment.ts";
import type { Route } from "./+types/orders.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const query = operatorOrdersQuerySchema.parse(Object.fromEntries(url.searchParams));
  const [counts, list] = await Promise.all([
    queueCounts(db),
    searchOrders(db, { status: query.status, query: query.q, page: query.page, language: locale }),
  ]);
  return { ...list, counts, status: query.status ?? null, q: query.q ?? "" };
}

export const handle: MessagesHandle = { messages: ["fulfilment", "order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** The queues an operator works through, in the order a parcel goes through them. */
const tabs = [
  { status: "paid", label: "queue.toPrint" },
  { status: "on_hold", label: "queue.onHold" },
  { status: "in_production", label: "queue.toShip" },
  { status: "shipped", label: "queue.shipped" },
  { status: null, label: "queue.all" },
] as const satisfies readonly { status: OrderStatus | null; label: string }[];

export default function OrdersQueueRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("fulfilment");
  const to = useT("order");
  const tag = locales[useLocale()].tag;
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const { counts, status, q } = loaderData;
  const total = Object.values(counts).reduce((sum, value) => sum + value, 0);
  return (
    <>
      <PageSeo title={t("queue.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("queue.title")}</h1>
      <nav aria-label={t("queue.tabs")} className="mt-6 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {tabs.map((tab) => {
            const current = tab.status === status && !q;
            const count = tab.status ? counts[tab.status] : total;
            return (
              <li key={tab.label}>
                <LocalizedLink
                  to={tab.status ? `/admin/orders?status=${tab.status}` : "/admin/orders"}
                  aria-current={current ? "page" : undefined}
                  className={`block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap ${
                    current
                      ? "border-primary-700 text-primary-800 dark:text-primary-200"
                      : "border-transparent text-ink-muted hover:border-line hover:text-ink"
                  }`}
                >
                  {t("queue.tab", { label: t(tab.label), count })}
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      </nav>

      <ListSearch
        id="orders-query"
        label={t("queue.searchLabel")}
        query={q}
        button={t("queue.submit")}
        maxLength={100}
        after={
          q ? (
            <LocalizedLink to="/admin/orders" className="btn-quiet">
              {t("queue.clear")}
            </LocalizedLink>
          ) : null
        }
      >
        <ListFilter
          id="orders-status"
          name="status"
          label={t("queue.status")}
          value={status ?? ""}
          options={[
            { value: "", label: t("queue.allStatuses") },
            ...orderStatusValues.map((value) => ({ value, label: to(`status.${value}`) })),
          ]}
        />
      </ListSearch>

      {loaderData.orders.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-6">
          {q ? t("queue.noneFound", { query: q }) : t("queue.none")}
        </p>
      ) : (
        <ScrollRegion className="mt-6" label={t("queue.caption", { count: loaderData.total })}>
          <table className="w-full text-sm">
            <caption className="pb-2 text-start text-ink-muted">
              {t("queue.caption", { count: loaderData.total })}
            </caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("queue.colOrder")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("queue.colCustomer")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("queue.colPlaced")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("queue.colItems")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("queue.colStatus")}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t("queue.colTotal")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.orders.map((order) => (
                <tr key={order.sn} className="border-b border-line align-top">
                  <td className="py-3 pe-3">
                    <LocalizedLink
                      to={`/admin/orders/${order.sn}`}
                      className="font-mono font-semibold underline"
                    >
                      {order.sn.slice(0, 8).toUpperCase()}
                    </LocalizedLink>
                  </td>
                  <td className="py-3 pe-3">
                    <span className="block">{order.name}</span>
                    <span className="block text-ink-muted">{order.email}</span>
                  </td>
                  <td className="py-3 pe-3 whitespace-nowrap">{date.format(new Date(order.placedAt))}</td>
                  <td className="py-3 pe-3">
                    {t("queue.items", { count: order.itemCount, first: order.firstItem })}
                  </td>
                  <td className="py-3 pe-3">
                    <OrderStatusBadge status={order.status} />
                    {order.customerWroteLast ? (
                      <span className="mt-1 block text-xs font-semibold text-secondary-800 dark:text-secondary-300">
                        {t("queue.answered")}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-3 text-end tabular-nums">{formatPrice(order.totalCents, USD, tag)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} label={t("queue.pagination")} />
    </>
  );
}
