import { useEffect, useRef, type ReactNode } from "react";
import { useActionData, useNavigation } from "react-router";
import { Loader2 } from "#app/components/icons.tsx";

/** A titled card of the settings page. */
export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised p-6">
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The submit button of one settings form, named by its intent, with a spinner while it is sent. */
export function SaveButton({
  intent,
  children,
  tone = "primary",
}: {
  intent: string;
  children: ReactNode;
  tone?: "primary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-busy={busy}
      className={`inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-70 ${
        tone === "danger" ? "bg-error-600 hover:bg-error-700" : "bg-primary-600 hover:bg-primary-700"
      }`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

/**
 * Empties the form `formId` once its `intent` succeeded. A success answers with a redirect back
 * here; with JavaScript the page stays, and so would the passwords typed into it.
 */
export function useEmptiedAfterSuccess(formId: string, intent: string) {
  const navigation = useNavigation();
  const actionData = useActionData<{ intent: string }>();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") {
      submitted.current = navigation.formData?.get("intent") === intent;
    } else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (actionData?.intent !== intent) document.forms.namedItem(formId)?.reset();
    }
  }, [navigation.state, navigation.formData, actionData, formId, intent]);
}
