import { useNavigation } from "react-router";
import { Loader2 } from "#app/components/icons.tsx";

/** Posts its `intent`; while any post is under way every button is disabled, so no card goes twice. */
export function SubmitButton(props: { intent: string; label: string; variant: "primary" | "secondary" }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === props.intent;
  const pending = navigation.state !== "idle";
  const look =
    props.variant === "primary"
      ? "bg-primary-600 text-white hover:bg-primary-700"
      : "border border-line hover:border-secondary-500";
  return (
    <button
      type="submit"
      name="intent"
      value={props.intent}
      disabled={pending}
      aria-busy={busy}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${look}`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {props.label}
    </button>
  );
}
