import { useLocale, useT } from "#app/utils/i18n.tsx";

/**
 * Reopening a product that has a draft: the customer chooses before anything can be edited, so
 * work is never started in a second, empty draft by mistake. Starting afresh is a choice.
 */
export function ResumeQuestion({
  updatedAt,
  openHref,
  freshHref,
}: {
  updatedAt: string;
  openHref: string;
  freshHref: string;
}) {
  const t = useT("design");
  const locale = useLocale();
  return (
    <section
      aria-labelledby="design-resume"
      className="mx-auto w-full max-w-xl rounded-lg border border-primary-600 bg-surface-raised p-6"
    >
      <h2 id="design-resume" className="text-lg font-bold tracking-tight">
        {t("resume.heading")}
      </h2>
      <p className="mt-2 text-sm">
        {t("resume.text", {
          date: new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
            new Date(updatedAt),
          ),
        })}
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a className="btn" href={openHref}>
          {t("resume.open")}
        </a>
        <a className="btn-secondary" href={freshHref}>
          {t("resume.fresh")}
        </a>
      </p>
    </section>
  );
}
