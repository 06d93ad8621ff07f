/**
 * Colour swatches and size chips as real form controls (checkboxes in list filters, radios in a
 * product's variant picker), so they post without JavaScript and are keyboard-operable. The
 * input is visually hidden; the drawn chip follows its state through `peer-*` styles.
 */
type ChoiceProps = {
  type: "checkbox" | "radio";
  name: string;
  value: string;
  /** What a screen reader says (and, for colours, the tooltip): `Black (12)`, `3XL (Out of stock)`. */
  label: string;
  selected: boolean;
  disabled?: boolean;
};

// Keyed on the selection: a new address re-renders the choice checked or not, without making it
// a controlled input that needs JavaScript to change.
const inputProps = ({ type, name, value, selected, disabled }: ChoiceProps) => ({
  key: `${value}-${selected}`,
  type,
  name,
  value,
  defaultChecked: selected,
  disabled,
  className: "peer sr-only",
});

export function ColorChoice(props: ChoiceProps & { hex: string; large?: boolean }) {
  const { key, ...input } = inputProps(props);
  return (
    <label title={props.label} className={props.disabled ? "cursor-not-allowed" : "cursor-pointer"}>
      <input key={key} {...input} />
      <span className="sr-only">{props.label}</span>
      <span
        aria-hidden="true"
        className={`block rounded-full border border-line shadow-inner ring-offset-2 ring-offset-surface peer-checked:ring-2 peer-checked:ring-primary-600 peer-disabled:opacity-40 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-primary-600 ${
          props.large ? "size-9" : "size-7"
        }`}
        style={{ backgroundColor: props.hex }}
      />
    </label>
  );
}

export function SizeChoice(props: ChoiceProps & { text: string; large?: boolean }) {
  const { key, ...input } = inputProps(props);
  return (
    <label className={props.disabled ? "cursor-not-allowed" : "cursor-pointer"}>
      <input key={key} {...input} aria-label={props.label} />
      <span
        aria-hidden="true"
        className={`block rounded-md border border-line text-center font-medium peer-checked:border-primary-600 peer-checked:bg-primary-700 peer-checked:text-white peer-disabled:border-dashed peer-disabled:text-ink-muted peer-disabled:line-through peer-checked:peer-disabled:border-2 peer-checked:peer-disabled:bg-transparent peer-checked:peer-disabled:text-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 ${
          props.large ? "min-w-12 px-3 py-2 text-sm" : "px-2 py-1 text-xs"
        }`}
      >
        {props.text}
      </span>
    </label>
  );
}
