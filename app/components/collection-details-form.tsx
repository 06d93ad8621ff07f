import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { IntentButton } from "#app/components/admin-form.tsx";
import { FormField, FormTextarea } from "#app/components/form-field.tsx";
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  collectionDetailsSchema,
} from "#core/schemas/collections.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

/**
 * A collection's name and description: the form that creates one (`intent=create`) and the one
 * that renames and describes it (`intent=update`), checked in the browser with the server's schema.
 */
export function CollectionDetailsForm({
  id,
  intent,
  heading,
  submitLabel,
  reply,
  defaultValue,
  className = "mt-8",
}: {
  id: string;
  intent: "create" | "update";
  heading: string;
  submitLabel: string;
  reply: SubmissionResult<string[]> | null | undefined;
  defaultValue?: { name: string; description: string };
  className?: string;
}) {
  const t = useT("collections");
  const { form, fields, onInput } = useValidatedForm(collectionDetailsSchema, {
    id,
    lastResult: reply,
    defaultValue,
  });
  return (
    <section aria-labelledby={`${id}-heading`} className={`${className} rounded-xl border border-line p-4`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-3 grid gap-3"
      >
        <FormField
          label={t("create.name")}
          field={fields.name}
          messages="collections"
          required
          maxLength={COLLECTION_NAME_MAX}
        />
        <FormTextarea
          label={t("create.description")}
          field={fields.description}
          messages="collections"
          maxLength={COLLECTION_DESCRIPTION_MAX}
          rows={2}
        />
        <div>
          <IntentButton intent={intent} className="btn">
            {submitLabel}
          </IntentButton>
        </div>
      </Form>
    </section>
  );
}
