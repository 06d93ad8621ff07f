/**
 * The jobs behind the file library. Processing turns an upload into what is kept: upright (its
 * EXIF orientation applied), re-encoded in sRGB without any metadata (EXIF, GPS, XMP, comments),
 * and a WebP thumbnail; and makes background-removal previews from library files
 * (background-previews.ts). It runs in a job, never in a request, claims files as the mail outbox
 * claims messages (several instances never process one file twice) and survives restarts. The
 * deletions job removes the bytes of deleted files from storage.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, asc, eq, sql } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { fileLimits } from "#core/files.ts";
import type { Database } from "../db/client.ts";
import { fileDeletions, files } from "../db/schema.ts";
import { claimNextDue } from "../jobs/claim.ts";
import type { Logger } from "../logger.ts";
import type { Storage } from "../storage/storage.ts";
import { fileStorageKeys } from "./files.ts";
import { notifyFileFailed } from "./file-notifications.ts";
import type { BackgroundRefusal } from "./plain-background.ts";
import { renderWithoutBackgroundInWorker } from "./plain-background-render.ts";

/** How long a worker owns a file it claimed; far longer than processing takes. */
export const PROCESSING_CLAIM_MS = 10 * 60_000;
/** Tries before a file whose processing keeps failing for another reason than its content is given up. */
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_MS = 15_000;
/** The longest side of a thumbnail: sharp on a high-density screen in the library's grid. */
export const THUMBNAIL_SIZE = 512;

// One image at a time per process, on few threads: the shop shares its cores with requests.
sharp.concurrency(1);

/** The image itself cannot be decoded (a damaged or truncated file): retrying cannot help. */
class UnreadableImage extends Error {
  override name = "UnreadableImage";
}

/** The image has no plain background to take away (the preview's `failure`): retrying cannot help. */
class NoBackgroundToRemove extends Error {
  override name = "NoBackgroundToRemove";
  readonly reason: BackgroundRefusal;
  constructor(reason: BackgroundRefusal) {
    super(`no background to remove: ${reason}`);
    this.reason = reason;
  }
}

/**
 * WebP keeps lossless images in a `VP8L` chunk: those stay lossless. It comes first, or after
 * the extended header's chunks (`VP8X`, a colour profile, animation), so the opening is searched.
 */
async function isLosslessWebp(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64 * 1024), 0, 64 * 1024, 0);
    return buffer.subarray(12, bytesRead).includes("VP8L", 0, "latin1");
  } finally {
    await handle.close();
  }
}

type Rendition = { path: string; size: number; mediaType: string; width: number; height: number };

/**
 * The cleaned image and its thumbnail, written next to `source`. JPEG stays JPEG (at a quality
 * no print shows), WebP stays WebP, PNG and TIFF become PNG (lossless, and readable by browsers
 * and the print renderer alike).
 */
async function renderFile(
  source: string,
  sourceType: string,
): Promise<{ original: Rendition; thumbnail: Rendition }> {
  const directory = path.dirname(source);
  const input = () =>
    sharp(source, { limitInputPixels: fileLimits.maxPixels, failOn: "error" })
      .autoOrient()
      .toColourspace("srgb");
  let cleaned: Sharp;
  let mediaType: string;
  if (sourceType === "image/jpeg") {
    cleaned = input().jpeg({ quality: 95, chromaSubsampling: "4:4:4" });
    mediaType = "image/jpeg";
  } else if (sourceType === "image/webp") {
    cleaned = input().webp((await isLosslessWebp(source)) ? { lossless: true } : { quality: 95 });
    mediaType = "image/webp";
  } else {
    cleaned = input().png({ compressionLevel: 6 });
    mediaType = "image/png";
  }
  try {
    // No keepMetadata(): sharp writes none of the input's EXIF, XMP or comments. The sRGB profile
    // says what the pixels mean to whoever prints them.
    const originalPath = path.join(directory, "original");
    const originalInfo = await cleaned.withIccProfile("srgb").toFile(originalPath);
    const thumbnailPath = path.join(directory, "thumbnail");
    const thumbnailInfo = await input()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(thumbnailPath);
    return {
      original: {
        path: originalPath,
        size: originalInfo.size,
        mediaType,
        width: originalInfo.width,
        height: originalInfo.height,
      },
      thumbnail: {
        path: thumbnailPath,
        size: thumbnailInfo.size,
        mediaType: "image/webp",
        width: thumbnailInfo.width,
        height: thumbnailInfo.height,
      },
    };
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : String(error));
  }
}

