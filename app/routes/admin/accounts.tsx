import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { ListSearch } from "#app/components/list-search.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { servicesContext } from "#server/context.ts";
import { adminListQuerySchema } from "#core/schemas/admin.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { searchAccounts } from "#server/services/operators.ts";
import type { Route } from "./+types/accounts.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const query = adminListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await searchAccounts(db, { query: query.q, page: query.page });
  return { ...list, q: query.q ?? "" };
}

export const handle: MessagesHandle = { messages: ["admin"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function AdminAccountsRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const date = new Intl.DateTimeFormat(locales[useLocale()].tag, { dateStyle: "medium" });
  return (
    <>
      <PageSeo title={t("accounts.title")} />
      <h1 className="text-2xl font-bold tracking-tight">{t("accounts.title")}</h1>
      <ListSearch
        id="accounts-q"
        label={t("accounts.search")}
        query={loaderData.q}
        button={t("accounts.searchButton")}
      />
      {loaderData.accounts.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-6">{t("accounts.none")}</p>
      ) : (
        <ScrollRegion className="mt-6" label={t("accounts.caption", { count: loaderData.total })}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t("accounts.caption", { count: loaderData.total })}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 text-start font-medium">
                  {t("accounts.colName")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t("accounts.colEmail")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t("accounts.colStatus")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t("accounts.colCreated")}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t("accounts.colOrders")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.accounts.map((account) => (
                <tr key={account.id} className="border-b border-line">
                  <td className="py-3 pe-3">
                    <LocalizedLink to={`/admin/accounts/${account.id}`} className="font-medium underline">
                      {account.fullName}
                    </LocalizedLink>
                  </td>
                  <td className="py-3 pe-3 break-all">{account.email}</td>
                  <td className="py-3 pe-3">
                    <AccountBadges role={account.role} disabled={account.disabled} />
                  </td>
                  <td className="py-3 pe-3 whitespace-nowrap">{date.format(new Date(account.createdAt))}</td>
                  <td className="py-3 text-end">{account.orderCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} label={t("accounts.pagination")} />
    </>
  );
}

/** The role and, when it applies, that the account is disabled. */
export function AccountBadges({ role, disabled }: { role: "customer" | "operator"; disabled: boolean }) {
  const t = useT("admin");
  return (
    <span className="flex flex-wrap gap-1">
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-medium ${
          role === "operator"
            ? "bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100"
            : "bg-surface-sunken text-ink-muted"
        }`}
      >
        {t(`roles.${role}`)}
      </span>
      {disabled ? (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
          {t("accounts.disabled")}
        </span>
      ) : null}
    </span>
  );
}
