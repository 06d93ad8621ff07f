import { useState } from "react";
import { Form } from "react-router";
import { IntentButton } from "#app/components/admin-form.tsx";
import { FormField, FormSelect } from "#app/components/form-field.tsx";
import { addTemplateSchema, positionSchema } from "#core/schemas/collections.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

export type Reply = Parameters<typeof useValidatedForm>[1]["lastResult"];

/** A one-button form: every change on this page works as a plain post; its button shows it is sent. */
export function OneButtonForm({
  intent,
  label,
  fields = {},
}: {
  intent: string;
  label: string;
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <IntentButton intent={intent} pendingWhen={fields} className="btn-quiet text-sm">
        {label}
      </IntentButton>
    </Form>
  );
}

/** Putting a template at a place in the list by its number: the way to move it far without scripts. */
export function PositionForm({
  template,
  position,
  count,
  reply,
}: {
  template: { id: string; name: string };
  position: number;
  count: number;
  reply: Reply;
}) {
  const t = useT("collections");
  const ownReply = reply && reply.initialValue?.templateId === template.id ? reply : undefined;
  const { form, fields, onInput } = useValidatedForm(positionSchema(count), {
    id: `position-${template.id}`,
    lastResult: ownReply,
    defaultValue: { templateId: template.id, position: String(position) },
  });
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="templateId" value={template.id} />
      <FormField
        label={t("templates.position", { name: template.name })}
        field={fields.position}
        messages="collections"
        type="number"
        inputMode="numeric"
        min={1}
        max={count}
        step={1}
        required
        className="w-28"
      />
      <IntentButton
        intent="position"
        pendingWhen={{ templateId: template.id }}
        label={t("templates.moveToLabel", { name: template.name })}
        className="btn-quiet text-sm"
      >
        {t("templates.moveTo")}
      </IntentButton>
    </Form>
  );
}

export function AddTemplateForm({
  available,
  reply,
}: {
  available: { id: string; name: string }[];
  reply: Reply;
}) {
  const t = useT("collections");
  const { form, fields, onInput } = useValidatedForm(addTemplateSchema, {
    id: "collection-add",
    lastResult: reply,
    defaultValue: { templateId: available[0]?.id },
  });
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-2"
    >
      <FormSelect
        label={t("templates.add")}
        field={fields.templateId}
        messages="collections"
        placeholder={t("templates.choose")}
        options={available.map((template) => ({ value: template.id, label: template.name }))}
        required
        className="min-w-48"
      />
      <IntentButton intent="add" className="btn">
        {t("templates.addSubmit")}
      </IntentButton>
    </Form>
  );
}

/**
 * The share link, read-only so it can be selected and copied by hand; once scripts run, a button
 * copies it and says so to screen readers too.
 */
export function ShareLink({ url }: { url: string }) {
  const t = useT("collections");
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"copied" | "failed" | null>(null);
  const copy = () => {
    setStatus(null);
    navigator.clipboard.writeText(url).then(
      () => setStatus("copied"),
      () => {
        (document.getElementById("collection-share-link") as HTMLInputElement | null)?.select();
        setStatus("failed");
      },
    );
  };
  return (
    <div className="mt-3">
      <label htmlFor="collection-share-link" className="mb-1 block text-sm font-medium">
        {t("share.link")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id="collection-share-link" readOnly value={url} className="field min-w-0 flex-1 font-mono" />
        {hydrated ? (
          <button type="button" className="btn" onClick={copy}>
            {t("share.copy")}
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-ink-muted">
        {status === "copied" ? t("share.copied") : status === "failed" ? t("share.copyFailed") : null}
      </p>
    </div>
  );
}
