/**
 * The file library (docs/decisions/016-artwork-files.md): artwork uploaded by a customer, or by a
 * visitor's designer session until they sign in. An upload is judged by its content (type, pixels,
 * integrity) while the request waits, stored as sent, and cleaned by a job (services/
 * file-processing.ts): re-encoded without its metadata, turned upright, with a thumbnail.
 */
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  sql,
  sum,
  type SQL,
} from "drizzle-orm";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import {
  acceptedMediaTypes,
  cleanFileName,
  FILES_PAGE_SIZE,
  fileLimits,
  type AcceptedMediaType,
  type FileSortOrder,
} from "#core/files.ts";
import type { Database } from "../db/client.ts";
import { designerSessions, designs, files, orderMessages, type FileStatus } from "../db/schema.ts";
import type { Storage } from "../storage/storage.ts";

/** Who a file belongs to: an account, or a visitor's designer session. */
export type FileOwner = { userId: string } | { designerSessionId: string };

/** Why an upload is refused; each is a message of the `files` namespace (`refused.<reason>`). */
export const fileRefusalReasons = [
  "empty",
  "tooLarge",
  "tooManyFiles",
  "unreadable",
  "unsupportedType",
  "pdf",
  "svg",
  "damaged",
  "tooManyPixels",
  "quotaExceeded",
] as const;
export type FileRefusalReason = (typeof fileRefusalReasons)[number];

/** An upload we do not keep, and why. `values` fill the message (limits, sizes). */
export class FileRefused extends Error {
  override name = "FileRefused";
  readonly reason: FileRefusalReason;
  readonly values: Record<string, number>;
  constructor(reason: FileRefusalReason, values: Record<string, number> = {}) {
    super(`upload refused: ${reason}`);
    this.reason = reason;
    this.values = values;
  }
}

/** No such file for this owner (another owner's file is "no such file" too). */
export class FileNotFound extends Error {
  override name = "FileNotFound";
}

/** A file as the library, the API and the designer see it. */
export type LibraryFile = {
  id: string;
  name: string;
  status: FileStatus;
  /** Why processing failed: `failed.<failure>` in the `files` namespace. */
  failure: string | null;
  /** The type of the stored file (`sourceType` until it is processed). */
  mediaType: string;
  sourceType: string;
  /** The stored file's size (the upload's until processed). */
  byteSize: number;
  /** The thumbnail's size (0 until it is made). */
  thumbnailBytes: number;
  width: number;
  height: number;
  densityDpi: number | null;
  colorSpace: string;
  hasAlpha: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * Set while the file is a background-removal preview not yet kept: the library file it is made
   * from, the tolerance asked, and when it is deleted unless kept.
   */
  preview: { sourceId: string; tolerance: number; expiresAt: string } | null;
};

/** An uploaded file as received (server/uploads/multipart.ts). */
export type UploadedFile = { path: string; name: string; size: number; sha256: string; truncated: boolean };

/** Where a file's bytes are kept: as uploaded (until processed), cleaned, and its thumbnail. */
export function fileStorageKeys(id: string) {
  return {
    upload: `files/${id}/upload`,
    original: `files/${id}/original`,
    thumbnail: `files/${id}/thumbnail`,
  };
}

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function ownedBy(owner: FileOwner): SQL {
  return "userId" in owner
    ? eq(files.userId, owner.userId)
    : eq(files.designerSessionId, owner.designerSessionId);
}

/**
 * The owner's files as their library shows them: not a file removed while a kept design prints
 * it, nor a background-removal preview not yet kept.
 */
export function inLibraryOf(owner: FileOwner): SQL {
  return and(ownedBy(owner), isNull(files.removedAt), isNull(files.previewExpiresAt))!;
}

/**
 * Whether a kept design (a template's or an order's frozen copy) prints the file, or the file was
 * sent to the shop with an answer about an order: such a file is only removed from the library
 * when its owner deletes it (issue 17, acceptance 3), so the order keeps what it was sent.
 * `ofDesigns` narrows the kept designs that count.
 */
