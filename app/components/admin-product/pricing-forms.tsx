import { Form } from "react-router";
import { AdminInput, IntentButton } from "#app/components/admin-form.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { priceTierLimits } from "#core/pricing.ts";
import { areaPricesSchema, centsToDollars, priceTiersSchema } from "#core/schemas/catalogue-admin.ts";
import type { AdminProduct } from "#server/services/catalogue-admin.ts";
import { FormSection } from "./form-section.tsx";
import { replyOf, type ProductActionData } from "./product-forms.ts";

/** What each print area adds to a piece when the design prints another one too. */
export function AreaPricesForm({
  product,
  actionData,
}: {
  product: AdminProduct;
  actionData: ProductActionData;
}) {
  const t = useT("catalogueAdmin");
  const locale = useLocale();
  const { form, fields, onInput } = useValidatedForm(areaPricesSchema, {
    id: "area-prices",
    lastResult: replyOf(actionData, "areaPrices"),
    defaultValue: {
      prices: product.areas.map((area) => ({
        key: area.key,
        price: centsToDollars(area.priceCents, locale),
      })),
    },
  });
  const rows = fields.prices.getFieldList();
  return (
    <FormSection id="area-prices-title" title={t("product.areas")} intro={t("product.areasIntro")}>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-4 flex flex-wrap items-start gap-3"
      >
        {product.areas.map((area, index) => {
          const row = rows[index]?.getFieldset();
          if (!row) return null;
          return (
            <div key={area.key}>
              <input type="hidden" name={row.key.name} value={area.key} />
              <AdminInput
                field={row.price}
                label={t("product.areaPrice", { area: area.label[locale] })}
                className="w-44"
                inputMode="decimal"
                autoComplete="off"
                required
              />
            </div>
          );
        })}
        <div className="pt-5">
          <IntentButton intent="areaPrices" className="btn-secondary">
            {t("product.areasSubmit")}
          </IntentButton>
        </div>
      </Form>
    </FormSection>
  );
}

/** The quantity price breaks: a row per break, blank rows to add one, a cleared row to remove it. */
export function PriceTiersForm({
  product,
  actionData,
}: {
  product: AdminProduct;
  actionData: ProductActionData;
}) {
  const t = useT("catalogueAdmin");
  const { form, fields, onInput } = useValidatedForm(priceTiersSchema, {
    id: "price-tiers",
    lastResult: replyOf(actionData, "priceTiers"),
    defaultValue: {
      tiers: Array.from({ length: priceTierLimits.tiers }, (_, index) => {
        const tier = product.priceTiers[index];
        return tier
          ? { minQuantity: String(tier.minQuantity), percentOff: String(tier.percentOff) }
          : { minQuantity: "", percentOff: "" };
      }),
    },
  });
  const rows = fields.tiers.getFieldList();
  return (
    <FormSection id="price-tiers-title" title={t("product.tiers")} intro={t("product.tiersIntro")}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} onInput={onInput} noValidate className="mt-4">
        {fields.tiers.errors?.[0] ? (
          <p
            id={fields.tiers.errorId}
            role="alert"
            className="mb-2 text-sm text-error-700 dark:text-error-300"
          >
            {t(fields.tiers.errors[0] as "validation.tooManyTiers")}
          </p>
        ) : null}
        <table className="text-sm">
          <caption className="sr-only">{t("product.tiers")}</caption>
          <thead>
            <tr>
              <th scope="col" className="pe-3 text-start font-medium">
                {t("product.tierFrom")}
              </th>
              <th scope="col" className="text-start font-medium">
                {t("product.tierOff")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const tier = row.getFieldset();
              return (
                <tr key={row.key} className="align-top">
                  <td className="pe-3 py-1">
                    <AdminInput
                      field={tier.minQuantity}
                      label={t("product.tierFromLabel", { row: index + 1 })}
                      labelHidden
                      className="w-28"
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  </td>
                  <td className="py-1">
                    <AdminInput
                      field={tier.percentOff}
                      label={t("product.tierOffLabel", { row: index + 1 })}
                      labelHidden
                      className="w-28"
                      inputMode="numeric"
                      autoComplete="off"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="mt-3">
          <IntentButton intent="priceTiers" className="btn-secondary">
            {t("product.tiersSubmit")}
          </IntentButton>
        </div>
      </Form>
    </FormSection>
  );
}
