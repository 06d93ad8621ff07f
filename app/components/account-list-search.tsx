import { Form } from "react-router";
import { Search } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";

/** One of the search's selects (a filter or the order), named as its query parameter. */
export type AccountListSelect = {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
};

/**
 * Search an account library (files, templates) by name, with its filters and order: a GET form,
 * so it works without scripts and keeps its address. The back-office lists have their own
 * (`list-search.tsx`), styled as the back office is.
 */
export function AccountListSearch({
  idPrefix,
  q,
  selects,
  labels,
  clearTo,
  filtered,
}: {
  /** Prefixes the fields' ids: `<prefix>-q`, `<prefix>-<select name>`. */
  idPrefix: string;
  q: string;
  selects: readonly AccountListSelect[];
  labels: { search: string; apply: string; clear: string };
  /** The whole list, offered once the search or a filter narrows it (`filtered`). */
  clearTo: string;
  filtered: boolean;
}) {
  return (
    <search>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${idPrefix}-q`} className="mb-1 block text-sm font-medium">
            {labels.search}
          </label>
          <input
            id={`${idPrefix}-q`}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            className="field w-full"
          />
        </div>
        {selects.map((select) => (
          <div key={select.name}>
            <label htmlFor={`${idPrefix}-${select.name}`} className="mb-1 block text-sm font-medium">
              {select.label}
            </label>
            <select
              id={`${idPrefix}-${select.name}`}
              name={select.name}
              defaultValue={select.value}
              className="field"
            >
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit" className="btn">
          <Search aria-hidden="true" className="size-4" />
          {labels.apply}
        </button>
        {filtered ? (
          <LocalizedLink to={clearTo} className="btn-quiet">
            {labels.clear}
          </LocalizedLink>
        ) : null}
      </Form>
    </search>
  );
}
