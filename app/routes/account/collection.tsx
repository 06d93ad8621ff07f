import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { data, Form } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { IntentButton } from "#app/components/admin-form.tsx";
import { FormField, FormSelect } from "#app/components/form-field.tsx";
import { CollectionDetailsForm } from "#app/components/collection-details-form.tsx";
import { DeleteQuestion } from "#app/components/delete-question.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#app/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  addTemplateSchema,
  collectionIntentSchema,
  positionSchema,
  collectionDetailsSchema,
} from "#app/schemas/collections.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#app/utils/locales.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { useValidatedForm } from "#app/utils/use-validated-form.ts";
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
                        <OneButtonForm
                          intent="move"
                          fields={{ templateId: template.id, direction: "up" }}
                          label={t("templates.up", { name: template.name })}
                        />
                      ) : null}
                      {index < count - 1 ? (
                        <OneButtonForm
                          intent="move"
                          fields={{ templateId: template.id, direction: "down" }}
                          label={t("templates.down", { name: template.name })}
                        />
                      ) : null}
                      {collection.coverTemplateId === template.id ? null : (
                        <OneButtonForm
                          intent="cover"
                          fields={{ templateId: template.id }}
                          label={t("templates.makeCover", { name: template.name })}
                        />
                      )}
                      <OneButtonForm
                        intent="remove"
                        fields={{ templateId: template.id }}
                        label={t("templates.removeOne", { name: template.name })}
                      />
                    </div>
                    {count > 1 ? (
                      <PositionForm
                        // A new form once the template moved: its field starts at the new place.
                        key={`${index}/${count}`}
                        template={template}
                        position={index + 1}
                        count={count}
                        reply={replyFor("position")}
                      />
                    ) : null}
                  </div>
                </article>
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

type Reply = Parameters<typeof useValidatedForm>[1]["lastResult"];

/** A one-button form: every change on this page works as a plain post; its button shows it is sent. */
function OneButtonForm({
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
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <IntentButton intent={intent} pendingWhen={fields} className="btn-quiet text-sm">
        {label}
      </IntentButton>
    </Form>
  );
}

/** Putting a template at a place in the list by its number: the way to move it far without scripts. */
function PositionForm({
  template,
  position,
  count,
  reply,
}: {
  template: { id: string; name: string };
  position: number;
  count: number;
  reply: Reply;
}) {
  const t = useT("collections");
  const ownReply = reply && reply.initialValue?.templateId === template.id ? reply : undefined;
  const { form, fields, onInput } = useValidatedForm(positionSchema(count), {
    id: `position-${template.id}`,
    lastResult: ownReply,
    defaultValue: { templateId: template.id, position: String(position) },
  });
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="templateId" value={template.id} />
      <FormField
        label={t("templates.position", { name: template.name })}
        field={fields.position}
        messages="collections"
        type="number"
        inputMode="numeric"
        min={1}
        max={count}
        step={1}
        required
        className="w-28"
      />
      <IntentButton
        intent="position"
        pendingWhen={{ templateId: template.id }}
        label={t("templates.moveToLabel", { name: template.name })}
        className="btn-quiet text-sm"
      >
        {t("templates.moveTo")}
      </IntentButton>
    </Form>
  );
}

function AddTemplateForm({ available, reply }: { available: { id: string; name: string }[]; reply: Reply }) {
  const t = useT("collections");
  const { form, fields, onInput } = useValidatedForm(addTemplateSchema, {
    id: "collection-add",
    lastResult: reply,
    defaultValue: { templateId: available[0]?.id },
  });
  return (
    <Form
      method="post"
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-2"
    >
      <FormSelect
        label={t("templates.add")}
        field={fields.templateId}
        messages="collections"
        placeholder={t("templates.choose")}
        options={available.map((template) => ({ value: template.id, label: template.name }))}
        required
        className="min-w-48"
      />
      <IntentButton intent="add" className="btn">
        {t("templates.addSubmit")}
      </IntentButton>
    </Form>
  );
}

/**
 * The share link, read-only so it can be selected and copied by hand; once scripts run, a button
 * copies it and says so to screen readers too.
 */
function ShareLink({ url }: { url: string }) {
  const t = useT("collections");
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"copied" | "failed" | null>(null);
  const copy = () => {
    setStatus(null);
    navigator.clipboard.writeText(url).then(
      () => setStatus("copied"),
      () => {
        (document.getElementById("collection-share-link") as HTMLInputElement | null)?.select();
        setStatus("failed");
      },
    );
  };
  return (
    <div className="mt-3">
      <label htmlFor="collection-share-link" className="mb-1 block text-sm font-medium">
        {t("share.link")}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id="collection-share-link" readOnly value={url} className="field min-w-0 flex-1 font-mono" />
        {hydrated ? (
          <button type="button" className="btn" onClick={copy}>
            {t("share.copy")}
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-1 min-h-5 text-sm text-ink-muted">
        {status === "copied" ? t("share.copied") : status === "failed" ? t("share.copyFailed") : null}
      </p>
    </div>
  );
}
