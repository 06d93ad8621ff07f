import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Search,
  SlidersHorizontal,
  X,
} from "#app/components/icons.tsx";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { Form, redirect, useNavigation, useSubmit } from "react-router";
import { Breadcrumb, type Crumb } from "#app/components/breadcrumb.tsx";
import { ConvertedPriceNote } from "#app/components/converted-price-note.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { ColorChoice, SizeChoice } from "#app/components/option-choice.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { ProductGrid, toProductCardData } from "#app/components/product-card.tsx";
import { servicesContext } from "#app/context.ts";
import { parseListSearchParams } from "#app/schemas/catalogue.ts";
import { sortOrders, type SortOrder } from "#app/utils/catalogue.ts";
import { pageNotFound } from "#app/utils/locale-scope.server.ts";
import { localizePath, splitLocale } from "#app/utils/locales.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { listProducts, resolveListAddress } from "#server/services/catalogue.ts";
import type { Route } from "./+types/list.ts";

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const address = await resolveListAddress(
    db,
    { category: params.category, subtype: params.subtype },
    locale,
  );
  if (address.kind === "notFound") throw pageNotFound(url.pathname);
  if (address.kind === "redirect") throw redirect(`${localizePath(address.path, locale)}${url.search}`, 301);
  const choices = parseListSearchParams(url.searchParams);
  const list = await listProducts(db, {
    language: locale,
    categoryId: address.categoryId,
    subtypeId: address.subtypeId,
    ...choices,
  });
  // A page past the last (an old link, a list that shrank) shows the last page at its own address.
  if (url.searchParams.has("page") && String(list.page) !== url.searchParams.get("page")) {
    const search = new URLSearchParams(url.searchParams);
    if (list.page > 1) search.set("page", String(list.page));
    else search.delete("page");
    const query = search.toString();
    throw redirect(`${url.pathname}${query ? `?${query}` : ""}`);
  }
  // The size filter shows inside a category only (sizes of different kinds of product do not
  // compare), so a list of everything does not send them.
  const sizes =
    address.categoryId || list.facets.sizes.some((facet) => facet.selected) ? list.facets.sizes : [];
  // Filtered by colour, each card shows the product in a chosen colour, and its link keeps it.
  const carryColor = choices.colors.length > 0;
  return {
    ...list,
    products: list.products.map((product) => toProductCardData(product, { carryColor })),
    facets: { ...list.facets, sizes },
  };
}

const sortLabels = {
  featured: "sort.featured",
  relevance: "sort.relevance",
  "price-asc": "sort.priceAsc",
  "price-desc": "sort.priceDesc",
  newest: "sort.newest",
} as const satisfies Record<SortOrder, string>;

/** The order a list is in when the address names none: by relevance when searching. */
function defaultSort(q: string): SortOrder {
  return q ? "relevance" : "featured";
}

/** The query string of the list with some choices changed; defaults are left out. */
function listSearch(
  current: { q: string; sort: SortOrder; colors: string[]; sizes: string[]; page: number },
  change: Partial<{ q: string; sort: SortOrder; colors: string[]; sizes: string[]; page: number }>,
): string {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort !== defaultSort(next.q)) params.set("sort", next.sort);
  for (const color of next.colors) params.append("color", color);
  for (const size of next.sizes) params.append("size", size);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

// Component classes (app.css): this page repeats them, and it is the one visited most.
const fieldClass = "field";
const buttonClass = "btn";
const quietButtonClass = "btn-quiet";

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["catalogue"] };