export function keptUses(fileId: SQL | string, ofDesigns: SQL = sql`true`): SQL {
  return sql`(exists (select 1 from ${designs} where ${designs.frozenAt} is not null and ${ofDesigns} and jsonb_path_exists(${designs.document}, '$.areas.*[*] ? (@.type == "image" && @.fileId == $id)', jsonb_build_object('id', ${fileId}::text))) or exists (select 1 from ${orderMessages} where ${orderMessages.fileId} = ${fileId}::uuid))`;
}

/** What an owner may keep in all. */
export function quotaOf(owner: FileOwner): number {
  return "userId" in owner ? fileLimits.accountQuotaBytes : fileLimits.guestQuotaBytes;
}

export function toLibraryFile(row: typeof files.$inferSelect): LibraryFile {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    failure: row.failure,
    mediaType: row.mediaType ?? row.sourceType,
    sourceType: row.sourceType,
    byteSize: row.byteSize,
    thumbnailBytes: row.thumbnailBytes ?? 0,
    width: row.width,
    height: row.height,
    densityDpi: row.densityDpi,
    colorSpace: row.colorSpace,
    hasAlpha: row.hasAlpha,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    preview:
      row.derivedFromId && row.previewExpiresAt
        ? {
            sourceId: row.derivedFromId,
            tolerance: row.backgroundTolerance ?? 0,
            expiresAt: row.previewExpiresAt.toISOString(),
          }
        : null,
  };
}

type ImageFacts = {
  sourceType: AcceptedMediaType;
  width: number;
  height: number;
  densityDpi: number | null;
  colorSpace: string;
  hasAlpha: boolean;
};

/**
 * What the bytes are, read from their first bytes and the image header only (cheap: nothing is
 * decoded). Refuses what is not one of our image types, whatever its name says, and images with
 * more pixels than anyone prints (a small file claiming 30 000 × 30 000 is a decompression bomb).
 */
async function inspectUpload(upload: UploadedFile): Promise<ImageFacts> {
  if (upload.truncated) throw new FileRefused("tooLarge", { limit: fileLimits.maxFileBytes });
  if (upload.size === 0) throw new FileRefused("empty");
  const type = await fileTypeFromFile(upload.path);
  const mime = type?.mime ?? "";
  if (!acceptedMediaTypes.includes(mime as AcceptedMediaType)) {
    if (mime === "application/pdf") throw new FileRefused("pdf");
    if (await looksLikeSvg(upload.path)) throw new FileRefused("svg");
    throw new FileRefused("unsupportedType");
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(upload.path, { limitInputPixels: false }).metadata();
  } catch {
    throw new FileRefused("damaged");
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new FileRefused("damaged");
  if (width * height > fileLimits.maxPixels) {
    throw new FileRefused("tooManyPixels", { width, height, limit: fileLimits.maxPixels / 1_000_000 });
  }
  return {
    sourceType: mime as AcceptedMediaType,
    width,
    height,
    densityDpi: metadata.density && metadata.density > 0 ? Math.round(metadata.density * 100) / 100 : null,
    colorSpace: metadata.space ?? "srgb",
    hasAlpha: metadata.hasAlpha ?? false,
  };
}

/** SVG is text: no magic number to find, so its opening is read. */
async function looksLikeSvg(path: string): Promise<boolean> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(1024), 0, 1024, 0);
    const head = buffer
      .subarray(0, bytesRead)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
    return /<svg[\s>]/i.test(head);
  } finally {
    await handle.close();
  }
}

/** The owner's file with these bytes (or, for a preview, this making: background-previews.ts). */
export async function findSameBytes(db: Database, owner: FileOwner, sha256: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(ownedBy(owner), eq(files.sha256, sha256)));
  return row;
}

/** Bytes an owner keeps now. */
export async function usedBytes(db: Database, owner: FileOwner): Promise<number> {
  const [row] = await db
    .select({ used: sum(sql`${files.byteSize} + coalesce(${files.thumbnailBytes}, 0)`) })
    .from(files)
    // A removed file is the shop's to keep for the kept designs; its owner can no longer delete it.
    // A preview counts while it waits (one per library file at most): it is stored all the same.
    .where(and(ownedBy(owner), isNull(files.removedAt)));
  return Number(row?.used ?? 0);
}

/**
 * Holds the owner's library until the transaction `tx` ends: whoever checks the quota and then adds
 * files under this lock sees every file added before it (uploads, copies of shared templates).
 */
