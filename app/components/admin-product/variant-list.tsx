import { Form } from "react-router";
import { AdminInput, AdminSelect, IntentButton } from "#app/components/admin-form.tsx";
import {
  centsToDollars,
  variantAvailabilityValues,
  variantFormSchema,
} from "#core/schemas/catalogue-admin.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import type { AdminVariant } from "#server/services/catalogue-admin.ts";
import { replyOf, type ProductActionData } from "./product-forms.ts";

/** The product's variants, each with its price and availability to change. */
export function VariantList({
  variants,
  actionData,
}: {
  variants: AdminVariant[];
  actionData: ProductActionData;
}) {
  const t = useT("catalogueAdmin");
  return (
    <section aria-labelledby="variants-title" className="mt-8">
      <h2 id="variants-title" className="text-xl font-bold tracking-tight">
        {t("product.variants")}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t("product.variantsIntro")}</p>
      {/* One form per variant (a plain post each); the header names the columns once. */}
      <div
        aria-hidden="true"
        className="mt-4 hidden grid-cols-[minmax(10rem,1fr)_10rem_8rem_11rem_7.5rem] gap-3 border-b border-line pb-2 text-sm font-medium md:grid"
      >
        <span>{t("product.colVariant")}</span>
        <span>{t("product.colSku")}</span>
        <span>{t("product.colPrice")}</span>
        <span>{t("product.colAvailability")}</span>
        <span />
      </div>
      <ul className="divide-y divide-line">
        {variants.map((variant) => (
          <VariantRow key={variant.sku} variant={variant} actionData={actionData} />
        ))}
      </ul>
    </section>
  );
}

function VariantRow({ variant, actionData }: { variant: AdminVariant; actionData: ProductActionData }) {
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const name = t("product.variant", { color: variant.colorName[locale], size: variant.sizeLabel[locale] });
  const { form, fields, onInput } = useValidatedForm(variantFormSchema, {
    id: `variant-${variant.sku}`,
    lastResult: replyOf(actionData, "variant", variant.sku),
    defaultValue: {
      sku: variant.sku,
      price: centsToDollars(variant.priceCents, locale),
      availability: variant.availability,
    },
  });
  return (
    <li>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="grid grid-cols-2 items-start gap-3 py-3 text-sm md:grid-cols-[minmax(10rem,1fr)_10rem_8rem_11rem_7.5rem]"
      >
        <input type="hidden" name="sku" value={variant.sku} />
        <div className="col-span-2 flex items-center gap-2 pt-1.5 md:col-span-1">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full border border-line"
            style={{ backgroundColor: variant.colorHex }}
          />
          <span className="font-medium">{name}</span>
        </div>
        <span className="hidden pt-1.5 font-mono text-xs text-ink-muted md:block">{variant.sku}</span>
        <AdminInput
          field={fields.price}
          label={t("product.priceOf", { variant: name })}
          labelHidden
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <AdminSelect
          field={fields.availability}
          label={t("product.availabilityOf", { variant: name })}
          labelHidden
          options={variantAvailabilityValues.map((value) => ({
            value,
            label: t(`availability.${value}`),
          }))}
        />
        <IntentButton
          intent="variant"
          pendingWhen={{ sku: variant.sku }}
          label={t("product.saveLabel", { variant: name })}
          className="btn-small justify-center md:w-full"
        >
          {t("product.save")}
        </IntentButton>
      </Form>
    </li>
  );
}
