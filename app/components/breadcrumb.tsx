import { ChevronRight } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { LocalizedLink } from "./localized-link.tsx";

export type Crumb = { label: string; to?: string | undefined };

/** Where the page sits in the site; the last crumb is the page itself. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT("catalogue");
  return (
    <nav aria-label={t("breadcrumb.label")} className="breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 rtl:rotate-180" /> : null}
            {crumb.to && index < crumbs.length - 1 ? (
              <LocalizedLink to={crumb.to}>{crumb.label}</LocalizedLink>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? "page" : undefined}>{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
