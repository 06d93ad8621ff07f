import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import type { z } from "zod";

/** Spec §5: fields validate as the visitor types, 300 ms after the last keystroke. */
const VALIDATION_DELAY_MS = 300;

/**
 * A conform form checked in the browser with the schema the server uses. A field is validated
 * once the visitor has used it: on change at once, on input after a 300 ms pause, and when it
 * loses focus after being typed in; a submit checks every field and focuses the first one in
 * error. Without JavaScript the server's reply (`lastResult`) shows the same messages.
 *
 * No field is checked on its own where that would get in the way:
 * - leaving an untouched field (a dialog opens with its first field focused; a click elsewhere
 *   must not flash an error);
 * - leaving a field for the submit button: an error shown on the way would push the button away
 *   from the pointer between press and release, and the click would be lost;
 * - a check still waiting for the typing pause when the form is sent: it would run after the
 *   server's answer and replace the refusal shown under the field with the browser's verdict;
 * - a field left after the form was sent and before anything is typed again: the focus leaves it
 *   when the page changes under it (the sign-in dialog closing on success), and conform checks a
 *   field by submitting the form with an intent, which by then nothing stops: the browser would
 *   send the form a second time, natively (issue 26, defect 13).
 */
export function useValidatedForm<Schema extends z.ZodType>(
  schema: Schema,
  options: {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
    /** What the fields hold at first (a signed-in user's name); a server reply's values win. */
    defaultValue?: DefaultValue<z.input<Schema>>;
  },
) {
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    // conform's form shape has an index signature; the schema's input is what the fields hold.
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema> & Record<string, unknown>>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typedIn = useRef(new Set<string>());
  const sent = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    const element = document.forms.namedItem(form.id);
    if (!element) return;
    const onLeaveOrChange = (event: Event) => {
      const target = event.target;
      const name = (target as HTMLInputElement).name;
      if (!name || sent.current || !element.isConnected) return;
      if (event.type === "change") {
        // A choice (select, checkbox, radio, file) is checked at once; typed text has its pause,
        // and its `change` comes as it is left, where the rules below apply.
        const choice =
          target instanceof HTMLSelectElement ||
          (target instanceof HTMLInputElement && ["checkbox", "radio", "file"].includes(target.type));
        if (!choice) return;
      } else {
        const next = (event as FocusEvent).relatedTarget;
        const toSubmit =
          (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) &&
          next.type === "submit" &&
          next.form === element;
        if (toSubmit || !typedIn.current.has(name)) return;
      }
      form.validate({ name });
    };
    const onSubmit = (event: SubmitEvent) => {
      clearTimeout(timer.current);
      // conform's own checks are submissions too (an intent button); only a real one counts.
      const intent = event.submitter instanceof HTMLButtonElement && event.submitter.name === "__intent__";
      if (!intent) sent.current = true;
    };
    element.addEventListener("focusout", onLeaveOrChange);
    element.addEventListener("change", onLeaveOrChange);
    element.addEventListener("submit", onSubmit, true);
    return () => {
      element.removeEventListener("focusout", onLeaveOrChange);
      element.removeEventListener("change", onLeaveOrChange);
      element.removeEventListener("submit", onSubmit, true);
    };
  }, [form]);

  /** Attach to the <form> as onInput: validates the field typed in once typing pauses. */
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!target.name) return;
    sent.current = false;
    typedIn.current.add(target.name);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // A submit can replace the form within the pause; conform cannot check a form that is gone.
      if (document.forms.namedItem(form.id)) form.validate({ name: target.name });
    }, VALIDATION_DELAY_MS);
  };
  return { form, fields, onInput };
}
