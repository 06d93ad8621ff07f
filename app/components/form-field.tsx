import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useT, type MessageKey } from "#app/utils/i18n.tsx";

/** conform's field id and errors (translation keys). */
type ConformField = {
  id: string;
  name: string;
  errorId: string;
  errors?: string[] | undefined;
  initialValue?: unknown;
};

/** Where a form's schema keeps its messages: `common` unless the form says (the address form: `address`). */
type MessagesOf = { messages?: "common" | "address" | "order" | "fulfilment" | "collections" };

type FieldProps = InputHTMLAttributes<HTMLInputElement> &
  MessagesOf & {
    label: string;
    field: ConformField;
    /** The first field of a dialog: where focus starts when the dialog opens. */
    dialogStart?: boolean;
  };

const controlClass =
  "w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-primary-600 aria-invalid:border-error-600";

/** The ARIA attributes that tie a control to its error, when it has one. */
function errorAria(field: ConformField): { "aria-invalid"?: true; "aria-describedby"?: string } {
  return field.errors?.[0] ? { "aria-invalid": true, "aria-describedby": field.errorId } : {};
}

/** The label above a control and its translated error under it. */
function FieldShell({
  label,
  field,
  className,
  messages = "common",
  children,
}: MessagesOf & {
  label: string;
  field: ConformField;
  className: string | undefined;
  children: ReactNode;
}) {
  const t = useT(messages) as ReturnType<typeof useT<"common">>;
  const firstError = field.errors?.[0];
  // A schema's errors are message keys; a refusal the server decided arrives already translated
  // (and reads as itself: an unknown key translates to the key).
  const error = firstError === undefined ? undefined : t(firstError as MessageKey<"common">);
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={field.errorId} className="mt-1 text-sm text-error-700 dark:text-error-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function initialText(field: ConformField): string | undefined {
  return typeof field.initialValue === "string" ? field.initialValue : undefined;
}

/** A labelled input with its translated error under it, announced to screen readers. */
export function FormField({ label, field, className, dialogStart, messages, ...input }: FieldProps) {
  return (
    <FieldShell label={label} field={field} className={className} messages={messages}>
      <input
        id={field.id}
        name={field.name}
        defaultValue={input.readOnly ? undefined : initialText(field)}
        {...errorAria(field)}
        className={`${controlClass} read-only:bg-surface-sunken`}
        {...input}
        // HTML's way to set where a dialog's focus starts (it also works without JavaScript);
        // the data mark is for a dialog that scripts open later.
        // oxlint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={dialogStart}
        data-autofocus={dialogStart || undefined}
      />
    </FieldShell>
  );
}

/** A labelled multi-line text box, wired like `FormField`. */
export function FormTextarea({
  label,
  field,
  className,
  messages,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & MessagesOf & { label: string; field: ConformField }) {
  return (
    <FieldShell label={label} field={field} className={className} messages={messages}>
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={initialText(field)}
        {...errorAria(field)}
        className={`${controlClass} min-h-40 resize-y leading-relaxed`}
        {...textarea}
      />
    </FieldShell>
  );
}

/** A labelled drop-down list, wired like `FormField`; `placeholder` is the empty first choice. */
export function FormSelect({
  label,
  field,
  className,
  placeholder,
  options,
  messages,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  MessagesOf & {
    label: string;
    field: ConformField;
    placeholder: string;
    options: { value: string; label: string }[];
  }) {
  return (
    <FieldShell label={label} field={field} className={className} messages={messages}>
      <select
        id={field.id}
        name={field.name}
        defaultValue={initialText(field) ?? ""}
        {...errorAria(field)}
        className={`${controlClass} h-[2.375rem]`}
        {...select}
      >
        {/* Chosen until the visitor picks: sent empty, so the form's check names the field. */}
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
