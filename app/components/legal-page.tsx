import { ArrowRight } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { LocalizedLink } from "./localized-link.tsx";
import { PageSeo } from "./page-seo.tsx";

/** One numbered section of a legal page, already translated. `id` is its anchor. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: { name: string; body: string }[];
  link?: { to: string; label: string };
};

/**
 * The layout the Terms of Service and the Privacy Policy share: title, introduction, "Last
 * updated", an "On this page" list of anchors and the numbered sections.
 */
export function LegalPage(props: {
  title: string;
  description: string;
  intro: string;
  /** `YYYY-MM-DD`, shown in the page's language. */
  lastUpdated: string;
  sections: LegalSection[];
}) {
  const t = useT("pages");
  const date = new Intl.DateTimeFormat(locales[useLocale()].tag, {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(props.lastUpdated));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={props.title} description={props.description} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{props.title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{props.intro}</p>
        <p className="mt-4 text-sm text-ink-muted">
          {t("common.lastUpdated")} <time dateTime={props.lastUpdated}>{date}</time>
        </p>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-labelledby="on-this-page" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="on-this-page" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {t("common.onThisPage")}
          </h2>
          <ol className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {props.sections.map(({ id, heading }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="block rounded-md border border-line px-3 py-1.5 text-sm hover:border-primary-500 hover:text-primary-700 lg:border-0 lg:px-2 dark:hover:text-primary-300"
                >
                  {heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-12">
          {props.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2
                id={section.id}
                className="flex scroll-mt-6 items-baseline gap-3 text-2xl font-bold tracking-tight"
              >
                <span className="text-primary-700 tabular-nums dark:text-primary-300">{index + 1}.</span>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed">
                  {paragraph}
                </p>
              ))}
              {section.items ? (
                <dl className="mt-5 divide-y divide-line rounded-xl border border-line bg-surface-raised">
                  {section.items.map((item) => (
                    <div key={item.name} className="px-5 py-4">
                      <dt className="font-semibold">{item.name}</dt>
                      <dd className="mt-1 leading-relaxed text-ink-muted">{item.body}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              {section.link ? (
                <p className="mt-4">
                  <LocalizedLink
                    to={section.link.to}
                    className="inline-flex items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline dark:text-primary-300"
                  >
                    {section.link.label}
                    <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                  </LocalizedLink>
                </p>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