function putFile(storage: Storage, key: string, rendition: Rendition) {
  return storage.put(key, createReadStream(rendition.path), {
    size: rendition.size,
    contentType: rendition.mediaType,
  });
}

/**
 * A preview's image: the original it is made from (its cleaned file) without its plain
 * background, made in a worker thread.
 */
async function renderPreview(
  storage: Storage,
  directory: string,
  claimed: { id: string; derivedFromId: string; backgroundTolerance: number | null },
): Promise<{ original: Rendition; thumbnail: Rendition }> {
  const stored = await storage.get(fileStorageKeys(claimed.derivedFromId).original);
  if (!stored) throw new Error(`the original of preview ${claimed.id} is not in storage`);
  const source = path.join(directory, "source");
  await pipeline(stored, createWriteStream(source));
  const result = await renderWithoutBackgroundInWorker({
    source,
    directory,
    tolerance: claimed.backgroundTolerance ?? 0,
    maxPixels: fileLimits.maxPixels,
    thumbnailSize: THUMBNAIL_SIZE,
  });
  if ("unreadable" in result) throw new UnreadableImage(result.unreadable);
  if ("refused" in result) throw new NoBackgroundToRemove(result.refused);
  return result.made;
}

async function processFile(
  db: Database,
  storage: Storage,
  claimed: {
    id: string;
    sourceType: string;
    derivedFromId: string | null;
    backgroundTolerance: number | null;
  },
  clock: () => Date,
): Promise<void> {
  const keys = fileStorageKeys(claimed.id);
  const directory = await mkdtemp(path.join(tmpdir(), "shop-process-"));
  try {
    let rendered: { original: Rendition; thumbnail: Rendition };
    if (claimed.derivedFromId) {
      rendered = await renderPreview(storage, directory, {
        ...claimed,
        derivedFromId: claimed.derivedFromId,
      });
    } else {
      const uploaded = await storage.get(keys.upload);
      if (!uploaded) throw new Error(`the upload of file ${claimed.id} is not in storage`);
      const source = path.join(directory, "upload");
      await pipeline(uploaded, createWriteStream(source));
      rendered = await renderFile(source, claimed.sourceType);
    }
    const { original, thumbnail } = rendered;
    await putFile(storage, keys.original, original);
    await putFile(storage, keys.thumbnail, thumbnail);
    const [updated] = await db
      .update(files)
      .set({
        status: "ready",
        mediaType: original.mediaType,
        byteSize: original.size,
        thumbnailBytes: thumbnail.size,
        width: original.width,
        height: original.height,
        lockedUntil: null,
        updatedAt: clock(),
      })
      .where(and(eq(files.id, claimed.id), eq(files.status, "processing")))
      .returning({ id: files.id });
    if (!updated) {
      // Deleted while it was processed: what was just stored would belong to no file.
      await Promise.all([storage.delete(keys.original), storage.delete(keys.thumbnail)]);
    }
    await storage.delete(keys.upload);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Processes the files that are due, one claim at a time, up to `batchSize`. A file whose image
 * cannot be decoded is marked `failed` (`damaged`) and its upload removed, and so is a preview of
 * an image without a plain background (`noPlainBackground`, `alreadyTransparent`, `nothingLeft`);
 * any other failure (storage out of reach) is retried with backoff, and given up after a few tries.
 */
export async function processDueFiles(options: {
  db: Database;
  storage: Storage;
  logger: Logger;
  clock: () => Date;
  /**
   * The shop's public origin, for the mail telling an owner that their file failed; while it is
   * unknown the failure is still a notification, without the mail.
   */
  origin?: () => string | undefined;
  batchSize?: number;
  signal?: AbortSignal;
}): Promise<{ processed: number; failed: number }> {
  const { db, storage, logger, clock, signal } = options;
  const batchSize = options.batchSize ?? 20;
  let processed = 0;
  let failed = 0;
  while (processed + failed < batchSize) {
    if (signal?.aborted) break;
    const claimed = await claimNextDue(db, files, {
      ready: eq(files.status, "processing"),
      claimMs: PROCESSING_CLAIM_MS,
      now: clock(),
    });
    if (!claimed) break;
    try {
      await processFile(db, storage, claimed, clock);
      logger.info({ fileId: claimed.id }, "file processed");
      processed += 1;
    } catch (error) {
      failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      const givenUp =
        error instanceof UnreadableImage ||
        error instanceof NoBackgroundToRemove ||
        claimed.attempts + 1 >= MAX_ATTEMPTS;
      if (givenUp) {
        const unprocessed = error instanceof UnreadableImage ? "damaged" : "processingFailed";
        const failure = error instanceof NoBackgroundToRemove ? error.reason : unprocessed;
        await db.transaction(async (tx) => {
          await tx
            .update(files)
            .set({
              status: "failed",
              failure,
              byteSize: 0,
              lockedUntil: null,
              attempts: claimed.attempts + 1,
              updatedAt: clock(),
            })
            .where(eq(files.id, claimed.id));
          // A visitor's upload (no account yet) has nobody to tell but the page they are on, nor
          // has a preview: its owner is watching the page that asked for it.
          if (claimed.userId && !claimed.derivedFromId) {
            await notifyFileFailed(tx, {
              userId: claimed.userId,
              name: claimed.name,
              failure: unprocessed,
              origin: options.origin?.(),
              now: clock(),
            });
          }
        });
        await storage.delete(fileStorageKeys(claimed.id).upload).catch(() => undefined);
        if (error instanceof NoBackgroundToRemove) {
          logger.info({ fileId: claimed.id, reason }, "no plain background to remove");
        } else logger.warn({ fileId: claimed.id, reason }, "file could not be processed");
      } else {
        const nextAttemptAt = new Date(clock().getTime() + FIRST_RETRY_MS * 2 ** claimed.attempts);
        await db
          .update(files)
          .set({ attempts: claimed.attempts + 1, nextAttemptAt, lockedUntil: null })
          .where(eq(files.id, claimed.id));
        logger.warn({ fileId: claimed.id, reason, nextAttemptAt }, "file processing failed; will retry");
      }
    }
  }
  return { processed, failed };
}

/**
 * Removes the stored bytes of deleted files (queued by a trigger on `files`). Removing is
 * idempotent, so two instances doing it at once do no harm; a failure stays queued for next time.
 */
export async function removeDeletedFileBytes(options: {
  db: Database;
  storage: Storage;
  logger: Logger;
  batchSize?: number;
  signal?: AbortSignal;
}): Promise<{ removed: number }> {
  const { db, storage, logger, signal } = options;
  const queued = await db
    .select()
    .from(fileDeletions)
    .orderBy(asc(fileDeletions.attempts))
    .limit(options.batchSize ?? 100);
  let removed = 0;
  for (const { fileId } of queued) {
    if (signal?.aborted) break;
    const keys = fileStorageKeys(fileId);
    try {
      await Promise.all([
        storage.delete(keys.upload),
        storage.delete(keys.original),
        storage.delete(keys.thumbnail),
      ]);
      await db.delete(fileDeletions).where(eq(fileDeletions.fileId, fileId));
      removed += 1;
    } catch (error) {
      await db
        .update(fileDeletions)
        .set({ attempts: sql`${fileDeletions.attempts} + 1` })
        .where(eq(fileDeletions.fileId, fileId));
      logger.warn({ fileId, err: error }, "stored file not removed; will retry");
    }
  }
  return { removed };
}
