import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useLocation } from "react-router";
import { redirectWithInfo, redirectWithSuccess } from "remix-toast";
import { BackgroundRemoval } from "#app/components/background-removal/background-removal.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { RefreshWhile } from "#app/components/refresh-while.tsx";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { backgroundRemoval } from "#core/files.ts";
import { localizePath, splitLocale, type Locale } from "#core/locales.ts";
import { backgroundPageQuerySchema, previewSchema, removeBackgroundSchema } from "#core/schemas/files.ts";
import { discardPreview, removeBackground } from "#server/commands/files.ts";
import { servicesContext } from "#server/context.ts";
import { findPreview, keepPreview } from "#server/services/background-previews.ts";
import { findFile, type LibraryFile } from "#server/services/files.ts";
import type { Route } from "./+types/remove-background.ts";

/** What the page shows of a file: the original, or its preview. */
function shown(file: LibraryFile) {
  const { id, name, status, failure, width, height } = file;
  return { id, name, status, failure, width, height, tolerance: file.preview?.tolerance ?? null };
}

/** This page's address, for the original `id`, showing `preview`, going back to `back`. */
function pageAddress(locale: Locale, id: string, query: { preview?: string; back?: string }): string {
  const search = new URLSearchParams();
  if (query.preview) search.set("preview", query.preview);
  if (query.back) search.set("back", query.back);
  const text = search.toString();
  return `${localizePath(`/remove-background/${id}`, locale)}${text ? `?${text}` : ""}`;
}

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const owner = await fileOwnerOf(context, request);
  const source = owner ? await findFile(db, owner, params.id) : null;
  if (!owner || !source) throw data(null, { status: 404 });
  const query = backgroundPageQuerySchema.parse(Object.fromEntries(url.searchParams));
  const preview = query.preview ? await findPreview(db, owner, query.preview) : null;
  const { locale } = splitLocale(url.pathname);
  return {
    source: shown(source),
    // A preview of another file (an edited address) is not this page's.
    preview: preview?.preview?.sourceId === source.id ? shown(preview) : null,
    back: query.back ?? (context.get(userContext) ? localizePath("/account/files", locale) : null),
    defaultTolerance: backgroundRemoval.defaultTolerance,
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const owner = await fileOwnerOf(context, request);
  if (!owner) throw data(null, { status: 404 });
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "files");
  const { back } = backgroundPageQuerySchema.parse(Object.fromEntries(url.searchParams));
  const library = localizePath("/account/files", locale);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");

  if (intent === "preview") {
    const submission = parseWithZod(form, { schema: removeBackgroundSchema });
    if (submission.status !== "success")
      return data({ reply: submission.reply(), message: null }, { status: 400 });
    try {
      const { file } = await removeBackground(services, { owner, ...submission.value, locale });
      // The same removal was kept before: that file is the answer.
      if (!file.preview)
        return redirectWithInfo(back ?? library, t("background.alreadyKept", { name: file.name }));
      return redirect(pageAddress(locale, params.id, { preview: file.id, back }));
    } catch (error) {
      const refusal = refusalOf(error, locale);
      if (!refusal) throw error;
      return data(
        { reply: submission.reply({ formErrors: [refusal.message] }), message: null },
        { status: refusal.status },
      );
    }
  }

  const chosen = previewSchema.safeParse({ id: form.get("id") });
  if ((intent === "keep" || intent === "discard") && chosen.success) {
    try {
      if (intent === "keep") {
        const kept = await keepPreview(services.db, { owner, id: chosen.data.id, now: services.now() });
        return redirectWithSuccess(back ?? library, t("background.kept", { name: kept.name }));
      }
      await discardPreview(services, { owner, id: chosen.data.id });
      return redirectWithSuccess(pageAddress(locale, params.id, { back }), t("background.discarded"));
    } catch (error) {
      const refusal = refusalOf(error, locale);
      if (!refusal) throw error;
      return data({ reply: null, message: refusal.message }, { status: refusal.status });
    }
  }
  return data({ reply: null, message: t("notFound") }, { status: 400 });
}

export const handle: MessagesHandle = { messages: ["files"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

/** A page's own: never kept by a shared cache. */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function RemoveBackgroundRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("files");
  const location = useLocation();
  const { source, preview } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <PageSeo title={t("background.title")} />
      <RefreshWhile waiting={source.status === "processing" || preview?.status === "processing"} />
      <BackgroundRemoval
        source={source}
        preview={preview}
        back={loaderData.back}
        defaultTolerance={loaderData.defaultTolerance}
        action={`${location.pathname}${location.search}`}
        reply={actionData?.reply ?? undefined}
        message={actionData?.message ?? null}
      />
    </div>
  );
}
