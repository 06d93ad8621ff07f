import { AccountListSearch } from "#app/components/account-list-search.tsx";
import { templateSorts } from "#core/schemas/templates.ts";
import { useT } from "#app/utils/i18n.tsx";

/** Search by name and order: a GET form, so it works without scripts and keeps its address. */
export function TemplateListSearch({ q, sort }: { q: string; sort: (typeof templateSorts)[number] }) {
  const t = useT("templates");
  return (
    <AccountListSearch
      idPrefix="templates"
      q={q}
      selects={[
        {
          name: "sort",
          label: t("list.sort"),
          value: sort,
          options: templateSorts.map((order) => ({ value: order, label: t(`list.sorts.${order}`) })),
        },
      ]}
      labels={{ search: t("list.search"), apply: t("list.apply"), clear: t("list.clear") }}
      clearTo="/account/templates"
      filtered={q !== ""}
    />
  );
}
