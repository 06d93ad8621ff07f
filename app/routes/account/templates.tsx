import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { TemplateListSearch } from "#app/components/account-templates/list-search.tsx";
import { TemplateCard, type TemplateSummary } from "#app/components/account-templates/template-card.tsx";
import { DeleteQuestion } from "#app/components/delete-question.tsx";
import { RefreshWhile } from "#app/components/refresh-while.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  namedTemplateSchema,
  TEMPLATE_NAME_MAX,
  templateActionSchema,
  templateListQuerySchema,
} from "#core/schemas/templates.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { designProduct } from "#server/services/catalogue.ts";
import {
  draftFromTemplate,
  duplicateTemplate,
  findTemplate,
  listTemplates,
  renameTemplate,
  templatePreview,
  TemplateNotFound,
} from "#server/services/templates.ts";
import { deleteTemplate } from "#server/commands/templates.ts";
import type { Route } from "./+types/templates.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const { q, sort } = templateListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listTemplates(db, { userId: user.id, query: q, sort });
  const cards: TemplateSummary[] = [];
  for (const template of list) {
    const product = await designProduct(db, template.productId, locale);
    const preview = await templatePreview(db, template);
    cards.push({
      id: template.id,
      name: template.name,
      productTitle: product?.title ?? template.productId,
      updatedAt: template.updatedAt,
      mockup: preview?.status === "done" || preview?.status === "queued" ? preview.status : "none",
    });
  }
  // Deleting asks first: `?delete=<id>` shows the question (a page state, so it needs no script).
  const toDelete = url.searchParams.get("delete");
  const deleting = toDelete ? list.find((template) => template.id === toDelete) : undefined;
  return { templates: cards, q, sort, deleting: deleting ? { id: deleting.id, name: deleting.name } : null };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const userId = user.id;
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "templates");
  const here = `${url.pathname}${listSearch(url.searchParams)}`;
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "rename") {
      const submission = parseWithZod(form, { schema: namedTemplateSchema });
      if (submission.status !== "success") {
        return data({ intent, reply: submission.reply() }, { status: 400 });
      }
      const template = await renameTemplate(db, { userId, ...submission.value, now: now() });
      return redirectWithSuccess(here, t("renamed", { name: template.name }));
    }
    const submission = parseWithZod(form, { schema: templateActionSchema });
    if (submission.status !== "success") throw new TemplateNotFound("no template id");
    const { id } = submission.value;
    if (intent === "duplicate") {
      const original = await findTemplate(db, userId, id);
      const name = t("card.copyName", { name: original.name }).slice(0, TEMPLATE_NAME_MAX);
      const copy = await duplicateTemplate(db, { userId, id, name, now: now() });
      return redirectWithSuccess(here, t("duplicated", { name: copy.name }));
    }
    if (intent === "delete") {
      const template = await findTemplate(db, userId, id);
      await deleteTemplate(context.get(servicesContext), { userId, id });
      return redirectWithSuccess(here, t("deleted", { name: template.name }));
    }
    if (intent === "copy" || intent === "edit" || intent === "order") {
      const { draftId } = await draftFromTemplate(db, {
        userId,
        id,
        editsTemplate: intent === "edit",
        now: now(),
      });
      // Ordering is a draft copy in the order's first step, as the designer's "Order" does.
      const target = intent === "order" ? `/order/product?add=${draftId}` : `/design?draft=${draftId}`;
      const [path = "", search = ""] = target.split("?");
      throw redirect(`${localizePath(path, locale)}?${search}`);
    }
  } catch (error) {
    if (error instanceof TemplateNotFound) throw data(t("notFound"), { status: 404 });
    throw error;
  }
  return data({ intent, reply: undefined }, { status: 400 });
}

/** The page's choices to keep in an address (search, order); never the delete question. */
function listSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ["q", "sort"]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : "";
}

export const handle: MessagesHandle = { messages: ["templates"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function TemplatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("templates");
  const search = listSearch(new URLSearchParams({ q: loaderData.q, sort: loaderData.sort }));
  const reply = actionData?.intent === "rename" ? actionData.reply : undefined;
  return (
    <>
      <PageSeo title={t("title")} />
      <RefreshWhile waiting={loaderData.templates.some((template) => template.mockup === "queued")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>
      {loaderData.deleting ? (
        <DeleteQuestion
          id={loaderData.deleting.id}
          search={search}
          labels={{
            title: t("confirmDelete.heading", { name: loaderData.deleting.name }),
            body: t("confirmDelete.text"),
            cancel: t("confirmDelete.cancel"),
            confirm: t("confirmDelete.confirm"),
            close: t("confirmDelete.close"),
          }}
        />
      ) : null}
      <section aria-labelledby="templates-list" className="mt-8">
        <h2 id="templates-list" className="text-lg font-bold tracking-tight">
          {t("list.heading")}
        </h2>
        {loaderData.templates.length === 0 && !loaderData.q ? (
          <p className="mt-4 rounded-xl border border-line bg-surface-raised p-6">{t("empty")}</p>
        ) : (
          <>
            <TemplateListSearch q={loaderData.q} sort={loaderData.sort} />
            <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
              {loaderData.templates.length > 0
                ? t("list.count", { count: loaderData.templates.length })
                : t("list.noMatch", { query: loaderData.q })}
            </p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {loaderData.templates.map((template) => (
                <li key={template.id}>
                  <TemplateCard template={template} search={search} reply={reply} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
