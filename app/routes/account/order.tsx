import { data, Form, useSearchParams } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { AddressLines } from "#app/components/address-lines.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderItemsList } from "#app/components/order-items.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { OrderTotalsTable, useCalendarDate } from "#app/components/order-summary.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#app/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { cancelForCustomer } from "#app/utils/orders.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath, splitLocale } from "#app/utils/locales.ts";
import { pageNotFound } from "#app/utils/locale-scope.server.ts";
import { trackingUrl } from "#app/utils/tracking.ts";
import { IllegalTransition } from "#server/services/order-lifecycle.ts";
import {
  findOrderBySn,
  orderAgain,
  orderRenders,
  OrderNotFoundForCustomer,
} from "#server/services/orders.ts";
import type { Route } from "./+types/order.ts";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const order = await findOrderBySn(db, params.sn, user.id, locale);
  // Someone else's order is as absent as one that does not exist.
  if (!order?.isOwner) throw pageNotFound(url.pathname);
  const renders = await orderRenders(db, order);
  return { order, renders: Object.fromEntries(renders) };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const here = localizePath(`/account/orders/${params.sn}`, locale);
  try {
    if (intent === "cancel") {
      const { from } = await cancelForCustomer(context, {
        userId: user.id,
        sn: params.sn,
        origin: url.origin,
      });
      return redirectWithSuccess(here, from === "paid" ? t("detail.cancelledRefund") : t("detail.cancelled"));
    }
    if (intent === "again") {
      const { added, skipped } = await orderAgain(db, { userId: user.id, sn: params.sn, now: now() });
      const message =
        skipped > 0 ? t("detail.againPartly", { count: added }) : t("detail.againDone", { count: added });
      return redirectWithSuccess(localizePath("/order/product", locale), message);
    }
  } catch (error) {
    if (error instanceof OrderNotFoundForCustomer) throw pageNotFound(url.pathname);
    if (error instanceof IllegalTransition) {
      return data({ error: t("detail.cannotCancel") }, { status: 409 });
    }
    throw error;
  }
  return data({ error: t("detail.unknownAction") }, { status: 400 });
}

export const handle: MessagesHandle = { messages: ["order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { order, renders } = loaderData;
  const t = useT("order");
  const locale = useLocale();
  const tag = locales[locale].tag;
  const calendar = useCalendarDate();
  const [search] = useSearchParams();
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const cancellable = order.status === "pending_payment" || order.status === "paid";
  const confirmingCancel = search.get("cancel") === "1" && cancellable;
  const reference = order.sn.slice(0, 8).toUpperCase();
  return (
    <>
      <PageSeo title={t("detail.title", { reference })} />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("detail.title", { reference })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-2 text-sm text-ink-muted">
        {t("detail.placed", { date: dateTime.format(new Date(order.placedAt)) })}
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 text-error-700 dark:text-error-300">
          {actionData.error}
        </p>
      ) : null}
      {order.status === "on_hold" && order.holdReason ? (
        <output className="mt-4 block rounded-lg border border-error-600 p-4">
          <span className="block font-semibold">{t("detail.onHold")}</span>
          <span className="mt-1 block">{order.holdReason}</span>
        </output>
      ) : null}
      {order.status === "pending_payment" ? (
        <div className="mt-4 rounded-lg border border-line p-4">
          <p>{t("detail.awaitingPayment")}</p>
          <LocalizedLink to={`/order/payment?sn=${order.sn}`} className="btn mt-3 inline-flex">
            {t("detail.payNow")}
          </LocalizedLink>
        </div>
      ) : null}
      {order.tracking ? (
        <p className="mt-4">
          {t("detail.tracking", { carrier: order.tracking.carrier })}{" "}
          {trackingUrl(order.tracking.carrier, order.tracking.number) ? (
            <a
              href={trackingUrl(order.tracking.carrier, order.tracking.number) ?? undefined}
              className="font-mono underline"
              rel="noopener noreferrer"
              target="_blank"
            >
              {order.tracking.number}
            </a>
          ) : (
            <span className="font-mono">{order.tracking.number}</span>
          )}
        </p>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="order-items">
          <h2 id="order-items" className="text-xl font-semibold">
            {t("detail.items")}
          </h2>
          <OrderItemsList items={order.items} renders={renders} />
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="order-delivery">
            <h2 id="order-delivery" className="text-lg font-semibold">
              {t("detail.delivery")}
            </h2>
            {order.customer ? <AddressLines address={order.customer.address} className="mt-2" /> : null}
            <p className="mt-2 text-sm">
              {t(`method.${order.shippingMethod}`)} ·{" "}
              {t("detail.window", { from: calendar(order.deliveryFrom), to: calendar(order.deliveryTo) })}
            </p>
          </section>
          <OrderTotalsTable totals={order} caption={t("detail.payment")} />
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to={`/account/orders/${order.sn}/receipt`} className="btn-secondary">
              {t("detail.receipt")}
            </LocalizedLink>
            <Form method="post">
              <button type="submit" name="intent" value="again" className="btn-secondary">
                {t("detail.again")}
              </button>
            </Form>
          </div>
          {cancellable ? (
            confirmingCancel ? (
              <Form method="post" className="rounded-lg border border-error-600 p-4">
                <p>{order.status === "paid" ? t("detail.cancelQuestionPaid") : t("detail.cancelQuestion")}</p>
                <div className="mt-3 flex gap-3">
                  <button type="submit" name="intent" value="cancel" className="btn-danger">
                    {t("detail.cancelConfirm")}
                  </button>
                  <LocalizedLink to={`/account/orders/${order.sn}`} className="btn-quiet">
                    {t("detail.keep")}
                  </LocalizedLink>
                </div>
              </Form>
            ) : (
              <LocalizedLink to={`/account/orders/${order.sn}?cancel=1`} className="btn-quiet text-error-700">
                {t("detail.cancel")}
              </LocalizedLink>
            )
          ) : null}
        </aside>
      </div>

      <section aria-labelledby="order-timeline" className="mt-10">
        <h2 id="order-timeline" className="text-xl font-semibold">
          {t("detail.timeline")}
        </h2>
        <ol className="mt-3 space-y-2 border-s border-line ps-4">
          {order.events.map((event, index) => (
            <li key={index}>
              <time dateTime={event.at} className="text-sm text-ink-muted">
                {dateTime.format(new Date(event.at))}
              </time>{" "}
              <span className="font-medium">{t(`status.${event.toStatus}`)}</span>
              {event.note ? (
                <span className="text-sm">
                  {" "}
                  — {event.note === "expired" ? t("detail.expired") : event.note}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
