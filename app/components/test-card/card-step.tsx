import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { TriangleAlert } from "#app/components/icons.tsx";
import { type MessageKey, useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { cardFormSchema, groupCardNumber, testCards } from "./card-form.ts";
import { SubmitButton } from "./submit-button.tsx";

/** The card form's reply from the action: its values and errors. */
export type CardReply = SubmissionResult<string[]>;

const browserClock = () => new Date();

export function CardStep(props: { amount: string; reply: CardReply | null; error: string | null }) {
  const t = useT("payment");
  // The browser checks with its own clock; the server's answer (its clock) is the one that counts.
  const { form, fields, onInput } = useValidatedForm(cardFormSchema(browserClock), {
    id: "test-card",
    lastResult: props.reply,
  });
  // The schema's messages are keys of this page's namespace: the fields get them translated.
  // (conform's field metadata is read through getters: copied by name, not spread.)
  const translated = (field: (typeof fields)["number"]) => ({
    id: field.id,
    name: field.name,
    errorId: field.errorId,
    initialValue: field.initialValue,
    errors: field.errors?.map((key) => t(key as MessageKey<"payment">)),
  });
  return (
    <>
      {props.error ? (
        <div
          role="alert"
          className="mt-6 flex gap-2 rounded-md border border-error-600 bg-error-50 px-3 py-2 text-sm font-medium text-error-700 dark:bg-error-700/20 dark:text-error-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            {t(props.error as MessageKey<"payment">)}{" "}
            {props.error.startsWith("declines.") ? t("testPage.tryAnother") : null}
          </p>
        </div>
      ) : null}
      <Form method="post" id={form.id} onSubmit={form.onSubmit} onInput={onInput} noValidate className="mt-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t("testPage.form.legend")}</legend>
          {/* Never autocompleted: a browser must not offer a real saved card to a test page. */}
          <FormField
            className="sm:col-span-2"
            label={t("testPage.form.number")}
            field={translated(fields.number)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="4242 4242 4242 4242"
            required
          />
          <FormField
            label={t("testPage.form.expiry")}
            field={translated(fields.expiry)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="MM/YY"
            required
          />
          <FormField
            label={t("testPage.form.cvc")}
            field={translated(fields.cvc)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required
          />
          <FormField
            className="sm:col-span-2"
            label={t("testPage.form.name")}
            field={translated(fields.name)}
            autoComplete="off"
            required
          />
        </fieldset>
        <div className="mt-6">
          <SubmitButton
            intent="pay"
            label={t("testPage.form.pay", { amount: props.amount })}
            variant="primary"
          />
        </div>
      </Form>
      <TestCardTable />
    </>
  );
}

function TestCardTable() {
  const t = useT("payment");
  return (
    <div className="mt-8">
      <p className="text-sm text-ink-muted">{t("testPage.explanation")}</p>
      <table className="mt-3 w-full text-start text-sm">
        <caption className="mb-2 text-start text-sm font-medium">{t("testPage.cards.caption")}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="py-1 pe-4 text-start font-medium">
              {t("testPage.cards.number")}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t("testPage.cards.result")}
            </th>
          </tr>
        </thead>
        <tbody>
          {testCards.map((card) => (
            <tr key={card.number} className="border-b border-line last:border-0">
              <td className="py-1.5 pe-4 font-mono whitespace-nowrap tabular-nums">
                {groupCardNumber(card.number)}
              </td>
              <td className="py-1.5">{t(`testPage.cards.${card.label}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
