import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { redirect, useNavigation } from "react-router";
import { Breadcrumb, type Crumb } from "#app/components/breadcrumb.tsx";
import { ConvertedPriceNote } from "#app/components/converted-price-note.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { ProductGrid, toProductCardData } from "#app/components/product-card.tsx";
import { BrowseNav } from "#app/components/product-list/browse-nav.tsx";
import {
  buttonClass,
  defaultSort,
  listSearch,
  quietButtonClass,
} from "#app/components/product-list/list-choices.tsx";
import { FiltersPanel, SearchForm, SortForm } from "#app/components/product-list/list-forms.tsx";
import { ListPagination } from "#app/components/product-list/list-pagination.tsx";
import { servicesContext } from "#server/context.ts";
import { parseListSearchParams } from "#core/schemas/catalogue.ts";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { localizePath, splitLocale } from "#core/locales.ts";
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
    // The browse list shows the subtypes of the current category only: the page sends no others.
    navigation: list.navigation.map((category) =>
      category.id === address.categoryId ? category : { ...category, subtypes: [] },
    ),
    products: list.products.map((product) => toProductCardData(product, { carryColor })),
    facets: { ...list.facets, sizes },
  };
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["catalogue"] };

export default function ProductListRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("catalogue");
  const locale = useLocale();
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
        <div className="list-heading">
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
            {scope.category && !scope.subtype ? (
              <p className="mt-2 max-w-2xl text-ink-muted">{scope.category.description}</p>
            ) : null}
          </div>
          <SearchForm action={action} q={list.q} chosenSort={chosenSort} colors={colors} sizes={sizes} />
        </div>

        <div className="list-columns">
          <aside className="flex min-w-0 flex-col gap-6">
            <BrowseNav scope={scope} navigation={list.navigation} />
            <FiltersPanel
              action={action}
              facets={list.facets}
              q={list.q}
              chosenSort={chosenSort}
              colors={colors}
              sizes={sizes}
              clearTo={listTo({ colors: [], sizes: [], page: 1 })}
            />
          </aside>

          <section
            aria-labelledby="catalogue-results"
            aria-busy={busy}
            className={`min-w-0 ${busy ? "opacity-70 transition" : ""}`}
          >
            <div className="list-toolbar">
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
              <SortForm action={action} q={list.q} sort={list.sort} colors={colors} sizes={sizes} />
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
              <ListPagination
                page={list.page}
                pageCount={list.pageCount}
                pageTo={(page) => listTo({ page })}
              />
            ) : null}
          </section>
        </div>
      </div>
    </>
  );
}
