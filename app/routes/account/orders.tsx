import { Form } from "react-router";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { orderListQuerySchema, orderStatusValues } from "#core/schemas/order.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, splitLocale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { listOrders } from "#server/services/orders.ts";
import type { Route } from "./+types/orders.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const query = orderListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listOrders(db, {
    userId: user.id,
    status: query.status,
    page: query.page,
    language: locale,
  });
  return { ...list, status: query.status ?? null };
}

export const handle: MessagesHandle = { messages: ["order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("order");
  const locale = useLocale();
  const tag = locales[locale].tag;
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium" });
  return (
    <>
      <PageSeo title={t("orders.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("orders.title")}</h1>
      {/* A plain GET form: the filter is part of the address and works without scripts. */}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="orders-status" className="mb-1 block text-sm font-medium">
            {t("orders.filter")}
          </label>
          <select
            id="orders-status"
            name="status"
            defaultValue={loaderData.status ?? ""}
            className="rounded-md border border-line bg-surface px-3 py-2 text-sm"
          >
            <option value="">{t("orders.allStatuses")}</option>
            {orderStatusValues.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary">
          {t("orders.apply")}
        </button>
      </Form>
      {loaderData.orders.length === 0 ? (
        <div className="mt-6 rounded-lg border border-line p-6">
          <p>{loaderData.status ? t("orders.noneWithStatus") : t("orders.none")}</p>
          <LocalizedLink to="/products" className="btn mt-4 inline-flex">
            {t("cart.browse")}
          </LocalizedLink>
        </div>
      ) : (
        <table className="mt-6 w-full text-sm">
          <caption className="sr-only">{t("orders.caption", { count: loaderData.total })}</caption>
          <thead>
            <tr className="border-b border-line text-start">
              <th scope="col" className="py-2 text-start font-medium">
                {t("orders.colOrder")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("orders.colPlaced")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("orders.colItems")}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t("orders.colStatus")}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t("orders.colTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.orders.map((order) => (
              <tr key={order.sn} className="border-b border-line">
                <td className="py-3">
                  <LocalizedLink to={`/account/orders/${order.sn}`} className="font-mono underline">
                    {order.sn.slice(0, 8).toUpperCase()}
                  </LocalizedLink>
                </td>
                <td className="py-3">{date.format(new Date(order.placedAt))}</td>
                <td className="py-3">
                  {t("orders.items", { count: order.itemCount, first: order.firstItem })}
                </td>
                <td className="py-3">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="py-3 text-end">{formatPrice(order.totalCents, USD, tag)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} label={t("orders.pagination")} />
    </>
  );
}
