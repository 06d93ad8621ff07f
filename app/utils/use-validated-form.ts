import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import type { z } from "zod";

/** Spec §5: fields validate as the visitor types, 300 ms after the last keystroke. */
const VALIDATION_DELAY_MS = 300;

/**
 * A conform form checked in the browser with the schema the server uses. Validates on blur and
 * change at once, and on input after a 300 ms pause; without JavaScript the server's reply
 * (`lastResult`) shows the same messages.
 */
export function useValidatedForm<Schema extends z.ZodType>(
  schema: Schema,
  options: { id: string; lastResult?: SubmissionResult<string[]> | null },
) {
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id: options.id,
    lastResult: options.lastResult ?? undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  /** Attach to the <form> as onInput: validates the field typed in once typing pauses. */
  const onInput = (event: React.FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!target.name) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // A submit can replace the form within the pause; conform cannot check a form that is gone.
      if (document.forms.namedItem(form.id)) form.validate({ name: target.name });
    }, VALIDATION_DELAY_MS);
  };
  return { form, fields, onInput };
}
