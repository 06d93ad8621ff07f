import { Form } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { guestEmailSchema } from "#core/schemas/order.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

/**
 * A visitor ordering without an account gives the email their receipt and updates go to
 * (docs/decisions/026), or signs in and comes back here.
 */
export function GuestEmailForm({
  email,
  reply,
}: {
  email: string | null;
  reply: Parameters<typeof useValidatedForm>[1]["lastResult"];
}) {
  const t = useT("order");
  const locale = useLocale();
  const { form, fields, onInput } = useValidatedForm(guestEmailSchema, {
    id: "guest-email",
    lastResult: reply,
    defaultValue: { email: email ?? "" },
  });
  const back = localizePath("/order/shipping", locale);
  return (
    <section aria-labelledby="guest-email-title" className="mt-6 rounded-lg border border-line p-4">
      <h2 id="guest-email-title" className="text-xl font-semibold">
        {t("shipping.guest.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t("shipping.guest.help")}</p>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="email" />
        <FormField
          label={t("shipping.guest.label")}
          field={fields.email}
          type="email"
          autoComplete="email"
          className="min-w-64 flex-1"
        />
        <button type="submit" className="btn-secondary">
          {t("shipping.guest.save")}
        </button>
      </Form>
      <LocalizedLink
        to={`/?auth=signin&redirectTo=${encodeURIComponent(back)}`}
        className="mt-3 inline-block text-sm underline"
      >
        {t("shipping.guest.signIn")}
      </LocalizedLink>
    </section>
  );
}
