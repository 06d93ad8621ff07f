/**
 * The fields of the selected layer's form (layer-panel.tsx `LayerProperties`): labelled, with the
 * refused value's message under the field.
 */
import { useT } from "#app/utils/i18n.tsx";

export type FieldErrors = Record<string, string[] | null>;

export function NumberInput({
  name,
  label,
  value,
  unit,
  step,
  errors,
  formId,
  min,
  max,
}: {
  name: string;
  label: string;
  value: number;
  /** Shown after the label: mm, pt, °. */
  unit?: string;
  step: number;
  errors: FieldErrors;
  formId: string;
  min?: number;
  max?: number;
}) {
  const t = useT();
  const id = `${formId}-${name}`;
  const error = errors[name]?.[0];
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium">
        {label} {unit ? <span className="text-ink-muted">({unit})</span> : null}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        max={max}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="field w-full"
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-error-700 dark:text-error-300">
          {t(error as "validation.designNumber")}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled choice of the layer form. */
export function SelectField({
  formId,
  name,
  label,
  value,
  options,
  className,
}: {
  formId: string;
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string; disabled?: boolean }[];
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={`${formId}-${name}`} className="block text-xs font-medium">
        {label}
      </label>
      <select id={`${formId}-${name}`} name={name} defaultValue={value} className="field w-full">
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A boxed layer's size (an image, a clip-art piece, a shape) after its position: width and height
 * in millimetres, and whether a change of one keeps the proportions.
 */
export function BoxFields({
  size,
  errors,
  formId,
  position,
  keepRatio = true,
}: {
  size: { width: number; height: number };
  errors: FieldErrors;
  formId: string;
  position: React.ReactNode;
  /** Whether keeping the proportions is ticked at first (a line is stretched freely). */
  keepRatio?: boolean;
}) {
  const t = useT("design");
  const common = { errors, formId, unit: "mm", step: 0.1 } as const;
  return (
    <>
      {position}
      <div />
      <NumberInput name="width" label={t("properties.width")} value={size.width} {...common} />
      <NumberInput name="height" label={t("properties.height")} value={size.height} {...common} />
      <label className="col-span-2 flex items-center gap-2 text-sm">
        <input type="checkbox" name="keepRatio" defaultChecked={keepRatio} />
        {t("properties.keepRatio")}
      </label>
    </>
  );
}
