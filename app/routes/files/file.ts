import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import parseRange from "range-parser";
import { servicesContext } from "#app/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { fileOwnerOf } from "#app/utils/files.server.ts";
import { preferredLocale } from "#app/utils/preferred-locale.server.ts";
import { fileStorageKeys, findFile, type LibraryFile } from "#server/services/files.ts";
import type { Route } from "./+types/file.ts";

const extensions: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** The name a download gets: the file's own, with the extension of what is actually sent. */
function downloadName(file: LibraryFile): string {
  const base = file.name.replace(/\.(png|jpe?g|webp|tiff?)$/i, "") || "artwork";
  return `${base}.${extensions[file.mediaType] ?? "bin"}`;
}

/**
 * GET /files/:id (the cleaned image; `?download` saves it) and /files/:id/thumbnail (WebP): only
 * to the file's owner (an account, or the visitor's designer session). Anyone else gets the same
 * 404 as for a file that does not exist. Kept by the browser only (`private`), asked again each
 * time (`no-cache`, answered 304), and in ranges when asked.
 */
export async function loader({ params, request, context, url }: Route.LoaderArgs) {
  const { db, storage } = context.get(servicesContext);
  const locale = preferredLocale(request);
  const t = getInstance(context).getFixedT(locale, "files");
  const text = (status: number, message: string, headers: Record<string, string> = {}) =>
    new Response(message, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
    });
  const variant = params.variant ?? "original";
  if (variant !== "original" && variant !== "thumbnail") return text(404, t("notFound"));
  const owner = await fileOwnerOf(context, request);
  const file = owner ? await findFile(db, owner, params.id, { withRemoved: true }) : null;
  if (!file || file.status === "failed") return text(404, t("notFound"));
  // Never the upload as sent: it may still carry the photo's location.
  if (file.status === "processing") return text(409, t("notReady"), { "Retry-After": "2" });

  const keys = fileStorageKeys(file.id);
  const thumbnail = variant === "thumbnail";
  const etag = `"${file.id}-${thumbnail ? "t" : "o"}"`;
  const headers = new Headers({
    "Content-Type": thumbnail ? "image/webp" : file.mediaType,
    "Cache-Control": "private, no-cache",
    ETag: etag,
    "Accept-Ranges": "bytes",
    "Content-Disposition": contentDisposition(downloadName(file), {
      type: url.searchParams.has("download") && !thumbnail ? "attachment" : "inline",
    }),
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch?.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag)) {
    return new Response(null, { status: 304, headers });
  }

  const key = thumbnail ? keys.thumbnail : keys.original;
  const size = thumbnail ? file.thumbnailBytes : file.byteSize;
  // A range only applies to what the client has (If-Range names it); otherwise the whole file.
  const ifRange = request.headers.get("if-range");
  const rangeHeader = ifRange === null || ifRange === etag ? request.headers.get("range") : null;
  let range: { start: number; end: number } | undefined;
  if (rangeHeader) {
    const ranges = parseRange(size, rangeHeader, { combine: true });
    if (ranges === -1) {
      headers.set("Content-Range", `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    // Several ranges at once are answered whole (allowed, and simpler than multipart/byteranges).
    if (ranges !== -2 && ranges.type === "bytes" && ranges.length === 1 && ranges[0]) range = ranges[0];
  }
  headers.set("Content-Length", String(range ? range.end - range.start + 1 : size));
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  const status = range ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const body = await storage.get(key, range);
  if (!body) return text(404, t("notFound"));
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers });
}
