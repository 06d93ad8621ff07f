import { OperatorMessages } from "#app/components/operator-messages.tsx";
import { ScrollRegion } from "#app/components/scroll-region.tsx";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { data, Form, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { z } from "zod";
import { AddressLines } from "#app/components/address-lines.tsx";
import { FormField, FormSelect, FormTextarea } from "#app/components/form-field.tsx";
import { Loader2 } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { OrderItemsList } from "#app/components/order-items.tsx";
import { OrderStatusBadge } from "#app/components/order-status.tsx";
import { OrderTotalsTable, useCalendarDate } from "#app/components/order-summary.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#app/context.ts";
import { requireOperator } from "#app/middleware/operator-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  cancelFormSchema,
  holdFormSchema,
  operatorMessageFormSchema,
  releaseFormSchema,
  shipFormSchema,
  useFileFormSchema,
} from "#app/schemas/fulfilment.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import {
  fulfilmentErrorMessage,
  fulfilmentErrorStatus,
  operatorContext,
  refundThroughProvider,
} from "#app/utils/fulfilment.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath, splitLocale } from "#app/utils/locales.ts";
import { pageNotFound } from "#app/utils/locale-scope.server.ts";
import { formatPrice, USD } from "#app/utils/money.ts";
import { carriers } from "#app/utils/tracking.ts";
import { useValidatedForm } from "#app/utils/use-validated-form.ts";
import {
  addOrderMessage,
  cancelAndRefund,
  holdOrder,
  markDelivered,
  operatorOrder,
  releaseOrder,
  shipOrder,
  startProduction,
  type FulfilmentAction,
  type PrintFileView,
} from "#server/services/fulfilment.ts";
import { printMessageFile } from "#server/commands/fulfilment.ts";
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
        const { refunding } = await cancelAndRefund(db, {
          ...acting,
          reason: value.reason,
          refund: refundThroughProvider(context),
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
    const message = fulfilmentErrorMessage(error, context, locale);
    if (message === null) throw error;
    if (fulfilmentErrorStatus(error) === 404) throw pageNotFound(url.pathname);
    return data(
      { intent, reply: submission.reply({ formErrors: [message] }) },
      { status: fulfilmentErrorStatus(error) },
    );
  }
}

