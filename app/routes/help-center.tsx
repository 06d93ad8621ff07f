import { parseWithZod } from "@conform-to/zod/v4";
import {
  ArrowRight,
  CheckCircle2,
  ChevronDown,
  CreditCard,
  Loader2,
  Mail,
  Palette,
  RotateCcw,
  Send,
  ShoppingCart,
  Truck,
  UserRound,
  type IconComponent,
} from "#app/components/icons.tsx";
import { useEffect, useRef, type ReactNode } from "react";
import { type MessagesHandle, Trans, useT } from "#app/utils/i18n.tsx";
import { data, Form, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { FormField, FormSelect, FormTextarea } from "#app/components/form-field.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  CONTACT_ANSWER_BUSINESS_DAYS,
  contactSchema,
  contactTopics,
  contactTopicSchema,
} from "#core/schemas/contact.ts";
import { readContactSent, writeContactSent, type ContactSent } from "#app/utils/contact.server.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { PRINT_DPI } from "#core/catalogue.ts";
import { locales, localizePath, splitLocale } from "#core/locales.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/utils/use-validated-form.ts";
import { sendContactMessage } from "#server/services/contact.ts";
import { RateLimited } from "#server/services/rate-limit.ts";
import type { Route } from "./+types/help-center.ts";

/**
 * The FAQ: each section and question has a stable anchor (`/help-center#shipping`,
 * `/help-center#track-order`) that other pages may link to, so keep the ids when editing.
 */
const faq = [
  {
    id: "ordering",
    Icon: ShoppingCart,
    questions: [
      { id: "how-to-order", key: "help.sections.ordering.questions.howToOrder" },
      { id: "minimum-order", key: "help.sections.ordering.questions.minimum" },
      { id: "change-or-cancel", key: "help.sections.ordering.questions.changeOrder" },
      { id: "production-time", key: "help.sections.ordering.questions.productionTime" },
    ],
  },
  {
    id: "design",
    Icon: Palette,
    questions: [
      { id: "file-formats", key: "help.sections.design.questions.formats" },
      { id: "resolution", key: "help.sections.design.questions.resolution" },
      { id: "printed-colours", key: "help.sections.design.questions.colours" },
      { id: "copyright", key: "help.sections.design.questions.copyright" },
    ],
  },
  {
    id: "payment",
    Icon: CreditCard,
    questions: [
      { id: "charge-currency", key: "help.sections.payment.questions.currency" },
      { id: "statement-amount", key: "help.sections.payment.questions.difference" },
      { id: "payment-security", key: "help.sections.payment.questions.security" },
    ],
  },
  {
    id: "shipping",
    Icon: Truck,
    questions: [
      { id: "ship-to-my-country", key: "help.sections.shipping.questions.countries" },
      { id: "track-order", key: "help.sections.shipping.questions.tracking" },
      { id: "customs-duties", key: "help.sections.shipping.questions.customs" },
    ],
  },
  {
    id: "returns",
    Icon: RotateCcw,
    questions: [
      { id: "change-of-mind", key: "help.sections.returns.questions.changeOfMind" },
      { id: "misprint-or-damage", key: "help.sections.returns.questions.damaged" },
      { id: "late-or-lost-parcel", key: "help.sections.returns.questions.lostParcel" },
    ],
  },
  {
    id: "account",
    Icon: UserRound,
    questions: [
      { id: "follow-orders", key: "help.sections.account.questions.orders" },
      { id: "language", key: "help.sections.account.questions.language" },
    ],
  },
] as const satisfies readonly {
  id: string;
  Icon: IconComponent;
  questions: readonly { id: string; key: string }[];
}[];

const moreLinks = [
  { to: "/about", key: "about" },
  { to: "/creative", key: "creative" },
  { to: "/shipping", key: "shipping" },
] as const;

