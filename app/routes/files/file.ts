import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { fileOwnerOf, libraryFileResponse, plainTextResponse } from "#app/edge/files.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { findFile } from "#server/services/files.ts";
import type { Route } from "./+types/file.ts";

/**
 * GET /files/:id (the cleaned image; `?download` saves it) and /files/:id/thumbnail (WebP): only
 * to the file's owner (an account, or the visitor's designer session). Anyone else gets the same
 * 404 as for a file that does not exist. Kept by the browser only (`private`), asked again each
 * time (`no-cache`, answered 304), and in ranges when asked.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const t = getInstance(context).getFixedT(preferredLocale(request), "files");
  const variant = params.variant ?? "original";
  if (variant !== "original" && variant !== "thumbnail") return plainTextResponse(404, t("notFound"));
  const owner = await fileOwnerOf(context, request);
  const file = owner ? await findFile(db, owner, params.id, { withRemoved: true, withPreviews: true }) : null;
  if (!file) return plainTextResponse(404, t("notFound"));
  return libraryFileResponse(context, request, {
    file,
    thumbnail: variant === "thumbnail",
    download: url.searchParams.has("download"),
    messages: { notFound: t("notFound"), notReady: t("notReady") },
  });
}
