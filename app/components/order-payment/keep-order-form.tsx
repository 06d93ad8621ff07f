import { Form, useNavigation } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { keepOrderSchema } from "#core/schemas/order.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

/**
 * A paid guest order's offer to keep it in an account (docs/decisions/026): a password, and the
 * account is made with the order's email; once sent, where the confirmation link went.
 */
export function KeepOrderForm({
  email,
  kept,
  reply,
}: {
  email: string;
  /** The email the link went to, once the form was sent. */
  kept: string | null;
  reply: Parameters<typeof useValidatedForm>[1]["lastResult"];
}) {
  const t = useT("order");
  const navigation = useNavigation();
  const { form, fields, onInput } = useValidatedForm(keepOrderSchema, {
    id: "keep-order",
    lastResult: reply,
  });
  const refusal = form.errors?.[0];
  return (
    <section aria-labelledby="keep-order-title" className="mt-10 max-w-xl rounded-lg border border-line p-4">
      <h2 id="keep-order-title" className="text-xl font-semibold">
        {t("payment.keep.title")}
      </h2>
      {kept ? (
        <output className="mt-2 block">{t("payment.keep.sent", { email: kept })}</output>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">{t("payment.keep.help", { email })}</p>
          <Form
            method="post"
            id={form.id}
            onSubmit={form.onSubmit}
            onInput={onInput}
            noValidate
            className="mt-3 flex flex-wrap items-end gap-3"
            aria-describedby={refusal ? "keep-order-error" : undefined}
          >
            <input type="hidden" name="intent" value="keep" />
            <input type="hidden" name="username" value={email} autoComplete="username" />
            <FormField
              label={t("payment.keep.password")}
              field={fields.password}
              type="password"
              autoComplete="new-password"
              className="min-w-64 flex-1"
            />
            <button type="submit" className="btn" disabled={navigation.state !== "idle"}>
              {t("payment.keep.submit")}
            </button>
          </Form>
          {refusal ? (
            <p id="keep-order-error" role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
              {refusal}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