/**
 * The contact form starts with the signed-in user's name and email, and with the topic a link
 * chose (`/help-center?topic=shipping#contact`); `sent` is the message this browser just sent.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const user = context.get(userContext);
  const topic = contactTopicSchema.safeParse(url.searchParams.get("topic"));
  const sent = await readContactSent(request, config);
  const contact = {
    defaults: { name: user?.fullName ?? "", email: user?.email ?? "", topic: topic.data ?? "" },
    sent,
  };
  // Shown once: a reload shows an empty form again.
  if (!sent) return { contact };
  return data({ contact }, { headers: { "Set-Cookie": await writeContactSent(config, null) } });
}

/**
 * Sends the contact form: invalid input comes back with its errors and everything typed (400),
 * too many messages likewise with when to try again (429); a sent message redirects back to the
 * form, emptied, with a toast and the confirmation.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, config, now } = context.get(servicesContext);
  const submission = parseWithZod(await readFormData(request), { schema: contactSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const locale = splitLocale(url.pathname).locale;
  const t = getInstance(context).getFixedT(locale, "pages");
  let sent: ContactSent;
  try {
    const { reference } = await sendContactMessage(
      db,
      { ...submission.value, locale },
      {
        ip: context.get(clientIpContext),
        now: now(),
        shopAddress: config.contactEmail,
        accountEmail: context.get(userContext)?.email ?? null,
      },
    );
    sent = { reference, email: submission.value.email };
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    const count = Math.ceil(error.retryAfterSeconds / 60);
    return data(
      { reply: submission.reply({ formErrors: [t("help.contact.rateLimited", { count })] }) },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  return redirectWithSuccess(`${url.pathname}#contact`, t("help.contact.sentToast"), {
    headers: { "Set-Cookie": await writeContactSent(config, sent) },
  });
}

/** A refused message's Retry-After goes out with the page that says when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : undefined;
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function HelpCenterRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("pages");
  const { contact } = loaderData;
  const whole = new Intl.NumberFormat(locales[useLocale()].tag);
  // The resolution answer states the shop's one rule, for a full 12 × 16 in t-shirt print area.
  const printValues = {
    recommended: PRINT_DPI.recommended,
    minimum: PRINT_DPI.minimum,
    width: whole.format(12 * PRINT_DPI.recommended),
    height: whole.format(16 * PRINT_DPI.recommended),
    minimumWidth: whole.format(12 * PRINT_DPI.minimum),
    minimumHeight: whole.format(16 * PRINT_DPI.minimum),
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("help.title")} description={t("help.description")} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("help.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("help.intro")}</p>
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-muted">
          {t("help.contact.prompt")}
          <a
            href="#contact"
            className="inline-flex items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:border-primary-500 hover:text-primary-700 dark:hover:text-primary-300"
          >
            <Mail aria-hidden="true" className="size-4 text-primary-700 dark:text-primary-300" />
            {t("help.contact.heading")}
          </a>
        </p>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="on-this-page" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="on-this-page" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t("common.onThisPage")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {faq.map(({ id, Icon }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="flex items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm hover:border-primary-500 hover:text-primary-700 lg:border-0 lg:px-2 dark:hover:text-primary-300"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                  {t(`help.sections.${id}.heading`)}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#contact"
                className="flex items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm hover:border-primary-500 hover:text-primary-700 lg:border-0 lg:px-2 dark:hover:text-primary-300"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
                {t("help.contact.heading")}
              </a>
            </li>
          </ul>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-12">
          {faq.map(({ id, Icon, questions }) => (
            <section key={id} id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
              <h2 id={`${id}-heading`} className="flex items-center gap-3 text-2xl font-bold tracking-tight">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-800 dark:bg-primary-900/60 dark:text-primary-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`help.sections.${id}.heading`)}
              </h2>
              <div className="mt-5 divide-y divide-line rounded-xl border border-line bg-surface-raised">
                {questions.map((question) => (
                  <details key={question.id} id={question.id} className="group scroll-mt-6">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:text-primary-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600 dark:hover:text-primary-300 [&::-webkit-details-marker]:hidden">
                      <span>{t(`${question.key}.q`)}</span>
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                      />
                    </summary>
                    <p className="px-5 pb-5 leading-relaxed text-ink-muted">
                      <Trans
                        text={t(`${question.key}.a`, printValues)}
                        components={{ contact: <ContactLink /> }}
                      />
                    </p>
                  </details>
                ))}
              </div>
            </section>
          ))}

          <nav aria-labelledby="still-looking" className="rounded-2xl bg-surface-sunken p-6 sm:p-8">
            <h2 id="still-looking" className="text-xl font-bold tracking-tight">
              {t("help.more.heading")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("help.more.body")}</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-3">
              {moreLinks.map(({ to, key }) => (
                <li key={key}>
                  <LocalizedLink
                    to={to}
                    className="flex h-full items-start justify-between gap-3 rounded-lg border border-line bg-surface-raised p-4 text-sm font-semibold hover:border-primary-500"
                  >
                    {t(`help.more.${key}`)}
                    <ArrowRight
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-primary-700 rtl:rotate-180 dark:text-primary-300"
                    />
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>

          <ContactSection defaults={contact.defaults} sent={contact.sent} lastResult={actionData?.reply} />
        </div>
      </div>
    </div>
  );
}

/** "contact us" inside an answer: a link down to the form. */
function ContactLink({ children }: { children?: ReactNode }) {
  return (
    <a
      href="#contact"
      className="font-semibold text-primary-700 underline underline-offset-2 hover:no-underline dark:text-primary-300"
    >
      {children}
    </a>
  );
}

type ContactDefaults = Route.ComponentProps["loaderData"]["contact"]["defaults"];
type ContactReply = NonNullable<Route.ComponentProps["actionData"]>["reply"];

/** The "Contact us" section: the confirmation of a message just sent, and the form. */
function ContactSection(props: {
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
  const tc = useT();
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
        <label htmlFor="contact-website">{tc("auth.signUp.honeypot")}</label>
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
