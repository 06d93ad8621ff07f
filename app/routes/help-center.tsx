import {
  ArrowRight,
  ChevronDown,
  CreditCard,
  Palette,
  RotateCcw,
  ShoppingCart,
  Truck,
  UserRound,
  type LucideIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";

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
  Icon: LucideIcon;
  questions: readonly { id: string; key: string }[];
}[];

const moreLinks = [
  { to: "/about", key: "about" },
  { to: "/creative", key: "creative" },
  { to: "/shipping", key: "shipping" },
] as const;

export default function HelpCenterRoute() {
  const { t } = useTranslation("pages");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("help.title")} description={t("help.description")} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("help.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("help.intro")}</p>
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
                    <p className="px-5 pb-5 leading-relaxed text-ink-muted">{t(`${question.key}.a`)}</p>
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
        </div>
      </div>
    </div>
  );
}
