import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { locales } from "#app/utils/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useLocale } from "#app/utils/use-locale.ts";

/** The date of the current text, shown as "Last updated": change it whenever the policy changes. */
const lastUpdated = "2026-11-22";

/**
 * The sections in page order. Each id is an anchor other pages may link to (`/privacy#cookies`),
 * so keep the ids when editing. `items` are message keys with a `name` and a `body`.
 */
const sections = [
  {
    id: "what-we-keep",
    key: "privacy.data",
    paragraphs: ["privacy.data.intro"],
    items: [
      "privacy.data.items.account",
      "privacy.data.items.google",
      "privacy.data.items.sessions",
      "privacy.data.items.codes",
      "privacy.data.items.mail",
      "privacy.data.items.artwork",
    ],
  },
  {
    id: "why-we-keep-it",
    key: "privacy.purposes",
    paragraphs: ["privacy.purposes.body1", "privacy.purposes.body2"],
  },
  {
    id: "cookies",
    key: "privacy.cookies",
    paragraphs: ["privacy.cookies.intro"],
    items: [
      "privacy.cookies.items.session",
      "privacy.cookies.items.preferences",
      "privacy.cookies.items.notifications",
    ],
  },
  {
    id: "google-sign-in",
    key: "privacy.google",
    paragraphs: ["privacy.google.body1", "privacy.google.body2"],
  },
  {
    id: "how-long",
    key: "privacy.retention",
    paragraphs: [],
    items: [
      "privacy.retention.items.account",
      "privacy.retention.items.sessions",
      "privacy.retention.items.codes",
      "privacy.retention.items.mail",
      "privacy.retention.items.preferences",
      "privacy.retention.items.orders",
    ],
  },
  {
    id: "your-choices",
    key: "privacy.choices",
    paragraphs: ["privacy.choices.body1", "privacy.choices.body2", "privacy.choices.body3"],
  },
  { id: "changes", key: "privacy.changes", paragraphs: ["privacy.changes.body"] },
  {
    id: "contact",
    key: "privacy.contact",
    paragraphs: ["privacy.contact.body"],
    link: { to: "/help-center", label: "privacy.contact.link" },
  },
] as const satisfies readonly {
  id: string;
  key: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  link?: { to: string; label: string };
}[];

export default function PrivacyRoute() {
  const { t } = useTranslation("pages");
  const siteName = useRootData()?.site.siteName ?? "";
  const date = new Intl.DateTimeFormat(locales[useLocale()].tag, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(lastUpdated));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("privacy.title")} description={t("privacy.description")} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("privacy.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("privacy.intro", { siteName })}</p>
        <p className="mt-4 text-sm text-ink-muted">
          {t("common.lastUpdated")} <time dateTime={lastUpdated}>{date}</time>
        </p>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="on-this-page" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="on-this-page" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t("common.onThisPage")}
          </h2>
          <ol className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {sections.map(({ id, key }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-md border border-line px-3 py-1.5 text-sm hover:border-primary-500 hover:text-primary-700 lg:border-0 lg:px-2 dark:hover:text-primary-300"
                >
                  {t(`${key}.heading`)}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2
                id={section.id}
                className="flex scroll-mt-6 items-baseline gap-3 text-2xl font-bold tracking-tight"
              >
                <span className="text-primary-700 tabular-nums dark:text-primary-300">{index + 1}.</span>
                {t(`${section.key}.heading`)}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed">
                  {t(paragraph, { siteName })}
                </p>
              ))}
              {"items" in section && (
                <dl className="mt-5 divide-y divide-line rounded-xl border border-line bg-surface-raised">
                  {section.items.map((item) => (
                    <div key={item} className="px-5 py-4">
                      <dt className="font-semibold">{t(`${item}.name`)}</dt>
                      <dd className="mt-1 leading-relaxed text-ink-muted">{t(`${item}.body`)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {"link" in section && (
                <p className="mt-4">
                  <LocalizedLink
                    to={section.link.to}
                    className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
                  >
                    {t(section.link.label)}
                    <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                  </LocalizedLink>
                </p>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