export const handle: MessagesHandle = { messages: ["fulfilment", "order"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

type LoaderOrder = Route.ComponentProps["loaderData"]["order"];

export default function AdminOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT("fulfilment");
  const to = useT("order");
  const locale = useLocale();
  const tag = locales[locale].tag;
  const calendar = useCalendarDate();
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const reference = order.sn.slice(0, 8).toUpperCase();
  const replyFor = (intent: FulfilmentAction) =>
    actionData?.intent === intent ? actionData.reply : undefined;
  const refusal = actionData?.reply.error?.[""]?.[0];
  const lastMessage = order.messages.at(-1);
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
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t("order.sn")}</dt>
        <dd className="font-mono select-all">{order.sn}</dd>
        <dt className="font-medium">{t("order.placed")}</dt>
        <dd>{dateTime.format(new Date(order.placedAt))}</dd>
        <dt className="font-medium">{t("order.paid")}</dt>
        <dd>{order.paidAt ? dateTime.format(new Date(order.paidAt)) : t("order.notPaid")}</dd>
        <dt className="font-medium">{t("order.language")}</dt>
        <dd>{order.locale === "fr" ? t("order.languages.fr") : t("order.languages.en")}</dd>
      </dl>

      {refusal ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-error-600 p-4 text-error-700 dark:text-error-300"
        >
          {refusal}
        </p>
      ) : null}
      {order.status === "on_hold" ? (
        <section aria-labelledby="order-hold" className="mt-4 rounded-lg border border-error-600 p-4">
          <h2 id="order-hold" className="font-semibold">
            {t("order.onHold")}
          </h2>
          <p className="mt-1 text-sm">{t("order.holdReason")}</p>
          <p className="mt-1 whitespace-pre-line">{order.holdReason}</p>
          {lastMessage?.author === "customer" ? (
            <p className="mt-2 text-sm font-semibold text-secondary-800 dark:text-secondary-300">
              <a href="#order-messages" className="underline">
                {t("order.customerAnswered")}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      {order.tracking ? (
        <p className="mt-4">
          {t("order.tracking", { carrier: to(`carriers.${order.tracking.carrier}` as "carriers.ups") })}{" "}
          {order.trackingUrl ? (
            <a
              href={order.trackingUrl}
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
          <AuditLines order={order} />
        </div>
        <aside className="space-y-8">
          <Actions order={order} replyFor={replyFor} />
          <section aria-labelledby="order-customer">
            <h2 id="order-customer" className="text-lg font-semibold">
              {t("order.customer")}
            </h2>
            {order.customer ? (
              <>
                <p className="mt-2 text-sm">
                  <a href={`mailto:${order.customer.email}`} className="underline">
                    {order.customer.email}
                  </a>
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  {order.customerAccount
                    ? t("order.account", {
                        name: order.customerAccount.fullName,
                        email: order.customerAccount.email,
                      })
                    : t("order.noAccount")}
                </p>
              </>
            ) : null}
          </section>
          <section aria-labelledby="order-delivery">
            <h2 id="order-delivery" className="text-lg font-semibold">
              {t("order.delivery")}
            </h2>
            {order.customer ? <AddressLines address={order.customer.address} className="mt-2" /> : null}
            {order.customer?.address.phone ? (
              <p className="mt-1 text-sm">{t("order.phone", { phone: order.customer.address.phone })}</p>
            ) : null}
            <p className="mt-2 text-sm">
              {t("order.window", {
                method: to(`method.${order.shippingMethod}`),
                from: calendar(order.deliveryFrom),
                to: calendar(order.deliveryTo),
              })}
            </p>
          </section>
          <OrderTotalsTable totals={order} caption={t("order.totals")} />
          <Payments order={order} />
        </aside>
      </div>
    </>
  );
}

function PrintFiles({ order }: { order: LoaderOrder }) {
  const t = useT("fulfilment");
  const locale = useLocale();
  const number = (value: number) => value.toLocaleString(locales[locale].tag);
  const designs = [...new Set(order.printFiles.map((file) => file.designId))];
  const productOf = (designId: string) => order.items.find((item) => item.designId === designId)?.title ?? "";
  return (
    <section aria-labelledby="order-print-files">
      <h2 id="order-print-files" className="text-xl font-semibold">
        {t("printFiles.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("printFiles.intro", { dpi: 300 })}</p>
      {order.printFiles.length === 0 ? (
        <p className="mt-3">{t("printFiles.none")}</p>
      ) : (
        <ScrollRegion className="mt-3" label={t("printFiles.title")}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("printFiles.area")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("printFiles.size")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("printFiles.file")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t("printFiles.preflight")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.printFiles.map((file) => (
                <tr key={`${file.designId}-${file.area}`} className="border-b border-line align-top">
                  <th scope="row" className="py-3 pe-3 text-start font-normal">
                    {designs.length > 1 ? (
                      <span className="block text-xs text-ink-muted">
                        {t("printFiles.design", {
                          number: designs.indexOf(file.designId) + 1,
                          product: productOf(file.designId),
                        })}
                      </span>
                    ) : null}
                    <span className="font-medium">{file.areaLabel}</span>
                  </th>
                  <td className="py-3 pe-3">
                    {t("printFiles.sizeValue", {
                      width: number(file.widthMm),
                      height: number(file.heightMm),
                      bleed: number(file.bleedMm),
                    })}
                  </td>
                  <td className="py-3 pe-3">
                    <PrintFileCell file={file} sn={order.sn} number={number} />
                  </td>
                  <td className="py-3">
                    <PreflightList file={file} number={number} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

function PrintFileCell({
  file,
  sn,
  number,
}: {
  file: PrintFileView;
  sn: string;
  number: (value: number) => string;
}) {
  const t = useT("fulfilment");
  const locale = useLocale();
  const render = file.render;
  if (!render) return <span className="text-ink-muted">{t("printFiles.notRequested")}</span>;
  if (render.status === "queued") return <span className="text-ink-muted">{t("printFiles.queued")}</span>;
  if (render.status === "failed") {
    return <span className="text-error-700 dark:text-error-300">{t("printFiles.failed")}</span>;
  }
  const mismatch = render.width !== file.expected.width || render.height !== file.expected.height;
  return (
    <>
      <a
        href={localizePath(`/admin/orders/${sn}/renders/${render.id}`, locale)}
        download
        className="font-medium text-primary-700 underline dark:text-primary-300"
      >
        {t("printFiles.download", {
          area: file.areaLabel,
          width: number(render.width ?? 0),
          height: number(render.height ?? 0),
        })}
      </a>
      {mismatch ? (
        <span className="mt-1 block text-error-700 dark:text-error-300">
          {t("printFiles.pixelsMismatch", {
            width: number(render.width ?? 0),
            height: number(render.height ?? 0),
            expectedWidth: number(file.expected.width),
            expectedHeight: number(file.expected.height),
          })}
        </span>
      ) : null}
    </>
  );
}

function PreflightList({ file, number }: { file: PrintFileView; number: (value: number) => string }) {
  const t = useT("fulfilment");
  if (file.issues.length === 0) return <span>{t("printFiles.ok")}</span>;
  return (
    <ul className="space-y-1">
      {file.issues.map((issue, index) => {
        let text: string;
        switch (issue.code) {
          case "dpiTooLow":
          case "dpiLow":
            text = t(`printFiles.issues.${issue.code}`, {
              dpi: number(issue.dpi),
              needed: number(issue.needed.dpi),
            });
            break;
          case "textTooSmall":
            text = t("printFiles.issues.textTooSmall", { size: number(issue.sizePt) });
            break;
          default:
            text = t(`printFiles.issues.${issue.code}`);
        }
        return (
          <li
            key={`${issue.code}-${index}`}
            className={
              issue.severity === "error"
                ? "text-error-700 dark:text-error-300"
                : issue.severity === "warning"
                  ? "text-secondary-800 dark:text-secondary-300"
                  : "text-ink-muted"
            }
          >
            <span className="font-semibold">{t(`printFiles.severity.${issue.severity}`)}</span> {text}
          </li>
        );
      })}
    </ul>
  );
}

type ReplyFor = (intent: FulfilmentAction) => SubmissionResult<string[]> | undefined;

/** The actions the lifecycle allows now, each a plain form with its intent. */
function Actions({ order, replyFor }: { order: LoaderOrder; replyFor: ReplyFor }) {
  const t = useT("fulfilment");
  const can = (status: string) => (order.next as string[]).includes(status);
  const releasing = order.status === "on_hold";
  const any =
    can("in_production") ||
    can("on_hold") ||
    can("shipped") ||
    can("delivered") ||
    can("cancelled") ||
    releasing;
  return (
    <section aria-labelledby="order-actions" className="rounded-xl border border-line bg-surface-raised p-5">
      <h2 id="order-actions" className="text-lg font-semibold">
        {t("actions.title")}
      </h2>
      {!any ? <p className="mt-2 text-sm text-ink-muted">{t("actions.none")}</p> : null}
      <div className="mt-4 space-y-6">
        {order.status === "paid" ? (
          <ActionForm intent="startProduction" help={t("actions.startProductionHelp")}>
            <ActionButton intent="startProduction">{t("actions.startProduction")}</ActionButton>
          </ActionForm>
        ) : null}
        {releasing ? (
          <ActionForm intent="release" help={t("actions.releaseHelp")} title={t("actions.release")}>
            <div className="flex flex-wrap gap-2">
              <ActionButton intent="release" name="to" value="in_production">
                {t("actions.releaseToProduction")}
              </ActionButton>
              <ActionButton intent="release" name="to" value="paid" tone="secondary">
                {t("actions.releaseToPaid")}
              </ActionButton>
            </div>
          </ActionForm>
        ) : null}
        {can("shipped") ? <ShipForm lastResult={replyFor("ship")} /> : null}
        {can("delivered") ? (
          <ActionForm intent="deliver" help={t("actions.deliverHelp")}>
            <ActionButton intent="deliver">{t("actions.deliver")}</ActionButton>
          </ActionForm>
        ) : null}
        {can("on_hold") ? <HoldForm lastResult={replyFor("hold")} /> : null}
        {can("cancelled") ? <CancelForm lastResult={replyFor("cancel")} /> : null}
      </div>
    </section>
  );
}

function ActionForm({
  intent,
  help,
  title,
  children,
}: {
  intent: FulfilmentAction;
  help: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      {title ? <h3 className="font-semibold">{title}</h3> : null}
      <p className="text-sm text-ink-muted">{help}</p>
      {children}
    </Form>
  );
}

/** A submit button that is disabled, with a spinner, while its form is being sent. */
function ActionButton({
  intent,
  name,
  value,
  tone = "primary",
  children,
}: {
  intent: FulfilmentAction;
  name?: string;
  value?: string;
  tone?: "primary" | "secondary" | "danger";
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    (name === undefined || navigation.formData.get(name) === value);
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      aria-busy={busy}
      className={`${tone === "danger" ? "btn-danger" : tone === "secondary" ? "btn-secondary" : "btn"} disabled:opacity-70`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

function ShipForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT("fulfilment");
  const to = useT("order");
  const { form, fields, onInput } = useValidatedForm(shipFormSchema, { id: "order-ship", lastResult });
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      aria-labelledby="order-ship-title"
      className="space-y-3"
    >
      <input type="hidden" name="intent" value="ship" />
      <h3 id="order-ship-title" className="font-semibold">
        {t("actions.ship")}
      </h3>
      <p className="text-sm text-ink-muted">{t("actions.shipHelp")}</p>
      <FormSelect
        label={t("actions.carrier")}
        field={fields.carrier}
        messages="fulfilment"
        placeholder={t("actions.chooseCarrier")}
        options={carriers.map((carrier) => ({
          value: carrier,
          label: to(`carriers.${carrier}` as "carriers.ups"),
        }))}
        required
      />
      <FormField
        label={t("actions.trackingNumber")}
        field={fields.trackingNumber}
        messages="fulfilment"
        autoComplete="off"
        spellCheck={false}
        required
      />
      <ActionButton intent="ship">{t("actions.ship")}</ActionButton>
    </Form>
  );
}

function HoldForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT("fulfilment");
  const { form, fields, onInput } = useValidatedForm(holdFormSchema, { id: "order-hold", lastResult });
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      aria-labelledby="order-hold-title"
      className="space-y-3"
    >
      <input type="hidden" name="intent" value="hold" />
      <h3 id="order-hold-title" className="font-semibold">
        {t("actions.hold")}
      </h3>
      <p className="text-sm text-ink-muted">{t("actions.holdHelp")}</p>
      <FormTextarea
        label={t("actions.holdReason")}
        field={fields.reason}
        messages="fulfilment"
        maxLength={1000}
        required
      />
      <ActionButton intent="hold" tone="secondary">
        {t("actions.hold")}
      </ActionButton>
    </Form>
  );
}

function CancelForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT("fulfilment");
  const { form, fields, onInput } = useValidatedForm(cancelFormSchema, { id: "order-cancel", lastResult });
  const confirmError = fields.confirm.errors?.[0];
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      aria-labelledby="order-cancel-title"
      className="space-y-3 border-t border-line pt-6"
    >
      <input type="hidden" name="intent" value="cancel" />
      <h3 id="order-cancel-title" className="font-semibold">
        {t("actions.cancel")}
      </h3>
      <p className="text-sm text-ink-muted">{t("actions.cancelHelp")}</p>
      <FormTextarea
        label={t("actions.cancelReason")}
        field={fields.reason}
        messages="fulfilment"
        maxLength={1000}
      />
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            id={fields.confirm.id}
            name={fields.confirm.name}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? fields.confirm.errorId : undefined}
            className="mt-0.5"
          />
          {t("actions.cancelConfirm")}
        </label>
        {confirmError ? (
          <p id={fields.confirm.errorId} className="mt-1 text-sm text-error-700 dark:text-error-300">
            {t(confirmError as "errors.input.confirm")}
          </p>
        ) : null}
      </div>
      <ActionButton intent="cancel" tone="danger">
        {t("actions.cancel")}
      </ActionButton>
    </Form>
  );
}

function Timeline({ order }: { order: LoaderOrder }) {
  const t = useT("fulfilment");
  const to = useT("order");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="order-timeline">
      <h2 id="order-timeline" className="text-xl font-semibold">
        {t("timeline.title")}
      </h2>
      <ol className="mt-3 space-y-2 border-s border-line ps-4">
        {order.events.map((event, index) => (
          <li key={index}>
            <time dateTime={event.at} className="text-sm text-ink-muted">
              {dateTime.format(new Date(event.at))}
            </time>{" "}
            <span className="font-medium">{to(`status.${event.toStatus}`)}</span>{" "}
            <span className="text-sm text-ink-muted">
              {t("timeline.by", { actor: event.actorEmail ?? t(`timeline.actors.${event.actor}`) })}
            </span>
            {event.note ? (
              <span className="block text-sm whitespace-pre-line">
                {event.note === "expired" ? t("timeline.expired") : event.note}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function AuditLines({ order }: { order: LoaderOrder }) {
  const t = useT("fulfilment");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  const label = (audited: string) => {
    const name = audited.replace(/^order\./, "");
    return Object.hasOwn(schemas, name) ? t(`audit.actions.${name as FulfilmentAction}`) : audited;
  };
  return (
    <section aria-labelledby="order-audit">
      <h2 id="order-audit" className="text-xl font-semibold">
        {t("audit.title")}
      </h2>
      {order.audit.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("audit.none")}</p>
      ) : (
        <ul className="mt-3 space-y-1 text-sm">
          {order.audit.map((line) => (
            <li key={line.id}>
              <time dateTime={line.at} className="text-ink-muted">
                {dateTime.format(new Date(line.at))}
              </time>{" "}
              {t("audit.line", { action: label(line.action), actor: line.actor })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Payments({ order }: { order: LoaderOrder }) {
  const t = useT("fulfilment");
  const tag = locales[useLocale()].tag;
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="order-payments">
      <h2 id="order-payments" className="text-lg font-semibold">
        {t("payments.title")}
      </h2>
      {order.payments.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("payments.none")}</p>
      ) : (
        <ul className="mt-2 space-y-3 text-sm">
          {order.payments.map((payment) => (
            <li key={payment.id} className="rounded-lg border border-line p-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                <dt className="font-medium">{t("payments.status")}</dt>
                <dd>{t(`payments.statuses.${payment.status}`)}</dd>
                <dt className="font-medium">{t("payments.amount")}</dt>
                <dd className="tabular-nums">{formatPrice(payment.amountCents, USD, tag)}</dd>
                <dt className="font-medium">{t("payments.provider")}</dt>
                <dd>{payment.provider}</dd>
                <dt className="font-medium">{t("payments.reference")}</dt>
                <dd className="font-mono text-xs break-all">{payment.chargeRef ?? payment.providerRef}</dd>
                <dt className="font-medium">{t("payments.updated")}</dt>
                <dd>{dateTime.format(new Date(payment.updatedAt))}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
