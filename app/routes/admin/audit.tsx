import { ScrollRegion } from "#app/components/scroll-region.tsx";
import { ListSearch } from "#app/components/list-search.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { servicesContext } from "#server/context.ts";
import { adminListQuerySchema } from "#core/schemas/admin.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import { listAudit } from "#server/services/audit.ts";
import type { Route } from "./+types/audit.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const query = adminListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const log = await listAudit(db, { query: query.q, page: query.page });
  return { ...log, q: query.q ?? "" };
}

export const handle: MessagesHandle = { messages: ["admin"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** `{"from":2400,"to":2600}` as `from: 2400 · to: 2600`: what changed, readable at a glance. */
function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" · ");
}

/** The audit log: every operator action, newest first, searchable by operator, action or target. */
export default function AdminAuditRoute({ loaderData }: Route.ComponentProps) {
  const t = useT("admin");
  const date = new Intl.DateTimeFormat(locales[useLocale()].tag, {
    dateStyle: "medium",
    timeStyle: "medium",
  });
  return (
    <>
      <PageSeo title={t("audit.title")} />
      <h1 className="text-2xl font-bold tracking-tight">{t("audit.title")}</h1>
      <p className="mt-1 text-sm text-ink-muted">{t("audit.intro")}</p>
      <ListSearch
        id="audit-q"
        label={t("audit.search")}
        query={loaderData.q}
        button={t("audit.searchButton")}
      />
      {loaderData.lines.length === 0 ? (
        <p className="mt-6 rounded-lg border border-line p-6">{t("audit.none")}</p>
      ) : (
        <ScrollRegion className="mt-6" label={t("audit.caption", { count: loaderData.total })}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t("audit.caption", { count: loaderData.total })}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("audit.colWhen")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("audit.colWho")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("audit.colAction")}
                </th>
                <th scope="col" className="py-2 pe-3 text-start font-medium">
                  {t("audit.colTarget")}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t("audit.colDetails")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.lines.map((line) => (
                <tr key={line.id} className="border-b border-line align-top">
                  <td className="py-2 pe-3 whitespace-nowrap">
                    <time dateTime={line.at}>{date.format(new Date(line.at))}</time>
                  </td>
                  <td className="py-2 pe-3 break-all">
                    {line.actor === "cli" ? t("audit.cli") : line.actor}
                  </td>
                  <td className="py-2 pe-3 font-mono text-xs">{line.action}</td>
                  <td className="py-2 pe-3 font-mono text-xs break-all">
                    {line.targetType}: {line.targetId}
                  </td>
                  <td className="py-2 font-mono text-xs break-all text-ink-muted">
                    {describeDetails(line.details)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} label={t("audit.pagination")} />
    </>
  );
}
