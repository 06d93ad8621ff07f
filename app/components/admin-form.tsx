import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { useNavigation } from "react-router";
import { Loader2 } from "#app/components/icons.tsx";
import { useT, type MessageKey } from "#app/utils/i18n.tsx";

/** conform's field id and errors (translation keys of `catalogueAdmin`, or a translated refusal). */
type ConformField = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[] | undefined;
  initialValue?: unknown;
};

type Label = {
  label: string;
  /** Rows of a table name their columns once, above: the label is then for screen readers only. */
  labelHidden?: boolean;
};

const controlClass =
  "w-full rounded-md border border-line bg-surface px-2 py-1.5 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary-600 aria-invalid:border-error-600";

function FieldError({ field }: { field: ConformField }) {
  const t = useT("catalogueAdmin");
  const first = field.errors?.[0];
  if (first === undefined) return null;
  // A schema's error is a message key; a refusal the server decided arrives translated (and an
  // unknown key reads as itself).
  return (
    <p id={field.errorId} className="mt-1 text-xs text-error-700 dark:text-error-300">
      {t(first as MessageKey<"catalogueAdmin">)}
    </p>
  );
}

function errorAria(field: ConformField): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return field.errors?.[0] ? { "aria-invalid": true, "aria-describedby": field.errorId } : {};
}

function FieldLabel({ field, label, labelHidden }: Label & { field: ConformField }) {
  return (
    <label
      htmlFor={field.id}
      className={labelHidden ? "sr-only" : "mb-1 block text-xs font-medium text-ink-muted"}
    >
      {label}
    </label>
  );
}

/** A compact labelled input for the back-office's tables, with its translated error under it. */
export function AdminInput({
  field,
  label,
  labelHidden,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & Label & { field: ConformField }) {
  return (
    <div className={className}>
      <FieldLabel field={field} label={label} labelHidden={labelHidden} />
      <input
        id={field.id}
        name={field.name}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : undefined}
        {...errorAria(field)}
        className={controlClass}
        {...input}
      />
      <FieldError field={field} />
    </div>
  );
}

/** A compact labelled drop-down list, wired like `AdminInput`. */
export function AdminSelect({
  field,
  label,
  labelHidden,
  className,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  Label & { field: ConformField; options: { value: string; label: string }[] }) {
  return (
    <div className={className}>
      <FieldLabel field={field} label={label} labelHidden={labelHidden} />
      <select
        id={field.id}
        name={field.name}
        defaultValue={typeof field.initialValue === "string" ? field.initialValue : undefined}
        {...errorAria(field)}
        className={controlClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  );
}

/**
 * A submit button that names its `intent`, disabled with a spinner while its own form is being
 * sent (`pendingWhen`: the form fields that tell its form from the others of the same intent).
 */
export function IntentButton({
  intent,
  pendingWhen = {},
  className = "btn-small",
  label,
  describedBy,
  children,
}: {
  intent: string;
  pendingWhen?: Record<string, string>;
  className?: string;
  /** The button's accessible name, when its text alone would be ambiguous ("Save" on every row). */
  label?: string;
  /** The id of a note that says more about what the button does. */
  describedBy?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const sent = navigation.formData;
  const busy =
    navigation.state === "submitting" &&
    sent?.get("intent") === intent &&
    Object.entries(pendingWhen).every(([name, value]) => sent.get(name) === value);
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={label}
      aria-describedby={describedBy}
      className={`${className} disabled:opacity-70`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
