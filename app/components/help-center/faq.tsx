import {
  ChevronDown,
  CreditCard,
  Mail,
  Palette,
  RotateCcw,
  ShoppingCart,
  Truck,
  UserRound,
  type IconComponent,
} from "#app/components/icons.tsx";
import type { ReactNode } from "react";
import { Trans, useLocale, useT } from "#app/utils/i18n.tsx";
import { LinkCards } from "#app/components/link-cards.tsx";
import { PRINT_DPI } from "#core/catalogue.ts";
import { locales } from "#core/locales.ts";

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

/** "On this page": a link to each FAQ section, then to the contact form. */
export function FaqNav() {
  const t = useT("pages");
  return (
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
  );
}

/** The FAQ's sections, each question a native disclosure. */
export function FaqSections() {
  const t = useT("pages");
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
  return faq.map(({ id, Icon, questions }) => (
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
              <Trans text={t(`${question.key}.a`, printValues)} components={{ contact: <ContactLink /> }} />
            </p>
          </details>
        ))}
      </div>
    </section>
  ));
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

/** "Still looking?": the other pages that answer questions. */
export function MoreLinks() {
  const t = useT("pages");
  return (
    <nav aria-labelledby="still-looking" className="rounded-2xl bg-surface-sunken p-6 sm:p-8">
      <h2 id="still-looking" className="text-xl font-bold tracking-tight">
        {t("help.more.heading")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("help.more.body")}</p>
      <LinkCards links={moreLinks.map(({ to, key }) => ({ to, label: t(`help.more.${key}`) }))} />
    </nav>
  );
}
