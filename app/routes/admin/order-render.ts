import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import type { MiddlewareFunction } from "react-router";
import { servicesContext } from "#server/context.ts";
import { requireOperatorMiddleware } from "#app/middleware/operator-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { splitLocale } from "#core/locales.ts";
import { renderStorageKey } from "#server/services/design-renders.ts";
import { orderRender } from "#server/services/fulfilment.ts";
import type { Route } from "./+types/order-render.ts";

export const middleware: MiddlewareFunction<Response>[] = [requireOperatorMiddleware];

/**
 * GET /admin/orders/:sn/renders/:renderId: an order's print file, downloaded as
 * `<sn>-<area>.png` (the PNG at 300 DPI the printer takes), or one of its proofs, shown inline.
 * Operators only (the guard answers 404 to everyone else); streamed from storage.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db, storage } = context.get(servicesContext);
  const t = getInstance(context).getFixedT(splitLocale(url.pathname).locale, "fulfilment");
  const notFound = () =>
    new Response(t("printFiles.notFound"), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const render = await orderRender(db, params.sn, params.renderId);
  if (!render || render.status !== "done") return notFound();
  const print = render.kind === "print";
  const headers = new Headers({
    "Content-Type": print ? "image/png" : "image/webp",
    // Personal artwork, for operators only: never kept by a shared cache.
    "Cache-Control": "private, no-cache",
    "X-Content-Type-Options": "nosniff",
    ETag: `"${render.id}"`,
    "Content-Disposition": contentDisposition(
      `${params.sn}-${render.target.replace(":", "-")}.${print ? "png" : "webp"}`,
      { type: print ? "attachment" : "inline" },
    ),
  });
  if (render.byteSize !== null) headers.set("Content-Length", String(render.byteSize));
  if (request.method === "HEAD") return new Response(null, { headers });
  const body = await storage.get(renderStorageKey(render));
  if (!body) return notFound();
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers });
}
