import { data, Form } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#app/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { collectionIntentSchema, refusalKey, updateCollectionSchema } from "#app/schemas/collections.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#app/utils/locales.ts";
import {
  accountTemplates,
  addTemplates,
  CollectionNotFound,
  deleteCollection,
  findCollection,
  moveTemplate,
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
  const form = Object.fromEntries(await readFormData(request));
  const userId = user.id;
  const id = params.id;
  try {
    if (form.intent === "update") {
      const parsed = updateCollectionSchema.safeParse(form);
      if (!parsed.success) {
        await findCollection(db, userId, id);
        return data({ error: t(refusalKey(parsed.error)) }, { status: 400 });
      }
      await updateCollection(db, { userId, id, ...parsed.data, now: now() });
      return redirectWithSuccess(here, t("edit.saved"));
    }
    const parsed = collectionIntentSchema.safeParse(form);
    if (!parsed.success) {
      await findCollection(db, userId, id);
      return data({ error: t("refused.invalid") }, { status: 400 });
    }
    const intent = parsed.data;
    switch (intent.intent) {
      case "add":
        await addTemplates(db, { userId, id, templateIds: [intent.templateId], now: now() });
        return redirectWithSuccess(here, t("templates.added"));
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
        {collection.templates.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t("templates.empty")}</p>
        ) : (
          <ol className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {collection.templates.map((template, index) => (
              <li key={template.id}>
                <article
                  aria-label={template.name}
                  className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised"
                >
                  <div className="flex aspect-square items-center justify-center bg-surface">
                    {template.mockup ? (
                      <img
                        src={`/design/renders/${template.mockup.renderId}`}
                        alt={template.name}
                        loading="lazy"
                        className="max-h-full max-w-full object-contain"
                      />
                    ) : (
                      <span className="text-sm text-ink-muted">{t("noMockup")}</span>
                    )}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
                    <h3 className="font-semibold">{template.name}</h3>
                    {collection.coverTemplateId === template.id ? (
                      <p className="text-ink-muted">{t("templates.isCover")}</p>
                    ) : null}
                    <div className="flex flex-wrap gap-2">
                      {index > 0 ? (
                        <IntentButton
                          intent="move"
                          fields={{ templateId: template.id, direction: "up" }}
                          label={t("templates.up", { name: template.name })}
                        />
                      ) : null}
                      {index < collection.templates.length - 1 ? (
                        <IntentButton
                          intent="move"
                          fields={{ templateId: template.id, direction: "down" }}
                          label={t("templates.down", { name: template.name })}
                        />
                      ) : null}
                      {collection.coverTemplateId === template.id ? null : (
                        <IntentButton
                          intent="cover"
                          fields={{ templateId: template.id }}
                          label={t("templates.makeCover", { name: template.name })}
                        />
                      )}
                      <IntentButton
                        intent="remove"
                        fields={{ templateId: template.id }}
                        label={t("templates.removeOne", { name: template.name })}
                      />
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
        {available.length === 0 ? (
          <p className="mt-4 text-sm text-ink-muted">{t("templates.none")}</p>
        ) : (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="add" />
            <label className="grid gap-1 text-sm font-medium">
              {t("templates.add")}
              <select name="templateId" className="field">
                {available.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn">
              {t("templates.addSubmit")}
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="collection-share" className="mt-8 rounded-xl border border-line p-4">
        <h2 id="collection-share" className="text-lg font-semibold">
          {t("share.heading")}
        </h2>
        {shareUrl ? (
          <>
            <p className="mt-2 text-sm text-ink-muted">{t("share.sharedNote")}</p>
            <label className="mt-3 grid gap-1 text-sm font-medium">
              {t("share.link")}
              <input readOnly value={shareUrl} className="field w-full font-mono" />
            </label>
            <div className="mt-3 flex flex-wrap gap-2">
              <IntentButton intent="share" label={t("share.renew")} />
              <IntentButton intent="revoke" label={t("share.off")} />
            </div>
            <p className="mt-2 text-xs text-ink-muted">{t("share.renewNote")}</p>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-ink-muted">{t("share.privateNote")}</p>
            <div className="mt-3">
              <IntentButton intent="share" label={t("share.on")} />
            </div>
          </>
        )}
      </section>

      <section aria-labelledby="collection-edit" className="mt-8 rounded-xl border border-line p-4">
        <h2 id="collection-edit" className="text-lg font-semibold">
          {t("edit.heading")}
        </h2>
        <Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="update" />
          <label className="grid gap-1 text-sm font-medium">
            {t("create.name")}
            <input
              name="name"
              required
              maxLength={80}
              defaultValue={collection.name}
              className="field w-full"
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            {t("create.description")}
            <textarea
              name="description"
              maxLength={500}
              rows={2}
              defaultValue={collection.description}
              className="field w-full"
            />
          </label>
          <div>
            <button type="submit" className="btn">
              {t("edit.submit")}
            </button>
          </div>
        </Form>
      </section>

      <section className="mt-8">
        {deleting ? (
          <div
            role="alertdialog"
            aria-labelledby="collection-delete"
            className="rounded-xl border border-line p-4"
          >
            <p id="collection-delete" className="font-semibold">
              {t("remove.question", { name: collection.name })}
            </p>
            <div className="mt-3 flex gap-2">
              <IntentButton intent="delete" label={t("remove.confirm")} />
              <LocalizedLink to={`/account/collections/${collection.id}`} className="btn-quiet">
                {t("remove.cancel")}
              </LocalizedLink>
            </div>
          </div>
        ) : (
          <a href={`${here}?delete`} className="btn-quiet">
            {t("remove.action")}
          </a>
        )}
      </section>
    </>
  );
}

/** A one-button form: every change on this page works as a plain post. */
function IntentButton({
  intent,
  label,
  fields = {},
}: {
  intent: string;
  label: string;
  fields?: Record<string, string>;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn-quiet text-sm">
        {label}
      </button>
    </Form>
  );
}
