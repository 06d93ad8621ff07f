import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { CollectionDetailsForm } from "#app/components/collection-details-form.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { collectionDetailsSchema } from "#core/schemas/collections.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { createCollection, listCollections } from "#server/services/collections.ts";
import type { Route } from "./+types/collections.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  return { collections: await listCollections(db, user.id) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const t = getInstance(context).getFixedT(splitLocale(url.pathname).locale, "collections");
  const submission = parseWithZod(await readFormData(request), { schema: collectionDetailsSchema });
  if (submission.status !== "success") {
    return data({ reply: submission.reply() }, { status: 400 });
  }
  const { id } = await createCollection(db, { userId: user.id, ...submission.value, now: now() });
  return redirectWithSuccess(
    localizePath(`/account/collections/${id}`, splitLocale(url.pathname).locale),
    t("create.created", { name: submission.value.name }),
  );
}

export const handle: MessagesHandle = { messages: ["collections"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function CollectionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("collections");
  return (
    <>
      <PageSeo title={t("title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>

      <CollectionDetailsForm
        id="collections-create"
        intent="create"
        heading={t("create.heading")}
        submitLabel={t("create.submit")}
        reply={actionData?.reply}
      />

      {loaderData.collections.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t("empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.collections.map((collection) => (
            <li key={collection.id}>
              <article
                aria-label={collection.name}
                className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised"
              >
                <div className="flex aspect-square items-center justify-center bg-surface">
                  {collection.cover?.mockup ? (
                    <img
                      src={`/design/renders/${collection.cover.mockup.renderId}`}
                      alt={t("cover", { name: collection.name })}
                      loading="lazy"
                      className="max-h-full max-w-full object-contain"
                    />
                  ) : (
                    <span className="text-sm text-ink-muted">{t("noMockup")}</span>
                  )}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
                  <h2 className="font-semibold">
                    <LocalizedLink to={`/account/collections/${collection.id}`}>
                      {collection.name}
                    </LocalizedLink>
                  </h2>
                  <p className="text-ink-muted">
                    {t("count", { count: collection.templateCount })} ·{" "}
                    {collection.shareToken ? t("shared") : t("private")}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
