import { Form } from "react-router";
import { Search } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { fileSortOrders, uploadPeriods, type FileSortOrder, type UploadPeriod } from "#core/files.ts";
import { useT } from "#app/utils/i18n.tsx";

/** Search by name, upload date and order: a GET form, so it works without scripts and keeps its address. */
export function ListControls({
  q,
  sort,
  uploaded,
}: {
  q: string;
  sort: FileSortOrder;
  uploaded: UploadPeriod;
}) {
  const t = useT("files");
  return (
    <search>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor="files-q" className="mb-1 block text-sm font-medium">
            {t("list.search")}
          </label>
          <input
            id="files-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            className="field w-full"
          />
        </div>
        <div>
          <label htmlFor="files-uploaded" className="mb-1 block text-sm font-medium">
            {t("list.uploaded")}
          </label>
          <select id="files-uploaded" name="uploaded" defaultValue={uploaded} className="field">
            {(Object.keys(uploadPeriods) as UploadPeriod[]).map((period) => (
              <option key={period} value={period}>
                {t(`list.periods.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="files-sort" className="mb-1 block text-sm font-medium">
            {t("list.sort")}
          </label>
          <select id="files-sort" name="sort" defaultValue={sort} className="field">
            {fileSortOrders.map((order) => (
              <option key={order} value={order}>
                {t(`list.sorts.${order}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn">
          <Search aria-hidden="true" className="size-4" />
          {t("list.apply")}
        </button>
        {q || uploaded !== "any" ? (
          <LocalizedLink to="/account/files" className="btn-quiet">
            {t("list.clear")}
          </LocalizedLink>
        ) : null}
      </Form>
    </search>
  );
}