export async function lockFileOwner(tx: Database, owner: FileOwner): Promise<void> {
  const ownerKey =
    "userId" in owner ? `files:user:${owner.userId}` : `files:guest:${owner.designerSessionId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${ownerKey}, 0))`);
}

/** Throws FileRefused("quotaExceeded") unless `size` more bytes fit in the owner's quota. */
export async function ensureRoom(db: Database, owner: FileOwner, size: number): Promise<void> {
  const used = await usedBytes(db, owner);
  const quota = quotaOf(owner);
  if (used + size > quota) throw new FileRefused("quotaExceeded", { used, quota, size });
}

/**
 * Adds an upload to its owner's library: refused (FileRefused) unless it is a readable PNG, JPEG,
 * WebP or TIFF within the limits and the owner's quota. The same bytes uploaded again by the
 * same owner give the file they already have (`existing`). The new file is `processing` until the
 * job has cleaned it.
 */
export async function addUpload(
  db: Database,
  storage: Storage,
  options: { owner: FileOwner; upload: UploadedFile; now: Date },
): Promise<{ file: LibraryFile; existing: boolean }> {
  const { owner, upload, now } = options;
  const facts = await inspectUpload(upload);
  const known = await findSameBytes(db, owner, upload.sha256);
  if (known?.removedAt) {
    // The same bytes uploaded again bring a removed file back to the library.
    await ensureRoom(db, owner, known.byteSize + (known.thumbnailBytes ?? 0));
    const [restored] = await db
      .update(files)
      .set({ removedAt: null, updatedAt: now })
      .where(eq(files.id, known.id))
      .returning();
    return { file: toLibraryFile(restored ?? known), existing: true };
  }
  if (known) return { file: toLibraryFile(known), existing: true };
  await ensureRoom(db, owner, upload.size);

  // The bytes are stored before the row exists, so the job never finds a file without them.
  const id = randomUUID();
  const key = fileStorageKeys(id).upload;
  await storage.put(key, createReadStream(upload.path), { size: upload.size, contentType: facts.sourceType });
  let added: { file: LibraryFile; existing: boolean };
  try {
    added = await db.transaction(async (tx) => {
      // Two uploads of one owner at once: the second sees the first's row and its bytes' weight.
      await lockFileOwner(tx, owner);
      const raced = await findSameBytes(tx, owner, upload.sha256);
      if (raced) return { file: toLibraryFile(raced), existing: true };
      await ensureRoom(tx, owner, upload.size);
      const [row] = await tx
        .insert(files)
        .values({
          id,
          ...("userId" in owner ? { userId: owner.userId } : { designerSessionId: owner.designerSessionId }),
          name: cleanFileName(upload.name) || "artwork",
          status: "processing",
          sha256: upload.sha256,
          byteSize: upload.size,
          ...facts,
          nextAttemptAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("the file row was not created");
      return { file: toLibraryFile(row), existing: false };
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (added.existing) await storage.delete(key);
  return added;
}

/**
 * The owner's file `id` in their library, or null (also for a malformed id or another owner's
 * file). `withRemoved` also finds a file removed from the library that a kept design still prints,
 * so its owner still sees it in that design; `withPreviews` a background-removal preview, so its
 * owner sees it before keeping it.
 */
export async function findFile(
  db: Database,
  owner: FileOwner,
  id: string,
  options: { withRemoved?: boolean; withPreviews?: boolean } = {},
): Promise<LibraryFile | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        ownedBy(owner),
        options.withRemoved ? undefined : isNull(files.removedAt),
        options.withPreviews ? undefined : isNull(files.previewExpiresAt),
        eq(files.id, id),
      ),
    );
  return row ? toLibraryFile(row) : null;
}

function escapeLike(text: string): string {
  return text.replaceAll(/[\\%_]/g, (character) => `\\${character}`);
}

const orderings: Record<FileSortOrder, SQL[]> = {
  newest: [desc(files.createdAt), desc(files.id)],
  oldest: [asc(files.createdAt), asc(files.id)],
  name: [asc(sql`lower(${files.name})`), asc(files.id)],
  "name-desc": [desc(sql`lower(${files.name})`), desc(files.id)],
};

export type FileList = {
  files: LibraryFile[];
  total: number;
  page: number;
  pageCount: number;
  usage: { usedBytes: number; quotaBytes: number };
};

/**
 * One page of the owner's library, found by a part of the name and uploaded since a moment (the
 * shop's clock), in the order asked for.
 */
export async function listFiles(
  db: Database,
  owner: FileOwner,
  options: { query?: string; since?: Date | null; sort?: FileSortOrder; page?: number } = {},
): Promise<FileList> {
  const query = options.query?.trim() ?? "";
  const where = and(
    inLibraryOf(owner),
    query ? ilike(files.name, `%${escapeLike(query)}%`) : undefined,
    options.since ? gte(files.createdAt, options.since) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(files).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / FILES_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount);
  const rows = await db
    .select()
    .from(files)
    .where(where)
    .orderBy(...orderings[options.sort ?? "newest"])
    .limit(FILES_PAGE_SIZE)
    .offset((page - 1) * FILES_PAGE_SIZE);
  return {
    files: rows.map(toLibraryFile),
    total,
    page,
    pageCount,
    usage: { usedBytes: await usedBytes(db, owner), quotaBytes: quotaOf(owner) },
  };
}

/** Gives the owner's file `id` a new name (cleaned as uploads' names are). */
export async function renameFile(
  db: Database,
  options: { owner: FileOwner; id: string; name: string; now: Date },
): Promise<LibraryFile> {
  const name = cleanFileName(options.name);
  if (!uuidPattern.test(options.id) || name === "") throw new FileNotFound("no such file");
  const [row] = await db
    .update(files)
    .set({ name, updatedAt: options.now })
    .where(and(inLibraryOf(options.owner), eq(files.id, options.id)))
    .returning();
  if (!row) throw new FileNotFound("no such file");
  return toLibraryFile(row);
}

/**
 * Deletes the owner's file `id`; its bytes leave storage through the deletions job. A file a kept
 * design (a template, an order) still prints is only removed from the library: hidden, refused in
 * new layers, kept for those designs until none uses it (`purgeRemovedFiles`).
 */
export async function deleteFile(
  db: Database,
  options: { owner: FileOwner; id: string; now: Date },
): Promise<void> {
  if (!uuidPattern.test(options.id)) throw new FileNotFound("no such file");
  const mine = and(inLibraryOf(options.owner), eq(files.id, options.id));
  const removed = await db
    .update(files)
    .set({ removedAt: options.now, updatedAt: options.now })
    .where(and(mine, keptUses(sql`${files.id}`)))
    .returning({ id: files.id });
  if (removed.length > 0) return;
  const deleted = await db
    .delete(files)
    .where(and(mine, sql`not ${keptUses(sql`${files.id}`)}`))
    .returning({ id: files.id });
  if (deleted.length === 0) throw new FileNotFound("no such file");
}

/** Deletes the account's removed files that no kept design prints any more (a template was deleted). */
export async function purgeRemovedFiles(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.userId, userId), isNotNull(files.removedAt), sql`not ${keptUses(sql`${files.id}`)}`))
    .returning({ id: files.id });
  return deleted.length;
}

/**
 * Moves a visitor's designer-session files to the account they signed in to, and ends the
 * designer session. Files the account already has (the same bytes) are not moved twice: the
 * visitor's copy is deleted. Returns how many files moved.
 */
export async function claimGuestFiles(
  db: Database,
  options: { designerSessionId: string; userId: string; now: Date },
): Promise<number> {
  const { designerSessionId, userId, now } = options;
  return db.transaction(async (tx) => {
    const held = tx.select({ sha256: files.sha256 }).from(files).where(eq(files.userId, userId));
    await tx
      .delete(files)
      .where(and(eq(files.designerSessionId, designerSessionId), inArray(files.sha256, held)));
    const moved = await tx
      .update(files)
      .set({ userId, designerSessionId: null, updatedAt: now })
      .where(eq(files.designerSessionId, designerSessionId))
      .returning({ id: files.id });
    await tx.delete(designerSessions).where(eq(designerSessions.id, designerSessionId));
    return moved.length;
  });
}
