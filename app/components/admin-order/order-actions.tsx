import type { SubmissionResult } from "@conform-to/react";
import type { FormEventHandler, ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormField, FormSelect, FormTextarea } from "#app/components/form-field.tsx";
import { Loader2 } from "#app/components/icons.tsx";
import { cancelFormSchema, holdFormSchema, shipFormSchema } from "#core/schemas/fulfilment.ts";
import { useT } from "#app/utils/i18n.tsx";
import { carriers } from "#core/tracking.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import type { FulfilmentAction } from "#server/services/fulfilment.ts";
import type { AdminOrder } from "./admin-order.ts";

export type ReplyFor = (intent: FulfilmentAction) => SubmissionResult<string[]> | undefined;

/** The actions the lifecycle allows now, each a plain form with its intent. */
export function OrderActions({ order, replyFor }: { order: AdminOrder; replyFor: ReplyFor }) {
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

/** What a form with fields adds: its conform id and handlers, so the browser checks it as it is used. */
type CheckedForm = {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onInput: FormEventHandler<HTMLFormElement>;
};

/**
 * One operator action: a plain post with its intent, a title and a help line above its fields and
 * buttons. A form with fields is `checked` in the browser and named by its title.
 */
function ActionForm({
  intent,
  help,
  title,
  checked,
  className = "space-y-2",
  children,
}: {
  intent: FulfilmentAction;
  help: string;
  title?: string;
  checked?: CheckedForm;
  className?: string;
  children: ReactNode;
}) {
  const titleId = checked ? `${checked.id}-title` : undefined;
  return (
    <Form
      method="post"
      id={checked?.id}
      onSubmit={checked?.onSubmit}
      onInput={checked?.onInput}
      noValidate={checked ? true : undefined}
      aria-labelledby={titleId}
      className={className}
    >
      <input type="hidden" name="intent" value={intent} />
      {title ? (
        <h3 id={titleId} className="font-semibold">
          {title}
        </h3>
      ) : null}
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
    <ActionForm
      intent="ship"
      title={t("actions.ship")}
      help={t("actions.shipHelp")}
      checked={{ id: form.id, onSubmit: form.onSubmit, onInput }}
      className="space-y-3"
    >
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
    </ActionForm>
  );
}

function HoldForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT("fulfilment");
  const { form, fields, onInput } = useValidatedForm(holdFormSchema, { id: "order-hold", lastResult });
  return (
    <ActionForm
      intent="hold"
      title={t("actions.hold")}
      help={t("actions.holdHelp")}
      checked={{ id: form.id, onSubmit: form.onSubmit, onInput }}
      className="space-y-3"
    >
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
    </ActionForm>
  );
}

function CancelForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const t = useT("fulfilment");
  const { form, fields, onInput } = useValidatedForm(cancelFormSchema, { id: "order-cancel", lastResult });
  const confirmError = fields.confirm.errors?.[0];
  return (
    <ActionForm
      intent="cancel"
      title={t("actions.cancel")}
      help={t("actions.cancelHelp")}
      checked={{ id: form.id, onSubmit: form.onSubmit, onInput }}
      className="space-y-3 border-t border-line pt-6"
    >
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
    </ActionForm>
  );
}
