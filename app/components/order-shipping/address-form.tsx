import { Form } from "react-router";
import { FormField, FormSelect } from "#app/components/form-field.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { addressSchema } from "#core/schemas/address.ts";
import { countryOptions } from "#core/countries.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import type { SavedAddress } from "#server/services/addresses.ts";

/** A new address, or changes to one, checked in the browser and again by the server. */
export function AddressForm({
  address,
  reply,
}: {
  address: SavedAddress | null;
  reply: Parameters<typeof useValidatedForm>[1]["lastResult"];
}) {
  const t = useT("order");
  const ta = useT("address");
  const locale = useLocale();
  const { form, fields, onInput } = useValidatedForm(addressSchema, {
    id: address ? `address-${address.id}` : "address-new",
    lastResult: reply,
    defaultValue: address
      ? {
          fullName: address.fullName,
          company: address.company ?? "",
          line1: address.line1,
          line2: address.line2 ?? "",
          city: address.city,
          region: address.region ?? "",
          postalCode: address.postalCode,
          country: address.country,
          phone: address.phone ?? "",
        }
      : { country: locale === "fr" ? "FR" : "US" },
  });
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      className="mt-6 grid gap-4 rounded-lg border border-line p-4 sm:grid-cols-2"
      aria-labelledby={`${form.id}-title`}
    >
      <h3 id={`${form.id}-title`} className="text-lg font-semibold sm:col-span-2">
        {address ? t("shipping.editAddress") : t("shipping.newAddress")}
      </h3>
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <FormField
        label={ta("fields.fullName")}
        field={fields.fullName}
        messages="address"
        autoComplete="name"
        className="sm:col-span-2"
      />
      <FormField
        label={ta("fields.company")}
        field={fields.company}
        messages="address"
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <FormField
        label={ta("fields.line1")}
        field={fields.line1}
        messages="address"
        autoComplete="address-line1"
        className="sm:col-span-2"
      />
      <FormField
        label={ta("fields.line2")}
        field={fields.line2}
        messages="address"
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <FormField
        label={ta("fields.city")}
        field={fields.city}
        messages="address"
        autoComplete="address-level2"
      />
      <FormField
        label={ta("fields.region")}
        field={fields.region}
        messages="address"
        autoComplete="address-level1"
      />
      <FormField
        label={ta("fields.postalCode")}
        field={fields.postalCode}
        messages="address"
        autoComplete="postal-code"
      />
      <FormSelect
        label={ta("fields.country")}
        field={fields.country}
        autoComplete="country"
        messages="address"
        placeholder={ta("fields.countryPlaceholder")}
        options={countryOptions(locale).map((country) => ({ value: country.code, label: country.name }))}
      />
      <FormField
        label={ta("fields.phone")}
        field={fields.phone}
        messages="address"
        type="tel"
        autoComplete="tel"
        className="sm:col-span-2"
      />
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" name="makeDefault" defaultChecked={address?.isDefault ?? false} />
        {t("shipping.makeDefault")}
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <button type="submit" name="intent" value="save" className="btn">
          {address ? t("shipping.saveAddress") : t("shipping.saveAndUse")}
        </button>
        <LocalizedLink to="/order/shipping" className="btn-quiet">
          {t("shipping.cancelEdit")}
        </LocalizedLink>
      </div>
    </Form>
  );
}
