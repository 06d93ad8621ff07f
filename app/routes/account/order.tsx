import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { OrderNotices, OrderTracking } from "#app/components/account-order/order-notices.tsx";
import { OrderSidebar } from "#app/components/account-order/order-sidebar.tsx";
import { OrderTimeline } from "#app/components/account-order/order-timeline.tsx";
import { OrderItemsList } from "#app/components/order-items.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { orderReplyFormSchema } from "#core/schemas/fulfilment.ts";
import type { SubmissionResult } from "@conform-to/react";
import { CustomerConversation } from "#app/components/customer-conversation.tsx";
import { receiveUploads } from "#app/edge/files.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath, splitLocale, type Locale } from "#core/locales.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { FileRefused, listFiles } from "#server/services/files.ts";
import { addOrderMessage, FulfilmentInputRefused, orderMessagesOf } from "#server/services/fulfilment.ts";
import { IllegalTransition, OrderNotFound } from "#server/services/order-lifecycle.ts";
import { findOrderBySn, orderAgain, orderProofs, OrderNotFoundForCustomer } from "#server/services/orders.ts";
import { TemplateNotFound, TemplateRefused } from "#server/services/templates.ts";
import { saveTemplateFromOrderItem } from "#server/commands/templates.ts";
import { orderItemTemplateSchema } from "#core/schemas/templates.ts";
import { OrderTemplateForm } from "#app/components/order-template-form.tsx";
import { cancelOrderAsCustomer } from "#server/commands/orders.ts";
import type { Route } from "./+types/order.ts";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const order = await findOrderBySn(db, params.sn, { userId: user.id }, locale);
  // Someone else's order is as absent as one that does not exist.
  if (!order?.isOwner) throw pageNotFound(url.pathname);
  const held = order.status === "on_hold";
  const [proofs, messages, library] = await Promise.all([
    orderProofs(db, order, locale),
    orderMessagesOf(db, order.id),
    held ? listFiles(db, { userId: user.id }, { sort: "newest" }) : null,
  ]);
  return {
    order,
    proofs,
    // The customer sees the team's words, not which operator wrote them.
    messages: messages.map(({ authorEmail: _email, ...message }) => message),
    // A held order's answer may bring a file: the library's latest ones to choose from.
    library:
      library?.files.flatMap((file) =>
        file.status === "failed" ? [] : [{ id: file.id, name: file.name }],
      ) ?? null,
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "order");
  // The answer to a held order comes as multipart when it brings a file (read as it streams).
  const answer = await readAnswer(context, request, user.id, locale);
  if ("refused" in answer) return data({ error: null, reply: answer.refused }, { status: answer.status });
  const form = answer.form;
  const intent = String(form.get("intent") ?? "");
  const here = localizePath(`/account/orders/${params.sn}`, locale);
  try {
    if (intent === "cancel") {
      const { from } = await cancelOrderAsCustomer(context.get(servicesContext), {
        owner: { userId: user.id },
        sn: params.sn,
        requestOrigin: url.origin,
      });
      return redirectWithSuccess(here, from === "paid" ? t("detail.cancelledRefund") : t("detail.cancelled"));
    }
    if (intent === "message") {
      const submission = parseWithZod(form, { schema: orderReplyFormSchema });
      if (submission.status !== "success") {
        return data({ error: null, reply: submission.reply() }, { status: 400 });
      }
      try {
        await addOrderMessage(db, {
          sn: params.sn,
          author: "customer",
          userId: user.id,
          body: submission.value.body,
          fileId: submission.value.fileId ?? null,
          now: now(),
        });
      } catch (error) {
        if (!(error instanceof FulfilmentInputRefused)) throw error;
        const reply = submission.reply({ formErrors: [t("detail.fileRefused")] });
        return data({ error: null, reply }, { status: 400 });
      }
      return redirectWithSuccess(`${here}#order-conversation`, t("detail.replySent"));
    }
    if (intent === "template") {
      const tt = getInstance(context).getFixedT(locale, "templates");
      const submission = parseWithZod(form, { schema: orderItemTemplateSchema });
      if (submission.status !== "success") {
        return data({ error: null, templateReply: submission.reply() }, { status: 400 });
      }
      try {
        const template = await saveTemplateFromOrderItem(context.get(servicesContext), {
          userId: user.id,
          orderItemId: submission.value.item,
          name: submission.value.name,
        });
        return redirectWithSuccess(here, tt("save.saved", { name: template.name }));
      } catch (error) {
        if (error instanceof TemplateNotFound) throw pageNotFound(url.pathname);
        if (error instanceof TemplateRefused)
          return data({ error: tt(`refused.${error.reason}`) }, { status: 400 });
        throw error;
      }
    }
    if (intent === "again") {
      const { added, skipped } = await orderAgain(db, { userId: user.id, sn: params.sn, now: now() });
      const message =
        skipped > 0 ? t("detail.againPartly", { count: added }) : t("detail.againDone", { count: added });
      return redirectWithSuccess(localizePath("/order/product", locale), message);
    }
  } catch (error) {
    if (error instanceof OrderNotFoundForCustomer || error instanceof OrderNotFound) {
      throw pageNotFound(url.pathname);
    }
    const refusal = error instanceof IllegalTransition ? refusalOf(error, locale) : null;
    if (refusal) return data({ error: refusal.message }, { status: refusal.status });
    throw error;
  }
  return data({ error: t("detail.unknownAction") }, { status: 400 });
}

