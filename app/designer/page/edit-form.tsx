import { parseWithZod } from "@conform-to/zod/v4";
import { createContext, useContext, useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { designEditSchema, type DesignEdit } from "#core/schemas/design.ts";

/**
 * How the designer's forms send an edit: without JavaScript as a plain post to the page (the
 * server applies it and answers with the new page); with it, `apply` makes the same edit in the
 * page from the same form data, checked by the same schema.
 */
export type EditChannel = {
  /** The page's address, where plain posts go. */
  action: string;
  /** Set once the page runs scripts. */
  apply:
    | ((
        edit: DesignEdit,
        options: { commit: boolean; source: "form" | "action" },
      ) => Record<string, unknown> | null)
    | null;
  /** Errors of a form (message keys by field), after a refused edit. */
  onInvalid(form: string, errors: Record<string, string[] | null>): void;
  /** Makes the edit on a copy of the document and drops it (a live form's warm-up). */
  rehearse(edit: DesignEdit): void;
};

export const EditChannelContext = createContext<EditChannel>({
  action: "",
  apply: null,
  onInvalid: () => undefined,
  rehearse: () => undefined,
});

/**
 * A form's fields read by the edit schema alone, or null when conform must read them. A live form
 * is read at each key (issue 32), and conform, which empties blank fields and coerces each value
 * before the schema sees it, took about three quarters of the reading's 3 ms a key with the CPU
 * slowed 4×. The schema reads the fields' text itself (a number with a comma, a ticked box), so a
 * form whose every field is filled in gives the same edit either way (edit-form.test.ts). A blank
 * field, or a value the schema refuses, goes to conform, whose errors the page shows as the
 * server's.
 */
export function readFilledEdit(data: FormData): DesignEdit | null {
  const fields: Record<string, string> = {};
  for (const [name, value] of data) {
    // A file, a blank, a repeated or a nested name: conform's reading differs from the schema's.
    if (typeof value !== "string" || value === "" || Object.hasOwn(fields, name) || /[.[]/.test(name)) {
      return null;
    }
    fields[name] = value;
  }
  const result = designEditSchema.safeParse(fields);
  return result.success ? result.data : null;
}

function formData(form: HTMLFormElement, submitter: HTMLElement | null) {
  return new FormData(form, submitter instanceof HTMLButtonElement ? submitter : null);
}

/** Reads a form (and the button that sent it) as an edit, or reports its errors. */
export function readEdit(form: HTMLFormElement, submitter: HTMLElement | null, channel: EditChannel) {
  const data = formData(form, submitter);
  const filled = readFilledEdit(data);
  if (filled) {
    channel.onInvalid(form.id, {});
    return filled;
  }
  const submission = parseWithZod(data, { schema: designEditSchema });
  if (submission.status !== "success") {
    channel.onInvalid(form.id, submission.error ?? {});
    return null;
  }
  channel.onInvalid(form.id, {});
  return submission.value;
}

/**
 * Shows in a live form what the edit made of the other fields (the height that follows a new
 * width, a position kept on the area), leaving alone the field being typed in.
 */
function showValues(form: HTMLFormElement, values: Record<string, unknown> | null) {
  if (!values) return;
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (!(field instanceof HTMLInputElement) || field === document.activeElement) continue;
    if (field.type === "number" && typeof value === "number" && Number(field.value) !== value) {
      field.value = String(value);
    }
  }
}

/**
 * Runs `task` once the page is idle (soon, if it never is); returns what cancels it. Safari has
 * no requestIdleCallback: a timer stands in.
 */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 500);
  return () => clearTimeout(id);
}

/**
 * A designer form: hidden fields say what it changes (`intent`, the area, the layer); the rest
 * is the form's own. `live` forms apply each valid change as it is typed (the layer's numbers).
 */
export function EditForm({
  id,
  intent,
  area,
  layer,
  live = false,
  resetAfter = false,
  className,
  children,
  label,
}: {
  id: string;
  intent: DesignEdit["intent"];
  area?: string;
  layer?: string;
  live?: boolean;
  /** Empties the form once its edit is applied (adding text). */
  resetAfter?: boolean;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const channel = useContext(EditChannelContext);
  const apply = channel.apply;
  const formRef = useRef<HTMLFormElement>(null);
  const reads = Boolean(apply) && live;
  // The first reading of a form builds conform's coercing copy of the edit schema, and zod sets
  // up each part of it on its first parse: some 50 ms on a slow phone, which the first key typed
  // in a live form waited for before the canvas showed it (issue 32); the edit's first making
  // took 4–6 ms of it with the CPU slowed 4×, against about 1 for the next keys. While the page
  // is idle, the form reads itself both ways and its edit is made on a copy; all is dropped.
  useEffect(() => {
    const form = formRef.current;
    if (!reads || !form) return;
    return whenIdle(() => {
      const data = formData(form, null);
      const edit = readFilledEdit(data);
      parseWithZod(data, { schema: designEditSchema });
      if (edit) channel.rehearse(edit);
    });
  }, [reads, channel]);
  const onSubmit = apply
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        const edit = readEdit(form, (event.nativeEvent as SubmitEvent).submitter, channel);
        if (!edit) return;
        apply(edit, { commit: true, source: live ? "form" : "action" });
        // As after a post without scripts: the form is ready for the next one.
        if (resetAfter) form.reset();
      }
    : undefined;
  // A live form applies every valid change at once without filling the undo history; the change
  // is recorded when the field is left (or at once for a choice: a select, a checkbox).
  const onLive =
    apply && live
      ? (event: FormEvent<HTMLFormElement>) => {
          const target = event.target as HTMLInputElement;
          const choice = target.tagName === "SELECT" || ["checkbox", "radio"].includes(target.type);
          const form = event.currentTarget;
          const edit = readEdit(form, null, channel);
          if (edit) showValues(form, apply(edit, { commit: choice, source: "form" }));
        }
      : undefined;
  const onLeave =
    apply && live
      ? (event: FormEvent<HTMLFormElement>) => {
          const form = event.currentTarget;
          const edit = readEdit(form, null, channel);
          if (edit) showValues(form, apply(edit, { commit: true, source: "form" }));
        }
      : undefined;
  return (
    // The listeners hear the form's own fields (events bubble); the form itself takes no input.
    // The schema checks the values and says what is wrong in the page's language; the browser's
    // own check would refuse a width of 90 when the field's step counts from its value (101.67).
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      ref={formRef}
      id={id}
      noValidate
      method="post"
      action={channel.action}
      onSubmit={onSubmit}
      onChange={onLive}
      onBlur={onLeave}
      className={className}
      aria-label={label}
    >
      <input type="hidden" name="intent" value={intent} />
      {/* Without scripts the answer opens the page here, not at its top. */}
      <input type="hidden" name="anchor" value={id} />
      {area ? <input type="hidden" name="area" value={area} /> : null}
      {layer ? <input type="hidden" name="layer" value={layer} /> : null}
      {children}
    </form>
  );
}
