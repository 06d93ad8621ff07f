import { useT } from "#app/utils/i18n.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { LocalizedLink } from "./localized-link.tsx";

/** The page shown for an error: status code, message and what to do next (spec §2). */
export function ErrorPage(props: { status: number; title: string; message: string; description: string }) {
  const t = useT();
  const siteName = useRootData()?.site.siteName;
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <title>{siteName ? `${props.title} · ${siteName}` : props.title}</title>
      <p className="text-sm font-semibold text-error-600 dark:text-error-500">
        <span className="sr-only">{t("errors.statusLabel")} </span>
        {props.status}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{props.title}</h1>
      <p className="mt-4 text-lg break-words">{props.message}</p>
      <p className="mt-2 text-ink-muted">{props.description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LocalizedLink
          to="/"
          className="rounded-md bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
        >
          {t("errors.backHome")}
        </LocalizedLink>
        <LocalizedLink
          to="/help-center"
          className="rounded-md border border-line px-4 py-2 text-sm font-semibold hover:border-secondary-500"
        >
          {t("errors.visitHelp")}
        </LocalizedLink>
        <LocalizedLink
          to="/help-center#contact"
          className="rounded-md border border-line px-4 py-2 text-sm font-semibold hover:border-secondary-500"
        >
          {t("errors.contactUs")}
        </LocalizedLink>
      </div>
    </section>
  );
}
