import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { CollectionDetailsForm } from "#app/components/collection-details-form.tsx";
import { DeleteQuestion } from "#app/components/delete-question.tsx";
import {
  AddTemplateForm,
  OneButtonForm,
  ShareLink,
} from "#app/components/account-collection/collection-forms.tsx";
import { CollectionTemplateCard } from "#app/components/account-collection/template-card.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  addTemplateSchema,
  collectionIntentSchema,
  positionSchema,
  collectionDetailsSchema,
} from "#core/schemas/collections.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import {
  accountTemplates,
  addTemplates,
  CollectionNotFound,
  deleteCollection,
  findCollection,
  moveTemplate,
  moveTemplateTo,
  removeTemplate,
  revokeShare,
  setCover,
  shareCollection,
  updateCollection,
} from "#server/services/collections.ts";
import type { Route } from "./+types/collection.ts";

/** Another account's collection, or none: the shop's 404 page. */
function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const collection = await findCollection(db, user.id, params.id).catch((error: unknown) => {
    if (error instanceof CollectionNotFound) notFound();
    throw error;
  });
  const inside = new Set(collection.templates.map((template) => template.id));
  const available = (await accountTemplates(db, user.id)).filter((template) => !inside.has(template.id));
  const locale = splitLocale(url.pathname).locale;
  return {
    collection,
    available,
    shareUrl: collection.shareToken
      ? `${config.publicUrl ?? url.origin}${localizePath(`/shared/${collection.shareToken}`, locale)}`
      : null,
    // Deleting asks first: `?delete` shows the question (a page state, so it needs no script).
    deleting: url.searchParams.has("delete"),
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const locale = splitLocale(url.pathname).locale;
  const t = getInstance(context).getFixedT(locale, "collections");
  const here = localizePath(`/account/collections/${params.id}`, locale);
  const formData = await readFormData(request);
  const form = Object.fromEntries(formData);
  const userId = user.id;
  const id = params.id;
  try {
    // The forms the owner types or chooses in: conform's reply shows a refusal under its field.
    if (form.intent === "update") {
      const submission = parseWithZod(formData, { schema: collectionDetailsSchema });
      if (submission.status !== "success") {
        await findCollection(db, userId, id);
        return data({ intent: "update", reply: submission.reply(), error: null }, { status: 400 });
      }
      await updateCollection(db, { userId, id, ...submission.value, now: now() });
      return redirectWithSuccess(here, t("edit.saved"));
    }
    if (form.intent === "add") {
      const submission = parseWithZod(formData, { schema: addTemplateSchema });
      if (submission.status !== "success") {
        await findCollection(db, userId, id);
        return data({ intent: "add", reply: submission.reply(), error: null }, { status: 400 });
      }
      await addTemplates(db, { userId, id, templateIds: [submission.value.templateId], now: now() });
      return redirectWithSuccess(here, t("templates.added"));
    }
    if (form.intent === "position") {
      const { templates } = await findCollection(db, userId, id);
      const submission = parseWithZod(formData, { schema: positionSchema(templates.length) });
      if (submission.status !== "success") {
        return data({ intent: "position", reply: submission.reply(), error: null }, { status: 400 });
      }
      await moveTemplateTo(db, { userId, id, ...submission.value, now: now() });
      return redirectWithSuccess(here, t("templates.moved"));
    }
    const parsed = collectionIntentSchema.safeParse(form);
    if (!parsed.success) {
      await findCollection(db, userId, id);
      return data({ intent: null, reply: undefined, error: t("refused.invalid") }, { status: 400 });
    }
    const intent = parsed.data;
    switch (intent.intent) {
      case "remove":
        await removeTemplate(db, { userId, id, templateId: intent.templateId, now: now() });
        return redirectWithSuccess(here, t("templates.removed"));
      case "move":
        await moveTemplate(db, { userId, id, ...intent, now: now() });
        return redirectWithSuccess(here, t("templates.moved"));
      case "cover":
        await setCover(db, { userId, id, templateId: intent.templateId, now: now() });
        return redirectWithSuccess(here, t("templates.coverSet"));
      case "share": {
        const before = await findCollection(db, userId, id);
        await shareCollection(db, { userId, id, now: now() });
        return redirectWithSuccess(here, t(before.shareToken ? "share.renewed" : "share.shared"));
      }
      case "revoke":
        await revokeShare(db, { userId, id, now: now() });
        return redirectWithSuccess(here, t("share.revoked"));
      case "delete": {
        const { name } = await findCollection(db, userId, id);
        await deleteCollection(db, { userId, id });
        return redirectWithSuccess(
          localizePath("/account/collections", locale),
          t("remove.deleted", { name }),
        );
      }
    }
  } catch (error) {
    if (error instanceof CollectionNotFound) notFound();
    throw error;
  }
}

