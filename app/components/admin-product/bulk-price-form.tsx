import { Form } from "react-router";
import { AdminInput, AdminSelect, IntentButton } from "#app/components/admin-form.tsx";
import { bulkPriceSchema } from "#core/schemas/catalogue-admin.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import type { AdminProduct } from "#server/services/catalogue-admin.ts";
import { FormSection } from "./form-section.tsx";
import { replyOf, type ProductActionData } from "./product-forms.ts";

export function BulkPriceForm({
  product,
  actionData,
}: {
  product: AdminProduct;
  actionData: ProductActionData;
}) {
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const { form, fields, onInput } = useValidatedForm(bulkPriceSchema, {
    id: "bulk-price",
    lastResult: replyOf(actionData, "bulkPrice"),
  });
  const colors = [...new Map(product.variants.map((v) => [v.colorKey, v.colorName[locale]]))];
  const sizes = [...new Map(product.variants.map((v) => [v.sizeKey, v.sizeLabel[locale]]))];
  return (
    <FormSection id="bulk-title" title={t("product.bulk")} intro={t("product.bulkIntro")}>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-4 flex flex-wrap items-start gap-3"
      >
        <AdminSelect
          field={fields.color}
          label={t("product.bulkColor")}
          className="w-48"
          options={[
            { value: "", label: t("product.anyColor") },
            ...colors.map(([value, label]) => ({ value, label })),
          ]}
        />
        <AdminSelect
          field={fields.size}
          label={t("product.bulkSize")}
          className="w-40"
          options={[
            { value: "", label: t("product.anySize") },
            ...sizes.map(([value, label]) => ({ value, label })),
          ]}
        />
        <AdminInput
          field={fields.price}
          label={t("product.bulkPrice")}
          className="w-32"
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <div className="pt-5">
          <IntentButton intent="bulkPrice" className="btn-secondary">
            {t("product.bulkSubmit")}
          </IntentButton>
        </div>
      </Form>
    </FormSection>
  );
}
