import { AccountListSearch } from "#app/components/account-list-search.tsx";
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
    <AccountListSearch
      idPrefix="files"
      q={q}
      selects={[
        {
          name: "uploaded",
          label: t("list.uploaded"),
          value: uploaded,
          options: (Object.keys(uploadPeriods) as UploadPeriod[]).map((period) => ({
            value: period,
            label: t(`list.periods.${period}`),
          })),
        },
        {
          name: "sort",
          label: t("list.sort"),
          value: sort,
          options: fileSortOrders.map((order) => ({ value: order, label: t(`list.sorts.${order}`) })),
        },
      ]}
      labels={{ search: t("list.search"), apply: t("list.apply"), clear: t("list.clear") }}
      clearTo="/account/files"
      filtered={q !== "" || uploaded !== "any"}
    />
  );
}
