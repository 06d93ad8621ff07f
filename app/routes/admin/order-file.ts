import type { MiddlewareFunction } from "react-router";
import { servicesContext } from "#server/context.ts";
import { requireOperatorMiddleware } from "#app/middleware/operator-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { libraryFileResponse, plainTextResponse } from "#app/edge/files.server.ts";
import { splitLocale } from "#core/locales.ts";
import { orderMessageFile } from "#server/services/order-artwork.ts";
import type { Route } from "./+types/order-file.ts";

export const middleware: MiddlewareFunction<Response>[] = [requireOperatorMiddleware];

/**
 * GET /admin/orders/:sn/files/:fileId (`?download` saves it) and …/thumbnail: a file the customer
 * sent with an answer about this order, for operators only (the guard answers 404 to everyone
 * else). Any other file, even the same customer's, is as absent as one that does not exist.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const t = getInstance(context).getFixedT(splitLocale(url.pathname).locale, "files");
  const variant = params.variant ?? "original";
  const file =
    variant === "original" || variant === "thumbnail"
      ? await orderMessageFile(db, params.sn, params.fileId)
      : null;
  if (!file) return plainTextResponse(404, t("notFound"));
  return libraryFileResponse(context, request, {
    file,
    thumbnail: variant === "thumbnail",
    download: url.searchParams.has("download"),
    messages: { notFound: t("notFound"), notReady: t("notReady") },
  });
}
