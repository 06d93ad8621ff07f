import type { SortOrder } from "#core/catalogue.ts";

/** What the visitor chose of a product list: the search, the order, the filters and the page. */
export type ListChoices = { q: string; sort: SortOrder; colors: string[]; sizes: string[]; page: number };

/** The order a list is in when the address names none: by relevance when searching. */
export function defaultSort(q: string): SortOrder {
  return q ? "relevance" : "featured";
}

/** The query string of the list with some choices changed; defaults are left out. */
export function listSearch(current: ListChoices, change: Partial<ListChoices>): string {
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
export const fieldClass = "field";
export const buttonClass = "btn";
export const quietButtonClass = "btn-quiet";

/** The list's other choices as hidden fields, so a form that changes one choice keeps the rest. */
export function KeptChoices({
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