/**
 * The posted form: a plain one, or the held order's answer as multipart, whose new file (if one
 * was chosen) joins the customer's library and is the answer's `fileId`. A refused upload is said
 * the way the library says it, and nothing is sent.
 */
async function readAnswer(
  context: Route.ActionArgs["context"],
  request: Request,
  userId: string,
  locale: Locale,
): Promise<{ form: FormData } | { refused: SubmissionResult<string[]>; status: number }> {
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    return { form: await readFormData(request) };
  }
  const refusedWith = (error: FileRefused, fields: Record<string, string> = {}) => {
    const refusal = refusalOf(error, locale);
    return {
      refused: {
        status: "error" as const,
        // What was written stays in the box.
        initialValue: fields,
        error: { "": [refusal?.message ?? ""] },
      },
      status: refusal?.status ?? 400,
    };
  };
  try {
    const { outcomes, fields } = await receiveUploads(context, request, {
      owner: { userId },
      maxFiles: 1,
      optional: true,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const [outcome] = outcomes;
    if (outcome && "refused" in outcome) return refusedWith(outcome.refused, fields);
    if (outcome) form.set("fileId", outcome.file.id);
    return { form };
  } catch (error) {
    if (error instanceof FileRefused) return refusedWith(error);
    throw error;
  }
}

export const handle: MessagesHandle = { messages: ["order", "templates"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function OrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { order, proofs, messages } = loaderData;
  const t = useT("order");
  const locale = useLocale();
  const tag = locales[locale].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
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
      <OrderNotices order={order} />
      {order.tracking ? (
        <OrderTracking carrier={order.tracking.carrier} number={order.tracking.number} />
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="order-items">
          <h2 id="order-items" className="text-xl font-semibold">
            {t("detail.items")}
          </h2>
          <OrderItemsList items={order.items} proofs={proofs} />
          {order.items.length > 0 ? (
            <div className="mt-6">
              <OrderTemplateForm
                items={order.items}
                lastResult={
                  actionData && "templateReply" in actionData ? actionData.templateReply : undefined
                }
              />
            </div>
          ) : null}
        </section>
        <OrderSidebar order={order} />
      </div>

      {messages.length > 0 || order.status === "on_hold" ? (
        <CustomerConversation
          messages={messages}
          library={loaderData.library}
          lastResult={actionData && "reply" in actionData ? actionData.reply : undefined}
        />
      ) : null}

      <OrderTimeline events={order.events} />
    </>
  );
}
