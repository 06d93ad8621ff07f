import type { ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { useT } from "#app/utils/i18n.tsx";

/** Links to the list's other pages: previous, each page by number, next. */
export function ListPagination({
  page: current,
  pageCount,
  pageTo,
}: {
  page: number;
  pageCount: number;
  /** The address of the list at another page. */
  pageTo: (page: number) => string;
}) {
  const t = useT("catalogue");
  return (
    <nav aria-label={t("pagination.label")} className="mt-8 flex items-center justify-between gap-3">
      <PageLink to={current > 1 ? pageTo(current - 1) : null} rel="prev">
        <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t("pagination.previous")}
      </PageLink>
      <ol className="flex flex-wrap items-center gap-1">
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            {page === current ? (
              <span aria-current="page" className="page-number">
                <span className="sr-only">{t("pagination.page", { page })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <LocalizedLink
                to={pageTo(page)}
                aria-label={t("pagination.page", { page })}
                className="page-number"
              >
                {page}
              </LocalizedLink>
            )}
          </li>
        ))}
      </ol>
      <PageLink to={current < pageCount ? pageTo(current + 1) : null} rel="next">
        {t("pagination.next")}
        <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </PageLink>
    </nav>
  );
}

function PageLink({ to, rel, children }: { to: string | null; rel: string; children: ReactNode }) {
  if (!to) {
    return (
      <span aria-disabled="true" className="pager-link">
        {children}
      </span>
    );
  }
  return (
    <LocalizedLink to={to} rel={rel} className="pager-link">
      {children}
    </LocalizedLink>
  );
}
