import { swatchStyle } from "#app/utils/swatch.ts";

/**
 * Colour swatches and size chips as real form controls (checkboxes in list filters, radios in a
 * product's variant picker), so they post without JavaScript and are keyboard-operable. The
 * input is visually hidden; the drawn chip follows its state (`.choice` in app.css).
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
const inputProps = ({ type, name, value, label, selected, disabled }: ChoiceProps) => ({
  key: `${value}-${selected}`,
  type,
  name,
  value,
  "aria-label": label,
  defaultChecked: selected,
  disabled,
});

// Filters draw dozens of these on the hottest pages: the markup is a label, the input and one
// element; `.choice` in app.css styles the drawn part from the input's state.
export function ColorChoice(props: ChoiceProps & { hex: string; large?: boolean }) {
  const { key, ...input } = inputProps(props);
  return (
    <label title={props.label} className={props.large ? "choice large" : "choice"}>
      <input key={key} {...input} />
      <i style={swatchStyle(props.hex)} />
    </label>
  );
}

export function SizeChoice(props: ChoiceProps & { text: string; large?: boolean }) {
  const { key, ...input } = inputProps(props);
  return (
    <label className={props.large ? "choice large" : "choice"}>
      <input key={key} {...input} />
      <span aria-hidden="true">{props.text}</span>
    </label>
  );
}
