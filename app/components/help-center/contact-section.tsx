import type { SubmissionResult } from "@conform-to/react";
import { CheckCircle2, Loader2, Mail, Send } from "#app/components/icons.tsx";
import { useEffect, useRef } from "react";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { Form, useNavigation } from "react-router";
import { FormField, FormSelect, FormTextarea } from "#app/components/form-field.tsx";
import { CONTACT_ANSWER_BUSINESS_DAYS, contactSchema, contactTopics } from "#core/schemas/contact.ts";
import type { ContactSent } from "#app/edge/contact.server.ts";
import { localizePath } from "#core/locales.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

/** What the form starts with: the signed-in user's name and email, the topic a link chose. */
export type ContactDefaults = { name: string; email: string; topic: string };
type ContactReply = SubmissionResult<string[]>;

/** The "Contact us" section: the confirmation of a message just sent, and the form. */
export function ContactSection(props: {
  defaults: ContactDefaults;
  sent: ContactSent | null;
  lastResult: ContactReply | undefined;
}) {
  const t = useT("pages");
  const { sent } = props;
  const confirmation = useRef<HTMLOutputElement>(null);
  // The button that sent the message is gone with the old form: the confirmation takes the focus.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      className="scroll-mt-6 rounded-2xl border border-line bg-surface-raised p-6 sm:p-8"
    >
      <h2 id="contact-heading" className="flex items-center gap-3 text-2xl font-bold tracking-tight">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200">
          <Mail aria-hidden="true" className="size-5" />
        </span>
        {t("help.contact.heading")}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-muted">
        {t("help.contact.intro", { count: CONTACT_ANSWER_BUSINESS_DAYS })}
      </p>
      {sent ? (
        <output
          ref={confirmation}
          tabIndex={-1}
          className="mt-6 flex gap-3 rounded-lg border border-primary-600 bg-primary-50 p-4 text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:border-primary-500 dark:bg-primary-900/40 dark:text-primary-100"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <span className="block font-semibold">{t("help.contact.sentTitle")}</span>
            <span className="mt-1 block text-sm">
              {t("help.contact.sentBody", { reference: sent.reference, email: sent.email })}
            </span>
          </span>
        </output>
      ) : null}
      {/* A new key after each message: a fresh, empty form, with none of the last one's state. */}
      <ContactForm
        key={sent?.reference ?? "contact"}
        defaults={props.defaults}
        lastResult={props.lastResult}
      />
    </section>
  );
}

function ContactForm(props: { defaults: ContactDefaults; lastResult: ContactReply | undefined }) {
  const t = useT("pages");
  const { form, fields, onInput } = useValidatedForm(contactSchema, {
    id: "contact-form",
    lastResult: props.lastResult,
    defaultValue: props.defaults,
  });
  const formPath = localizePath("/help-center", useLocale());
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.split("#")[0] === formPath;
  const formError = form.errors?.[0];
  return (
    <Form
      method="post"
      // With the anchor, a page answered without JavaScript opens on the form and its errors.
      action={`${formPath}#contact`}
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      preventScrollReset
      className="relative mt-6 grid gap-4 sm:grid-cols-2"
    >
      <FormField label={t("help.contact.name")} field={fields.name} autoComplete="name" required />
      <FormField
        label={t("help.contact.email")}
        field={fields.email}
        type="email"
        autoComplete="email"
        required
      />
      <FormSelect
        label={t("help.contact.topic")}
        field={fields.topic}
        placeholder={t("help.contact.topicPlaceholder")}
        options={contactTopics.map((topic) => ({ value: topic, label: t(`help.contact.topics.${topic}`) }))}
        required
      />
      <FormField label={t("help.contact.orderNumber")} field={fields.orderNumber} autoComplete="off" />
      <FormTextarea
        className="sm:col-span-2"
        label={t("help.contact.message")}
        field={fields.message}
        rows={7}
        required
      />
      {/* The honeypot: off-screen and skipped by keyboards and screen readers; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t("help.contact.honeypot")}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {formError ? (
        <p
          id={form.errorId}
          role="alert"
          className="rounded-md border border-error-600 bg-error-50 px-3 py-2 text-sm font-medium text-error-700 sm:col-span-2 dark:bg-error-700/20 dark:text-error-100"
        >
          {/* Already translated by the action: it says when to try again. */}
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="inline-flex items-center gap-2 rounded-md bg-primary-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          )}
          {t("help.contact.submit")}
        </button>
        <p className="text-sm text-ink-muted">{t("help.contact.privacy")}</p>
      </div>
    </Form>
  );
}