export const handle: MessagesHandle = { messages: ["collections"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function CollectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("collections");
  const locale = useLocale();
  const { collection, available, shareUrl, deleting } = loaderData;
  const here = localizePath(`/account/collections/${collection.id}`, locale);
  const replyFor = (intent: string) => (actionData?.intent === intent ? actionData.reply : undefined);
  const count = collection.templates.length;
  return (
    <>
      <PageSeo title={collection.name} />
      <p className="text-sm">
        <LocalizedLink to="/account/collections">{t("back")}</LocalizedLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{collection.name}</h1>
      {collection.description ? (
        <p className="mt-2 max-w-2xl text-ink-muted">{collection.description}</p>
      ) : null}
      {actionData?.error ? (
        <p role="alert" className="mt-4 text-sm text-error-700 dark:text-error-300">
          {actionData.error}
        </p>
      ) : null}

      <section aria-labelledby="collection-templates" className="mt-8">
        <h2 id="collection-templates" className="text-lg font-semibold">
          {t("templates.heading")}
        </h2>
        {count === 0 ? (
          <p className="mt-2 text-ink-muted">{t("templates.empty")}</p>
        ) : (
          <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {collection.templates.map((template, index) => (
              <li key={template.id}>
                <CollectionTemplateCard
                  template={template}
                  index={index}
                  count={count}
                  isCover={collection.coverTemplateId === template.id}
                  positionReply={replyFor("position")}
                />
              </li>
            ))}
          </ol>
        )}
        {available.length === 0 ? (
          <p className="mt-4 text-sm text-ink-muted">{t("templates.none")}</p>
        ) : (
          <AddTemplateForm
            // A new form once the choices changed: the one just added is no longer among them.
            key={available.map((template) => template.id).join()}
            available={available}
            reply={replyFor("add")}
          />
        )}
      </section>

      <section aria-labelledby="collection-share" className="mt-8 rounded-xl border border-line p-4">
        <h2 id="collection-share" className="text-lg font-semibold">
          {t("share.heading")}
        </h2>
        {shareUrl ? (
          <>
            <p className="mt-2 text-sm text-ink-muted">{t("share.sharedNote")}</p>
            <ShareLink url={shareUrl} />
            <div className="mt-3 flex flex-wrap gap-2">
              <OneButtonForm intent="share" label={t("share.renew")} />
              <OneButtonForm intent="revoke" label={t("share.off")} />
            </div>
            <p className="mt-2 text-xs text-ink-muted">{t("share.renewNote")}</p>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-ink-muted">{t("share.privateNote")}</p>
            <div className="mt-3">
              <OneButtonForm intent="share" label={t("share.on")} />
            </div>
          </>
        )}
      </section>

      <CollectionDetailsForm
        id="collection-edit"
        intent="update"
        heading={t("edit.heading")}
        submitLabel={t("edit.submit")}
        reply={replyFor("update")}
        defaultValue={{ name: collection.name, description: collection.description }}
      />

      <section className="mt-8">
        {deleting ? (
          <DeleteQuestion
            id={collection.id}
            search=""
            labels={{
              title: t("remove.question", { name: collection.name }),
              body: t("remove.body"),
              cancel: t("remove.cancel"),
              confirm: t("remove.confirm"),
              close: t("remove.close"),
            }}
          />
        ) : (
          <a href={`${here}?delete`} className="btn-quiet">
            {t("remove.action")}
          </a>
        )}
      </section>
    </>
  );
}
