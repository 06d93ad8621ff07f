import { ChevronRight } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { LocalizedLink } from "./localized-link.tsx";

export type Crumb = { label: string; to?: string | undefined };

/** Where the page sits in the site; the last crumb is the page itself. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT("catalogue");
  return (
    <nav aria-label={t("breadcrumb.label")} className="text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex items-center gap-1">
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" /> : null}
            {crumb.to && index < crumbs.length - 1 ? (
              <LocalizedLink
                to={crumb.to}
                className="hover:text-primary-700 hover:underline dark:hover:text-primary-300"
              >
                {crumb.label}
              </LocalizedLink>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined} className="text-ink">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
