import { Link, useLocation } from "react-router";
import { ChevronLeft, ChevronRight } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";

/** Previous and next pages of a list, keeping the rest of the address (filters, search). */
export function Pager({
  page,
  pageCount,
  label,
  drop = [],
}: {
  page: number;
  pageCount: number;
  /** What the pages are of, for screen readers. */
  label: string;
  /** Query parameters that are page states, not list choices (an open question). */
  drop?: readonly string[];
}) {
  const t = useT();
  const location = useLocation();
  if (pageCount <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(location.search);
    for (const name of drop) params.delete(name);
    params.set("page", String(target));
    return `?${params}`;
  };
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="pager-link">
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("pager.previous")}
        </Link>
      ) : (
        <span aria-disabled="true" className="pager-link">
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t("pager.previous")}
        </span>
      )}
      <span className="text-sm text-ink-muted">{t("pager.pageOf", { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next" className="pager-link">
          {t("pager.next")}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : (
        <span aria-disabled="true" className="pager-link">
          {t("pager.next")}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </span>
      )}
    </nav>
  );
}
