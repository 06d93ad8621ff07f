/**
 * The file library at the HTTP edge, shared by the library page, the API and the file addresses:
 * whose files a request may see (an account, or a visitor's designer session), uploads read from
 * the request (added by the `addUploads` command), and the responses that serve a file.
 */
import { Readable } from "node:stream";
import { create as contentDisposition } from "content-disposition";
import parseRange from "range-parser";
import type { RouterContextProvider } from "react-router";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { designerCookie } from "#server/cookies.ts";
import { consumeRateLimit, type RateLimit } from "#server/services/rate-limit.ts";
import { createDesignerSession, resumeDesignerSession } from "#server/services/designer-sessions.ts";
import { claimGuestShopping } from "#server/commands/shoppers.ts";
import { fileStorageKeys, type FileOwner, type LibraryFile } from "#server/services/files.ts";
import { addUploads } from "#server/commands/files.ts";

type Context = Readonly<RouterContextProvider>;

/** Uploads by visitors without an account, per address: enough to design, too few to fill a disk. */
export const guestUploadLimit: RateLimit = { limit: 60, windowMs: 60 * 60_000 };

export async function designerSessionId(context: Context, request: Request): Promise<string | null> {
  const { db, config, now } = context.get(servicesContext);
  const value: unknown = await designerCookie(config).parse(request.headers.get("cookie"));
  if (typeof value !== "string") return null;
  return (await resumeDesignerSession(db, value, now()))?.id ?? null;
}

/** Whose files this request may see: the signed-in account, the visitor's designer session, or nobody. */
export async function fileOwnerOf(context: Context, request: Request): Promise<FileOwner | null> {
  const user = context.get(userContext);
  if (user) return { userId: user.id };
  const id = await designerSessionId(context, request);
  return id ? { designerSessionId: id } : null;
}

/**
 * The owner an upload goes to: the account, else the visitor's designer session, started now if
 * they have none (its cookie is added to `headers`). Visitors' uploads are rate-limited per address.
 */
export async function uploadOwnerOf(
  context: Context,
  request: Request,
  headers: Headers,
): Promise<FileOwner> {
  const owner = await fileOwnerOf(context, request);
  if (owner && "userId" in owner) return owner;
  const { db, config, now } = context.get(servicesContext);
  await consumeRateLimit(db, `files:guest-upload:${context.get(clientIpContext)}`, guestUploadLimit, now());
  if (owner) return owner;
  const { id } = await createDesignerSession(db, now());
  headers.append("Set-Cookie", await designerCookie(config).serialize(id));
  return { designerSessionId: id };
}

/**
 * At sign-in (a verified account): what this browser's designer session holds — cart, addresses,
 * drafts, files — and the guest orders of the account's email become the account's, and the
 * designer cookie is cleared (in `headers`).
 */
export async function claimDesignerFiles(
  context: Context,
  request: Request,
  user: { id: string; email: string },
  headers: Headers,
): Promise<void> {
  const id = await designerSessionId(context, request);
  const services = context.get(servicesContext);
  await claimGuestShopping(services, { userId: user.id, email: user.email, designerSessionId: id });
  if (id) headers.append("Set-Cookie", await designerCookie(services.config).serialize("", { maxAge: 0 }));
}

/** `addUploads` for this request's body (see there). */
export function receiveUploads(
  context: Context,
  request: Request,
  options: Parameters<typeof addUploads>[2],
): ReturnType<typeof addUploads> {
  const body = { stream: request.body, contentType: request.headers.get("content-type") };
  return addUploads(context.get(servicesContext), body, options);
}

/** A short answer in plain text that no cache keeps (a file that is absent or not ready). */
export function plainTextResponse(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

const extensions: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** The name a download gets: the file's own, with the extension of what is actually sent. */
function downloadName(file: LibraryFile): string {
  const base = file.name.replace(/\.(png|jpe?g|webp|tiff?)$/i, "") || "artwork";
  return `${base}.${extensions[file.mediaType] ?? "bin"}`;
}

/**
 * A library file's cleaned image or thumbnail, for whoever the caller found may see it (its owner
 * at /files, an operator at an order that was sent it). Never the upload as sent: it may still
 * carry the photo's location, so a file still processing is a 409. Kept by the browser only
 * (`private`), asked again each time (`no-cache`, answered 304), and in ranges when asked.
 */
export async function libraryFileResponse(
  context: Context,
  request: Request,
  options: {
    file: LibraryFile;
    thumbnail: boolean;
    download: boolean;
    messages: { notFound: string; notReady: string };
  },
): Promise<Response> {
  const { storage } = context.get(servicesContext);
  const { file, thumbnail, messages } = options;
  if (file.status === "failed") return plainTextResponse(404, messages.notFound);
  if (file.status === "processing") return plainTextResponse(409, messages.notReady, { "Retry-After": "2" });

  const keys = fileStorageKeys(file.id);
  const etag = `"${file.id}-${thumbnail ? "t" : "o"}"`;
  const headers = new Headers({
    "Content-Type": thumbnail ? "image/webp" : file.mediaType,
    "Cache-Control": "private, no-cache",
    ETag: etag,
    "Accept-Ranges": "bytes",
    "Content-Disposition": contentDisposition(downloadName(file), {
      type: options.download && !thumbnail ? "attachment" : "inline",
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
  if (!body) return plainTextResponse(404, messages.notFound);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { status, headers });
}
