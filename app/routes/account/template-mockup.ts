import { Readable } from "node:stream";
import { servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { renderStorageKey } from "#server/services/design-renders.ts";
import { findTemplate, templatePreview, TemplateNotFound } from "#server/services/templates.ts";
import type { Route } from "./+types/template-mockup.ts";

/**
 * GET /account/templates/:id/mockup: the template's mockup preview (WebP), to its owner only;
 * anyone else, and a mockup not made yet, gets a 404. A template's design never changes (editing
 * it gives it a new one), so the browser revalidates by the render's ETag.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, storage } = context.get(servicesContext);
  const t = getInstance(context).getFixedT(preferredLocale(request), "templates");
  const notFound = () =>
    new Response(t("notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const user = context.get(userContext);
  if (!user) return notFound();
  const template = await findTemplate(db, user.id, params.id).catch((error: unknown) => {
    if (error instanceof TemplateNotFound) return null;
    throw error;
  });
  const render = template ? await templatePreview(db, template) : null;
  if (!render || render.status !== "done") return notFound();
  const etag = `"${render.id}"`;
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": "private, no-cache",
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
  });
  if (
    request.headers
      .get("if-none-match")
      ?.split(",")
      .some((value) => value.trim().replace(/^W\//, "") === etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  if (render.byteSize !== null) headers.set("Content-Length", String(render.byteSize));
  const body = await storage.get(renderStorageKey(render));
  if (!body) return notFound();
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers });
}
