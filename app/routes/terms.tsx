import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { locales } from "#app/utils/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useLocale } from "#app/utils/use-locale.ts";

/** The date of the current text, shown as "Last updated": change it whenever the terms change. */
const lastUpdated = "2026-11-22";

/**
 * The sections in page order. Each id is an anchor other pages may link to (`/terms#returns`),
 * so keep the ids when editing.
 */
const sections = [
  {
    id: "our-service",
    key: "terms.service",
    paragraphs: ["terms.service.body1", "terms.service.body2"],
    link: { to: "/privacy", label: "terms.service.link" },
  },
  { id: "your-account", key: "terms.account", paragraphs: ["terms.account.body1", "terms.account.body2"] },
  { id: "your-artwork", key: "terms.artwork", paragraphs: ["terms.artwork.body1", "terms.artwork.body2"] },
  {
    id: "content-we-dont-print",
    key: "terms.content",
    paragraphs: ["terms.content.body1", "terms.content.body2"],
  },
  { id: "prices-and-payment", key: "terms.prices", paragraphs: ["terms.prices.body1", "terms.prices.body2"] },
  {
    id: "returns",
    key: "terms.returns",
    paragraphs: ["terms.returns.body1", "terms.returns.body2"],
    link: { to: "/help-center#returns", label: "terms.returns.link" },
  },
  {
    id: "closing-accounts",
    key: "terms.closing",
    paragraphs: ["terms.closing.body1", "terms.closing.body2"],
  },
  { id: "law-and-changes", key: "terms.law", paragraphs: ["terms.law.body1", "terms.law.body2"] },
  {
    id: "contact",
    key: "terms.contact",
    paragraphs: ["terms.contact.body"],
    link: { to: "/help-center", label: "terms.contact.link" },
  },
] as const satisfies readonly {
  id: string;
  key: string;
  paragraphs: readonly string[];
  link?: { to: string; label: string };
}[];

export default function TermsRoute() {
  const { t } = useTranslation("pages");
  const siteName = useRootData()?.site.siteName ?? "";
  const date = new Intl.DateTimeFormat(locales[useLocale()].tag, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(lastUpdated));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("terms.title")} description={t("terms.description")} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("terms.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("terms.intro", { siteName })}</p>
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
