import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** conform's field id and errors (translation keys). */
  field: { id: string; name: string; errorId: string; errors?: string[] | undefined; initialValue?: unknown };
};

/** A labelled input with its translated error under it, announced to screen readers. */
export function FormField({ label, field, className, ...input }: FieldProps) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={field.id}
        name={field.name}
        defaultValue={input.readOnly ? undefined : initial}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? field.errorId : undefined}
        className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-primary-600 aria-invalid:border-error-600 read-only:bg-surface-sunken"
        {...input}
      />
      {error ? (
        <p id={field.errorId} className="mt-1 text-sm text-error-700 dark:text-error-300">
          {t(error as "validation.emailInvalid")}
        </p>
      ) : null}
    </div>
  );
}
