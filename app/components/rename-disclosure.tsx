import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import { FormField } from "#app/components/form-field.tsx";
import { Pencil } from "#app/components/icons.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

type RenameDisclosureProps = {
  /** The renamed thing: its id goes with the form, its name fills the field. */
  item: { id: string; name: string };
  /** The form's schema, shared with the server: `{ id, name }`. */
  schema: z.ZodType<{ id: string; name: string }, { id: string; name: string }>;
  /** The list's address choices (`?q=…`), posted to so the page comes back as it was. */
  search: string;
  /** The server's reply to the last rename on the page; only the item's own opens its form. */
  reply: SubmissionResult<string[]> | null | undefined;
  maxLength: number;
  labels: { toggle: string; field: string; submit: string };
  className?: string;
};

/**
 * Renaming in place (a library file, a template): a disclosure with a one-field form posting
 * `intent=rename`, checked in the browser with the server's schema, open again when the server
 * refused the name. Works without scripts.
 */
export function RenameDisclosure({
  item,
  schema,
  search,
  reply,
  maxLength,
  labels,
  className = "basis-full",
}: RenameDisclosureProps) {
  const ownReply = reply && reply.initialValue?.id === item.id ? reply : undefined;
  const rename = useValidatedForm(schema, {
    id: `rename-${item.id}`,
    lastResult: ownReply,
    defaultValue: { id: item.id, name: item.name },
  });
  return (
    <details className={className} open={ownReply ? true : undefined}>
      <summary className="btn-quiet w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden">
        <Pencil aria-hidden="true" className="size-4" />
        {labels.toggle}
      </summary>
      <Form
        method="post"
        action={search || undefined}
        id={rename.form.id}
        onSubmit={rename.form.onSubmit}
        onInput={rename.onInput}
        noValidate
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="id" value={item.id} />
        <FormField
          label={labels.field}
          field={rename.fields.name}
          maxLength={maxLength}
          className="min-w-0 flex-1"
        />
        <button type="submit" className="btn">
          {labels.submit}
        </button>
      </Form>
    </details>
  );
}
