import { AuditLines, Timeline } from "#app/components/admin-order/order-history.tsx";
import { OrderActions } from "#app/components/admin-order/order-actions.tsx";
import { CustomerSection, DeliverySection } from "#app/components/admin-order/order-customer.tsx";
import { HoldNotice, OrderFacts, TrackingLine } from "#app/components/admin-order/order-overview.tsx";
import { Payments } from "#app/components/admin-order/order-payments.tsx";
import { PrintFiles } from "#app/components/admin-order/print-files.tsx";
import { OperatorMessages } from "#app/components/operator-messages.tsx";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { z } from "zod";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderItemsList } from "#app/components/order-items.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { OrderTotalsTable } from "#app/components/order-summary.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireOperator } from "#app/middleware/operator-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  cancelFormSchema,
  holdFormSchema,
  operatorMessageFormSchema,
  releaseFormSchema,
  shipFormSchema,
  useFileFormSchema,
} from "#core/schemas/fulfilment.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import {
  addOrderMessage,
  holdOrder,
  markDelivered,
  operatorOrder,
  releaseOrder,
  shipOrder,
  startProduction,
  type FulfilmentAction,
} from "#server/services/fulfilment.ts";
import { cancelOrderAsOperator, printMessageFile } from "#server/commands/fulfilment.ts";
import { artworkLayers, printCanChange } from "#server/services/order-artwork.ts";
import type { Route } from "./+types/order.ts";

/** Forms without fields still answer through conform, so every refusal is shown the same way. */
const noFieldsSchema = z.object({});

const schemas = {
  startProduction: noFieldsSchema,
  hold: holdFormSchema,
  release: releaseFormSchema,
  ship: shipFormSchema,
  deliver: noFieldsSchema,
  cancel: cancelFormSchema,
  message: operatorMessageFormSchema,
  useFile: useFileFormSchema,
} satisfies Record<FulfilmentAction, z.ZodType>;

const isAction = (value: string): value is FulfilmentAction => Object.hasOwn(schemas, value);

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const order = await operatorOrder(db, params.sn, locale);
  if (!order) throw pageNotFound(url.pathname);
  const { id, ...visible } = order;
  return {
    order: visible,
    layers: await artworkLayers(db, id, locale),
    canChangePrint: printCanChange(order.status),
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  const operator = requireOperator(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "fulfilment");
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  if (!isAction(intent)) {
    return data(
      {
        intent,
        reply: { status: "error", error: { "": [t("errors.unknownAction")] } } as SubmissionResult<string[]>,
      },
      { status: 400 },
    );
  }
  const submission = parseWithZod(form, { schema: schemas[intent] });
  if (submission.status !== "success") {
    // The file form has no field to show an error beside: its refusal is said above the page.
    const reply =
      intent === "useFile"
        ? submission.reply({ formErrors: [t("errors.input.artwork")] })
        : submission.reply();
    return data({ intent, reply }, { status: 400 });
  }
  const here = localizePath(`/admin/orders/${params.sn}`, locale);
  const acting = { sn: params.sn, ...operatorContext(context, operator, url.origin) };
  const value = submission.value as Record<string, string | undefined>;
  try {
    let done: string;
    switch (intent) {
      case "startProduction":
        await startProduction(db, acting);
        done = t("actions.done.startProduction");
        break;
      case "hold":
        await holdOrder(db, { ...acting, reason: value.reason ?? "" });
        done = t("actions.done.hold");
        break;
      case "release":
        await releaseOrder(db, { ...acting, to: value.to === "in_production" ? "in_production" : "paid" });
        done = t("actions.done.release");
        break;
      case "ship":
        await shipOrder(db, {
          ...acting,
          carrier: value.carrier ?? "",
          trackingNumber: value.trackingNumber ?? "",
        });
        done = t("actions.done.ship");
        break;
      case "deliver":
        await markDelivered(db, acting);
        done = t("actions.done.deliver");
        break;
      case "cancel": {
        const { refunding } = await cancelOrderAsOperator(context.get(servicesContext), {
          ...acting,
          reason: value.reason,
        });
        done = refunding ? t("actions.done.cancelRefund") : t("actions.done.cancel");
        break;
      }
      case "message":
        await addOrderMessage(db, { ...acting, author: "operator", body: value.body ?? "" });
        done = t("actions.done.message");
        break;
      case "useFile": {
        const { message, layer } = submission.value as z.output<typeof useFileFormSchema>;
        await printMessageFile(context.get(servicesContext), { ...acting, messageId: message, ...layer });
        done = t("actions.done.useFile");
        break;
      }
    }
    return redirectWithSuccess(here, done);
  } catch (error) {
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    if (refusal.status === 404) throw pageNotFound(url.pathname);
    return data(
      { intent, reply: submission.reply({ formErrors: [refusal.message] }) },
      { status: refusal.status },
    );
  }
}

export const handle: MessagesHandle = { messages: ["fulfilment", "order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT("fulfilment");
  const locale = useLocale();
  const reference = order.sn.slice(0, 8).toUpperCase();
  const replyFor = (intent: FulfilmentAction) =>
    actionData?.intent === intent ? actionData.reply : undefined;
  const refusal = actionData?.reply.error?.[""]?.[0];
  return (
    <>
      <PageSeo title={t("order.title", { reference })} />
      <LocalizedLink to="/admin/orders" className="btn-quiet -ms-2">
        {t("order.back")}
      </LocalizedLink>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t("order.title", { reference })}</h1>
        <OrderStatusBadge status={order.status} />
        <LocalizedLink to={`/admin/orders/${order.sn}/packing-slip`} className="btn-secondary ms-auto">
          {t("order.packingSlip")}
        </LocalizedLink>
      </div>
      <OrderFacts order={order} />

      {refusal ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-error-600 p-4 text-error-700 dark:text-error-300"
        >
          {refusal}
        </p>
      ) : null}
      {order.status === "on_hold" ? <HoldNotice order={order} /> : null}
      {order.tracking ? <TrackingLine tracking={order.tracking} trackingUrl={order.trackingUrl} /> : null}

      <div className="mt-8 grid gap-8 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-10">
          <PrintFiles order={order} />
          <section aria-labelledby="order-items">
            <h2 id="order-items" className="text-xl font-semibold">
              {t("order.items")}
            </h2>
            <OrderItemsList
              items={order.items}
              proofs={order.proofs}
              renderSrc={(id) => localizePath(`/admin/orders/${order.sn}/renders/${id}`, locale)}
            />
          </section>
          <OperatorMessages
            sn={order.sn}
            messages={order.messages}
            layers={loaderData.layers}
            canChangePrint={loaderData.canChangePrint}
            lastResult={replyFor("message")}
          />
          <Timeline order={order} />
          <AuditLines order={order} isAction={isAction} />
        </div>
        <aside className="space-y-8">
          <OrderActions order={order} replyFor={replyFor} />
          <CustomerSection order={order} />
          <DeliverySection order={order} />
          <OrderTotalsTable totals={order} caption={t("order.totals")} />
          <Payments order={order} />
        </aside>
      </div>
    </>
  );
}
