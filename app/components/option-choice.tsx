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
    <label title={props.label} className="choice">
      <input key={key} {...input} />
      <span className="sr-only">{props.label}</span>
      <span
        aria-hidden="true"
        className={props.large ? "choice-color large" : "choice-color"}
        style={{ backgroundColor: props.hex }}
      />
    </label>
  );
}

export function SizeChoice(props: ChoiceProps & { text: string; large?: boolean }) {
  const { key, ...input } = inputProps(props);
  return (
    <label className="choice">
      <input key={key} {...input} aria-label={props.label} />
      <span aria-hidden="true" className={props.large ? "choice-size large" : "choice-size"}>
        {props.text}
      </span>
    </label>
  );
}
