import { useState, type FormEvent } from "react";
import { useLocation, useSearchParams } from "react-router";
import { artCategories, artHref, isArtCategory, searchArt, type ArtCategory } from "#core/design/art.ts";
import { MAX_QUERY_LENGTH } from "#core/catalogue.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useArtWords } from "./art-words.ts";
import { EditForm } from "./edit-form.tsx";

/** The page's address parameters the search form sets; the page keeps the others. */
const SEARCH = "artSearch";
const CATEGORY = "artCategory";

/** What the address asks to see: the first category until the customer chooses or searches. */
function askedSearch(params: URLSearchParams): { q: string; category: ArtCategory | "all" } {
  const q = (params.get(SEARCH) ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const category = params.get(CATEGORY);
  if (isArtCategory(category) || category === "all") return { q, category };
  return { q, category: q ? "all" : artCategories[0] };
}

/**
 * The clip-art library: a search over all of it, or a category to browse, and the matching pieces,
 * each a button that adds it to the area. Without scripts each is a plain GET of the page (the
 * address keeps the draft, the area and the mode) and a piece is added by a form post; with them
 * the list follows each keystroke and choice, and adding is the same edit made in the page.
 */
export function ArtPicker({ area, areaLabel }: { area: string; areaLabel: string }) {
  const t = useT("design");
  const ta = useT("art");
  const words = useArtWords();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(() => askedSearch(params));
  const pieces = searchArt(words, {
    q: search.q,
    category: search.category === "all" ? undefined : search.category,
  });
  const kept = [...params].filter(([name]) => name !== SEARCH && name !== CATEGORY && name !== "delete");
  const pageFields = kept.map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
  // With scripts the list follows the fields; the buttons are for a plain form.
  const stay = hydrated ? (event: FormEvent) => event.preventDefault() : undefined;
  return (
    <section aria-labelledby="design-add-art" id="design-art" className="space-y-2">
      <h2 id="design-add-art" className="section-label">
        {t("add.artHeading", { area: areaLabel })}
      </h2>
      <form
        method="get"
        action={`${pathname}#design-art`}
        aria-label={t("add.artSearchForm")}
        className="flex items-end gap-2"
        onSubmit={stay}
      >
        {pageFields}
        <div className="flex-1">
          <label htmlFor="art-search" className="block text-xs font-medium">
            {t("add.artSearch")}
          </label>
          <input
            id="art-search"
            name={SEARCH}
            type="search"
            maxLength={MAX_QUERY_LENGTH}
            value={search.q}
            // Searching looks through the whole library.
            onChange={(event) => setSearch({ q: event.currentTarget.value, category: "all" })}
            className="field w-full"
          />
        </div>
        <button type="submit" className="btn" hidden={hydrated}>
          {t("add.artFind")}
        </button>
      </form>
      <form
        method="get"
        action={`${pathname}#design-art`}
        aria-label={t("add.artBrowseForm")}
        className="flex items-end gap-2"
        onSubmit={stay}
      >
        {pageFields}
        <div className="flex-1">
          <label htmlFor="art-category" className="block text-xs font-medium">
            {t("add.artCategory")}
          </label>
          <select
            id="art-category"
            name={CATEGORY}
            value={search.category}
            onChange={(event) => {
              const category = event.currentTarget.value;
              if (isArtCategory(category) || category === "all") setSearch({ q: "", category });
            }}
            className="field w-full"
          >
            <option value="all">{t("add.artAllCategories")}</option>
            {artCategories.map((category) => (
              <option key={category} value={category}>
                {ta(`categories.${category}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn" hidden={hydrated}>
          {t("add.artShow")}
        </button>
      </form>
      <p className="text-xs text-ink-muted" aria-live="polite">
        {pieces.length > 0 ? t("add.artCount", { count: pieces.length }) : t("add.artNone")}
      </p>
      {pieces.length > 0 ? (
        <EditForm
          id="add-art"
          intent="add-art"
          area={area}
          label={t("add.artHeading", { area: areaLabel })}
          className="max-h-72 overflow-y-auto"
        >
          <ul className="grid grid-cols-4 gap-1">
            {pieces.map((piece) => {
              const { name } = words(piece.id);
              return (
                <li key={piece.id}>
                  <button
                    type="submit"
                    name="artId"
                    value={piece.id}
                    aria-label={t("add.placeArt", { name })}
                    title={name}
                    className="block w-full rounded border border-line p-1 hover:border-primary-600"
                  >
                    <img
                      src={artHref(piece.id, undefined)}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="aspect-square w-full"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </EditForm>
      ) : null}
    </section>
  );
}