export default function ProductListRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("catalogue");
  const locale = useLocale();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const list = loaderData;
  const { scope } = list;
  const action = localizePath(scope.paths[locale], locale);
  const colors = list.facets.colors.filter((facet) => facet.selected).map((facet) => facet.key);
  const sizes = list.facets.sizes.filter((facet) => facet.selected).map((facet) => facet.key);
  const current = { q: list.q, sort: list.sort, colors, sizes, page: list.page };
  const filtered = colors.length > 0 || sizes.length > 0;
  // A sort order the visitor chose (not the default of a list with or without a search) is kept
  // by every form on the page, the search box included.
  const chosenSort = list.sort === defaultSort(list.q) ? null : list.sort;
  // Without a search there is no relevance to sort by.
  const sortWithoutSearch = list.sort === "relevance" ? "featured" : list.sort;
  /** This list's address with some choices changed. */
  const listTo = (change: Parameters<typeof listSearch>[1]) =>
    `${scope.paths[locale]}${listSearch(current, change)}`;
  const busy = navigation.state === "loading" && navigation.location.pathname === action;

  const heading = scope.subtype?.name ?? scope.category?.name ?? t("list.title");
  const title =
    scope.subtype && scope.category
      ? t("list.subtypeTitle", { subtype: scope.subtype.name, category: scope.category.name })
      : heading;
  const description =
    scope.subtype && scope.category
      ? t("list.subtypeDescription", { subtype: scope.subtype.name, category: scope.category.name })
      : scope.category
        ? t("list.categoryDescription", { description: scope.category.description })
        : t("list.description");
  const crumbs: Crumb[] = [
    { label: t("breadcrumb.home"), to: "/" },
    { label: t("breadcrumb.products"), to: "/products" },
  ];
  if (scope.category) crumbs.push({ label: scope.category.name, to: scope.category.paths[locale] });
  if (scope.subtype) crumbs.push({ label: scope.subtype.name, to: scope.subtype.paths[locale] });

  // With JavaScript a choice applies at once and the page keeps its scroll position.
  const submitOnChange = (event: React.ChangeEvent<HTMLFormElement>) => {
    if (hydrated) void submit(event.currentTarget, { preventScrollReset: true });
  };

  return (
    <>
      <PageSeo
        title={title}
        description={description}
        paths={scope.paths}
        search={list.page > 1 ? `?page=${list.page}` : ""}
      />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <Breadcrumb crumbs={crumbs} />
        <div className="mt-4 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
            {scope.category && !scope.subtype ? (
              <p className="mt-2 max-w-2xl text-ink-muted">{scope.category.description}</p>
            ) : null}
          </div>
          <search className="w-full max-w-md">
            <Form method="get" action={action} className="flex gap-2">
              <label htmlFor="catalogue-search" className="sr-only">
                {t("search.label")}
              </label>
              <input
                id="catalogue-search"
                type="search"
                name="q"
                defaultValue={list.q}
                key={list.q}
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
        </div>

        <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_1fr]">
          <aside className="flex min-w-0 flex-col gap-6">
            <nav aria-labelledby="catalogue-browse">
              <h2 id="catalogue-browse" className="section-label">
                {t("list.browse")}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-1 text-sm lg:flex-col lg:flex-nowrap">
                <li>
                  <NavItem to="/products" active={!scope.category}>
                    {t("list.allProducts")}
                  </NavItem>
                </li>
                {list.navigation.map((category) => (
                  <li key={category.id}>
                    <NavItem to={category.path} active={scope.category?.id === category.id && !scope.subtype}>
                      {category.name}
                    </NavItem>
                    {scope.category?.id === category.id ? (
                      <ul className="ms-3 mt-1 hidden flex-col gap-0.5 border-s border-line ps-2 lg:flex">
                        {category.subtypes.map((subtype) => (
                          <li key={subtype.id}>
                            <NavItem to={subtype.path} active={scope.subtype?.id === subtype.id}>
                              {subtype.name}
                            </NavItem>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
              {/* On narrow screens the current category's subtypes get a row of their own. */}
              {scope.category ? (
                <ul className="mt-2 flex flex-wrap gap-1 border-t border-line pt-2 text-sm lg:hidden">
                  {list.navigation
                    .find((category) => category.id === scope.category?.id)
                    ?.subtypes.map((subtype) => (
                      <li key={subtype.id}>
                        <NavItem to={subtype.path} active={scope.subtype?.id === subtype.id}>
                          {subtype.name}
                        </NavItem>
                      </li>
                    ))}
                </ul>
              ) : null}
            </nav>

            {/* On narrow screens the filters fold away above the products (app.css unfolds them from lg). */}
            <details
              className="filters-panel group rounded-lg border border-line p-3 lg:border-0 lg:p-0"
              open={filtered || undefined}
            >
              <summary className="filters-toggle">
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {t("filters.heading")}
                {filtered ? (
                  <span className="text-ink-muted">
                    · {t("filters.active", { count: colors.length + sizes.length })}
                  </span>
                ) : null}
                <ChevronDown aria-hidden="true" className="ms-auto size-4 transition group-open:rotate-180" />
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
                    <LocalizedLink
                      to={listTo({ colors: [], sizes: [], page: 1 })}
                      preventScrollReset
                      className={quietButtonClass}
                    >
                      <X aria-hidden="true" className="size-3.5" />
                      {t("filters.clear")}
                    </LocalizedLink>
                  ) : null}
                </div>
                <KeptChoices q={list.q} sort={chosenSort} />
                {list.facets.colors.length > 0 ? (
                  <fieldset className="mt-3">
                    <legend className="text-sm font-semibold">{t("filters.colors")}</legend>
                    <div className="mt-2 flex flex-wrap gap-2">
                      {list.facets.colors.map((facet) => (
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
                {list.facets.sizes.length > 0 ? (
                  <fieldset className="mt-4">
                    <legend className="text-sm font-semibold">{t("filters.sizes")}</legend>
                    <div className="mt-2 flex flex-wrap gap-1.5">
                      {list.facets.sizes.map((facet) => (
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
          </aside>

          <section
            aria-labelledby="catalogue-results"
            aria-busy={busy}
            className={`min-w-0 ${busy ? "opacity-70 transition" : ""}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3">
              <h2 id="catalogue-results" className="text-sm text-ink-muted" aria-live="polite">
                {list.q ? (
                  <span className="font-semibold text-ink">{t("search.resultsFor", { q: list.q })} · </span>
                ) : null}
                {t("list.count", { count: list.total })}
                {list.q ? (
                  <>
                    {" · "}
                    <LocalizedLink
                      to={listTo({ q: "", sort: sortWithoutSearch, page: 1 })}
                      className={quietButtonClass}
                    >
                      {t("search.clear")}
                    </LocalizedLink>
                  </>
                ) : null}
              </h2>
              <Form
                method="get"
                action={action}
                preventScrollReset
                onChange={submitOnChange}
                className="flex items-center gap-2"
              >
                <KeptChoices q={list.q} colors={colors} sizes={sizes} />
                <label htmlFor="catalogue-sort" className="text-sm font-medium">
                  {t("sort.label")}
                </label>
                <select
                  id="catalogue-sort"
                  name="sort"
                  defaultValue={list.sort}
                  key={list.sort}
                  className={fieldClass}
                >
                  {sortOrders
                    .filter((order) => order !== "relevance" || list.q)
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
            </div>
            <ConvertedPriceNote className="mt-3 text-sm text-ink-muted" />

            {list.products.length === 0 ? (
              <div className="mt-8 rounded-xl border border-dashed border-line p-8 text-center">
                <h3 className="text-xl font-semibold">{t("empty.title")}</h3>
                <p className="mx-auto mt-2 max-w-prose text-ink-muted">
                  {list.q ? t("empty.search", { q: list.q }) : t("empty.filters")}
                </p>
                <div className="mt-4 flex flex-wrap justify-center gap-3">
                  {filtered ? (
                    <LocalizedLink to={listTo({ colors: [], sizes: [], page: 1 })} className={buttonClass}>
                      {t("empty.clearFilters")}
                    </LocalizedLink>
                  ) : null}
                  {list.q ? (
                    <LocalizedLink
                      to={listTo({ q: "", sort: sortWithoutSearch, page: 1 })}
                      className={buttonClass}
                    >
                      {t("search.clear")}
                    </LocalizedLink>
                  ) : null}
                  <LocalizedLink to="/products" className={quietButtonClass}>
                    {t("empty.browseAll")}
                  </LocalizedLink>
                </div>
              </div>
            ) : (
              <ProductGrid products={list.products} eager={4} className="mt-6 xl:grid-cols-4" />
            )}

            {list.pageCount > 1 ? (
              <nav
                aria-label={t("pagination.label")}
                className="mt-8 flex items-center justify-between gap-3"
              >
                <PageLink to={list.page > 1 ? listTo({ page: list.page - 1 }) : null} rel="prev">
                  <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                  {t("pagination.previous")}
                </PageLink>
                <ol className="flex flex-wrap items-center gap-1">
                  {Array.from({ length: list.pageCount }, (_, index) => index + 1).map((page) => (
                    <li key={page}>
                      {page === list.page ? (
                        <span aria-current="page" className="page-number">
                          <span className="sr-only">{t("pagination.page", { page })}</span>
                          <span aria-hidden="true">{page}</span>
                        </span>
                      ) : (
                        <LocalizedLink
                          to={listTo({ page })}
                          aria-label={t("pagination.page", { page })}
                          className="page-number"
                        >
                          {page}
                        </LocalizedLink>
                      )}
                    </li>
                  ))}
                </ol>
                <PageLink to={list.page < list.pageCount ? listTo({ page: list.page + 1 }) : null} rel="next">
                  {t("pagination.next")}
                  <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                </PageLink>
              </nav>
            ) : null}
          </section>
        </div>
      </div>
    </>
  );
}

/** The list's other choices as hidden fields, so a form that changes one choice keeps the rest. */
function KeptChoices({
  q,
  sort,
  colors = [],
  sizes = [],
}: {
  q?: string;
  sort?: SortOrder | null;
  colors?: string[];
  sizes?: string[];
}) {
  return (
    <>
      {q ? <input type="hidden" name="q" value={q} /> : null}
      {sort ? <input type="hidden" name="sort" value={sort} /> : null}
      {colors.map((color) => (
        <input key={color} type="hidden" name="color" value={color} />
      ))}
      {sizes.map((size) => (
        <input key={size} type="hidden" name="size" value={size} />
      ))}
    </>
  );
}

function NavItem({ to, active, children }: { to: string; active: boolean; children: React.ReactNode }) {
  return (
    <LocalizedLink to={to} aria-current={active ? "page" : undefined} className="browse-link">
      {children}
    </LocalizedLink>
  );
}

function PageLink({ to, rel, children }: { to: string | null; rel: string; children: React.ReactNode }) {
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
