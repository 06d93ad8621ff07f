import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { orderItemTemplateSchema, TEMPLATE_NAME_MAX } from "#core/schemas/templates.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

type Item = { id: string; title: string; colorName: string; sizeLabel: string };

/** "Save as template" for a past order's item: which item (its design) and the template's name. */
export function OrderTemplateForm({
  items,
  lastResult,
}: {
  items: readonly Item[];
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const t = useT("templates");
  const { form, fields, onInput } = useValidatedForm(orderItemTemplateSchema, {
    id: "order-template",
    lastResult,
    defaultValue: { item: items[0]?.id ?? "" },
  });
  return (
    <section aria-labelledby="order-template" className="rounded-lg border border-line p-4">
      <h2 id="order-template" className="text-lg font-semibold">
        {t("save.heading")}
      </h2>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-2 space-y-3"
      >
        <input type="hidden" name="intent" value="template" />
        {items.length > 1 ? (
          <div>
            <label htmlFor={fields.item.id} className="mb-1 block text-sm font-medium">
              {t("save.item")}
            </label>
            <select
              id={fields.item.id}
              name={fields.item.name}
              defaultValue={items[0]?.id}
              className="field w-full"
            >
              {items.map((item) => (
                <option key={item.id} value={item.id}>
                  {`${item.title} · ${item.colorName} · ${item.sizeLabel}`}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <input type="hidden" name={fields.item.name} value={items[0]?.id ?? ""} />
        )}
        <FormField label={t("save.name")} field={fields.name} maxLength={TEMPLATE_NAME_MAX} />
        <button type="submit" className="btn-secondary">
          {t("save.submit")}
        </button>
      </Form>
    </section>
  );
}
