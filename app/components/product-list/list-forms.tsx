import { Form, useSubmit } from "react-router";
import { ChevronDown, Search, SlidersHorizontal, X } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { ColorChoice, SizeChoice } from "#app/components/option-choice.tsx";
import { sortOrders, type SortOrder } from "#core/catalogue.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import type { Facet } from "#server/services/catalogue.ts";
import { buttonClass, fieldClass, KeptChoices, quietButtonClass } from "./list-choices.tsx";

const sortLabels = {
  featured: "sort.featured",
  relevance: "sort.relevance",
  "price-asc": "sort.priceAsc",
  "price-desc": "sort.priceDesc",
  newest: "sort.newest",
} as const satisfies Record<SortOrder, string>;

/** With JavaScript a choice applies at once and the page keeps its scroll position. */
function useSubmitOnChange() {
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (event: React.ChangeEvent<HTMLFormElement>) => {
    if (hydrated) void submit(event.currentTarget, { preventScrollReset: true });
  };
}

/** The search box; a search keeps the list's filters and order and starts at page 1. */
export function SearchForm({
  action,
  q,
  chosenSort,
  colors,
  sizes,
}: {
  action: string;
  q: string;
  chosenSort: SortOrder | null;
  colors: string[];
  sizes: string[];
}) {
  const t = useT("catalogue");
  return (
    <search className="w-full max-w-md">
      <Form method="get" action={action} className="flex gap-2">
        <label htmlFor="catalogue-search" className="sr-only">
          {t("search.label")}
        </label>
        <input
          id="catalogue-search"
          type="search"
          name="q"
          defaultValue={q}
          key={q}
          maxLength={100}
          placeholder={t("search.placeholder")}
          className={`${fieldClass} min-w-0 flex-1`}
        />
        {/* A search within a filtered or sorted list keeps them; it starts again at page 1. */}
        <KeptChoices sort={chosenSort} colors={colors} sizes={sizes} />
        <button type="submit" className={buttonClass}>
          <Search aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{t("search.submit")}</span>
        </button>
      </Form>
    </search>
  );
}

/** The colour and size filters. On narrow screens they fold away above the products (app.css unfolds them from lg). */
export function FiltersPanel({
  action,
  facets,
  q,
  chosenSort,
  colors,
  sizes,
  clearTo,
}: {
  action: string;
  facets: { colors: Facet[]; sizes: Facet[] };
  q: string;
  chosenSort: SortOrder | null;
  colors: string[];
  sizes: string[];
  /** The list's address without filters. */
  clearTo: string;
}) {
  const t = useT("catalogue");
  const hydrated = useHydrated();
  const submitOnChange = useSubmitOnChange();
  const filtered = colors.length > 0 || sizes.length > 0;
  return (
    <details className="filters-panel group" open={filtered || undefined}>
      <summary className="filters-toggle">
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t("filters.heading")}
        {filtered ? (
          <span className="text-ink-muted">
            · {t("filters.active", { count: colors.length + sizes.length })}
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" className="filters-chevron" />
      </summary>
      <Form
        method="get"
        action={action}
        preventScrollReset
        onChange={submitOnChange}
        aria-labelledby="catalogue-filters"
        className="mt-3 lg:mt-0"
      >
        <div className="flex items-center justify-between">
          <h2 id="catalogue-filters" className="section-label flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t("filters.heading")}
          </h2>
          {filtered ? (
            <LocalizedLink to={clearTo} preventScrollReset className={quietButtonClass}>
              <X aria-hidden="true" className="size-3.5" />
              {t("filters.clear")}
            </LocalizedLink>
          ) : null}
        </div>
        <KeptChoices q={q} sort={chosenSort} />
        {facets.colors.length > 0 ? (
          <fieldset className="mt-3">
            <legend className="text-sm font-semibold">{t("filters.colors")}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {facets.colors.map((facet) => (
                <ColorChoice
                  key={facet.key}
                  type="checkbox"
                  name="color"
                  value={facet.key}
                  label={t("filters.option", { label: facet.label, count: facet.count })}
                  hex={facet.hex ?? ""}
                  selected={facet.selected}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        {/* Sizes compare within a category (S–XL, 11 oz, 12×18″); across all products they would not. */}
        {facets.sizes.length > 0 ? (
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold">{t("filters.sizes")}</legend>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {facets.sizes.map((facet) => (
                <SizeChoice
                  key={facet.key}
                  type="checkbox"
                  name="size"
                  value={facet.key}
                  text={facet.label}
                  label={t("filters.option", { label: facet.label, count: facet.count })}
                  selected={facet.selected}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        {hydrated ? null : (
          <button type="submit" className={`${buttonClass} mt-4 w-full`}>
            {t("filters.apply")}
          </button>
        )}
      </Form>
    </details>
  );
}

/** The choice of the list's order; sorting by relevance is offered while searching. */
export function SortForm({
  action,
  q,
  sort,
  colors,
  sizes,
}: {
  action: string;
  q: string;
  sort: SortOrder;
  colors: string[];
  sizes: string[];
}) {
  const t = useT("catalogue");
  const hydrated = useHydrated();
  const submitOnChange = useSubmitOnChange();
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      onChange={submitOnChange}
      className="flex items-center gap-2"
    >
      <KeptChoices q={q} colors={colors} sizes={sizes} />
      <label htmlFor="catalogue-sort" className="text-sm font-medium">
        {t("sort.label")}
      </label>
      <select id="catalogue-sort" name="sort" defaultValue={sort} key={sort} className={fieldClass}>
        {sortOrders
          .filter((order) => order !== "relevance" || q)
          .map((order) => (
            <option key={order} value={order}>
              {t(sortLabels[order])}
            </option>
          ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={buttonClass}>
          {t("sort.apply")}
        </button>
      )}
    </Form>
  );
}
