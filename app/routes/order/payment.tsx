import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import { useEffect } from "react";
import { AddressLines } from "#app/components/address-lines.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderItemsList } from "#app/components/order-items.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { OrderSteps } from "#app/components/order-steps.tsx";
import { OrderTotalsTable, useDisplayEstimate } from "#app/components/order-summary.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { shopperOf } from "#app/edge/shoppers.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { requestOrigin } from "#app/edge/auth-flow.server.ts";
import { KeepOrderForm } from "#app/components/order-payment/keep-order-form.tsx";
import { getInstance } from "#app/middleware/i18next.ts";
import { keepOrderSchema, orderSnSchema } from "#core/schemas/order.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath, splitLocale } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { findOrderBySn, guestOrderOwner, latestPayment, orderRow } from "#server/services/orders.ts";
import { keepGuestOrder } from "#server/commands/shoppers.ts";
import { cancelOrderAsCustomer } from "#server/commands/orders.ts";
import { redirectWithSuccess } from "remix-toast";
import { CancelOrder } from "#app/components/order-cancel.tsx";
import { PaymentRefused, startPayment } from "#server/services/payments.ts";
import type { Route } from "./+types/payment.ts";

/**
 * `/order/payment?sn=…` (spec: no guard; without `sn`, back to the home page). Anyone holding the
 * link sees the order's status, items and total and may pay it; only its owner (the account, or
 * the guest's browser that placed it) sees who and where it goes. That guest may cancel it while
 * an account could, and once it is paid keep it in a new account (docs/decisions/026).
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const sn = url.searchParams.get("sn");
  if (!sn) throw redirect(localizePath("/", locale));
  const parsed = orderSnSchema.safeParse(sn);
  const viewer = await shopperOf(context, request);
  const order = parsed.success ? await findOrderBySn(db, parsed.data, viewer, locale) : null;
  if (!order) throw pageNotFound(url.pathname);
  const payment = await latestPayment(db, order.id);
  const guest =
    viewer && "designerSessionId" in viewer && order.isOwner
      ? await guestOrderOwner(db, order.sn, viewer.designerSessionId)
      : null;
  return {
    order: { ...order, id: undefined },
    // The guest who placed it: whether it can still go into an account, and to which email.
    guest: guest ? { email: guest.email, keepable: guest.paid && !guest.claimed } : null,
    payment: payment ? { status: payment.status, failure: payment.failure } : null,
    returned: url.searchParams.get("returned"),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now, payments, config } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  const parsed = orderSnSchema.safeParse(url.searchParams.get("sn"));
  const found = parsed.success ? await findOrderBySn(db, parsed.data, null, locale) : null;
  if (!found) throw pageNotFound(url.pathname);
  const form = await readFormData(request);
  if (form.get("intent") === "keep") return keepOrder({ request, context, url, form, sn: found.sn });
  if (form.get("intent") === "cancel") return cancelAsGuest({ request, context, url, sn: found.sn });
  if (form.get("intent") !== "pay") return data({ error: t("payment.unknownAction") }, { status: 400 });
  const order = await orderRow(db, found.id);
  if (!order) throw pageNotFound(url.pathname);
  const back = `${config.publicUrl ?? url.origin}${localizePath("/order/payment", locale)}?sn=${order.sn}`;
  try {
    const checkout = await startPayment(db, payments, {
      order,
      successUrl: `${back}&returned=paid`,
      cancelUrl: `${back}&returned=cancelled`,
      now: now(),
    });
    return redirect(checkout.url);
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    return data({ error: t("payment.notPayable") }, { status: 409 });
  }
}

/**
 * The guest cancels the order their browser placed (as an account does from its order page):
 * back to this page with the outcome as a toast, or the refusal said here.
 */
async function cancelAsGuest(options: {
  request: Request;
  context: Route.ActionArgs["context"];
  url: URL;
  sn: string;
}) {
  const { request, context, url, sn } = options;
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  const viewer = await shopperOf(context, request);
  if (!viewer || !("designerSessionId" in viewer)) throw pageNotFound(url.pathname);
  try {
    const { from } = await cancelOrderAsCustomer(context.get(servicesContext), {
      owner: viewer,
      sn,
      requestOrigin: url.origin,
    });
    const here = `${localizePath("/order/payment", locale)}?sn=${sn}`;
    return redirectWithSuccess(here, from === "paid" ? t("detail.cancelledRefund") : t("detail.cancelled"));
  } catch (error) {
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    if (refusal.status === 404) throw pageNotFound(url.pathname);
    return data({ error: refusal.message }, { status: refusal.status });
  }
}

