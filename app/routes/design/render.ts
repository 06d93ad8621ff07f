import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { designOwnerOf } from "#app/edge/designs.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { findRender, renderStorageKey } from "#server/services/design-renders.ts";
import type { Route } from "./+types/render.ts";

/**
 * GET /design/renders/:id: a print file (PNG) or mockup preview (WebP) of a design, to the
 * design's owner only; anyone else gets the 404 of a render that does not exist. A render never
 * changes once made, so the browser revalidates it by its ETag.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db, storage } = context.get(servicesContext);
  const t = getInstance(context).getFixedT(preferredLocale(request), "design");
  const notFound = () =>
    new Response(t("render.notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const owner = await designOwnerOf(context, request);
  const render = owner ? await findRender(db, owner, params.id) : null;
  if (!render || render.status !== "done") return notFound();
  const etag = `"${render.id}"`;
  const print = render.kind === "print";
  const headers = new Headers({
    "Content-Type": print ? "image/png" : "image/webp",
    "Cache-Control": "private, no-cache",
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
    "Content-Disposition": contentDisposition(
      `${print ? "print" : "preview"}-${render.target.replace(":", "-")}.${print ? "png" : "webp"}`,
      { type: url.searchParams.has("download") ? "attachment" : "inline" },
    ),
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
  if (request.method === "HEAD") return new Response(null, { headers });
  const body = await storage.get(renderStorageKey(render));
  if (!body) return notFound();
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers });
}