/** The guest's "keep this order in an account" form: the account is made, its link mailed. */
async function keepOrder(options: {
  request: Request;
  context: Route.ActionArgs["context"];
  url: URL;
  form: FormData;
  sn: string;
}) {
  const { request, context, url, form, sn } = options;
  const { locale } = splitLocale(url.pathname);
  const submission = parseWithZod(form, { schema: keepOrderSchema });
  if (submission.status !== "success") {
    return data({ keepReply: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const viewer = await shopperOf(context, request);
  try {
    if (!viewer || !("designerSessionId" in viewer)) throw pageNotFound(url.pathname);
    const origin = requestOrigin(context, url);
    const kept = await keepGuestOrder(context.get(servicesContext), {
      designerSessionId: viewer.designerSessionId,
      sn,
      password: submission.value.password,
      locale,
      origin: origin.origin,
      ip: origin.ip,
    });
    return { kept: kept.email };
  } catch (error) {
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    return data(
      { keepReply: submission.reply({ formErrors: [refusal.message], hideFields: ["password"] }) },
      { status: refusal.status },
    );
  }
}

export const handle: MessagesHandle = { messages: ["order", "payment"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** After paying, the provider's word may be a moment behind the customer: ask again until it lands. */
const REFRESH_MS = 1500;

export default function OrderPaymentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("order");
  const tp = useT("payment");
  const locale = useLocale();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const { order, payment, returned, guest } = loaderData;
  // Not paid yet: the estimate follows the currency the customer displays now.
  const display = useDisplayEstimate(order.display);
  const waiting =
    order.status === "pending_payment" &&
    returned === "paid" &&
    payment?.status === "open" &&
    !payment.failure;
  useEffect(() => {
    if (!waiting || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, revalidator]);
  const reference = order.sn.slice(0, 8).toUpperCase();
  return (
    <>
      <PageSeo title={t("payment.title", { reference })} />
      {waiting ? (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      ) : null}
      {order.isOwner ? <OrderSteps current="payment" /> : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("payment.title", { reference })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <output className="mt-4 block">
        {order.status === "pending_payment" ? (
          waiting ? (
            <span>{t("payment.confirming")}</span>
          ) : payment?.failure ? (
            <span className="text-error-700 dark:text-error-300">
              {tp(`declines.${payment.failure}` as never)} {t("payment.tryAgain")}
            </span>
          ) : returned === "cancelled" ? (
            <span>{t("payment.cancelled")}</span>
          ) : (
            <span>{t("payment.pending")}</span>
          )
        ) : order.status === "cancelled" || order.status === "refunded" ? (
          <span>{t("payment.closed")}</span>
        ) : (
          <span className="font-semibold text-primary-700 dark:text-primary-300">{t("payment.paid")}</span>
        )}
      </output>
      {actionData && "error" in actionData ? (
        <p role="alert" className="mt-2 text-error-700 dark:text-error-300">
          {actionData.error}
        </p>
      ) : null}
      {order.status === "pending_payment" ? (
        <Form method="post" className="mt-4">
          <button
            type="submit"
            name="intent"
            value="pay"
            className="btn"
            disabled={navigation.state !== "idle"}
          >
            {t("payment.pay", { amount: formatPrice(order.totalCents, USD, locales[locale].tag) })}
          </button>
          <p className="mt-2 text-sm text-ink-muted">{t("payment.usdOnly")}</p>
        </Form>
      ) : null}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="payment-items">
          <h2 id="payment-items" className="text-xl font-semibold">
            {t("detail.items")}
          </h2>
          <OrderItemsList items={order.items} />
        </section>
        <aside className="space-y-6">
          {order.customer ? (
            <section aria-labelledby="payment-delivery">
              <h2 id="payment-delivery" className="text-lg font-semibold">
                {t("detail.delivery")}
              </h2>
              <AddressLines address={order.customer.address} className="mt-2" />
            </section>
          ) : null}
          <OrderTotalsTable totals={{ ...order, display }} caption={t("detail.payment")} />
          {order.isOwner && !guest ? (
            <LocalizedLink to={`/account/orders/${order.sn}`} className="btn-secondary inline-flex">
              {t("payment.seeOrder")}
            </LocalizedLink>
          ) : null}
          {guest && order.paidAt ? (
            <LocalizedLink to={`/account/orders/${order.sn}/receipt`} className="btn-secondary inline-flex">
              {t("payment.receipt")}
            </LocalizedLink>
          ) : null}
          {guest ? <CancelOrder status={order.status} href={`/order/payment?sn=${order.sn}`} /> : null}
        </aside>
      </div>
      {guest?.keepable ? (
        <KeepOrderForm
          email={guest.email}
          kept={actionData && "kept" in actionData ? actionData.kept : null}
          reply={actionData && "keepReply" in actionData ? actionData.keepReply : null}
        />
      ) : null}
    </>
  );
}
