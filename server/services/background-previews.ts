/**
 * Background-removal previews (issue 30; docs/decisions/016-artwork-files.md): a customer asks for
 * a library image without its plain background, at a tolerance; a new file is made from it by the
 * files job (file-processing.ts) and shown beside the original. It stays out of the library and
 * out of designs until it is kept; discarded, replaced by another tolerance's preview, or left
 * for a day, it is deleted. The original is never changed.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, eq, isNotNull, lte } from "drizzle-orm";
import { backgroundRemoval, cleanFileName, fileLimits } from "#core/files.ts";
import type { Database } from "../db/client.ts";
import { files } from "../db/schema.ts";
import {
  ensureRoom,
  FileNotFound,
  findSameBytes,
  inLibraryOf,
  lockFileOwner,
  ownedBy,
  toLibraryFile,
  uuidPattern,
  type FileOwner,
  type LibraryFile,
} from "./files.ts";

/** How long a preview waits to be kept before the cleanup job deletes it. */
export const PREVIEW_LIFETIME_MS = 24 * 60 * 60_000;

/** Why a background removal is not started; each is a message of `files` (`background.refused.<reason>`). */
export type BackgroundRefusalReason = "notReady" | "tooManyPixels" | "previewNotReady";

export class BackgroundRefused extends Error {
  override name = "BackgroundRefused";
  readonly reason: BackgroundRefusalReason;
  constructor(reason: BackgroundRefusalReason) {
    super(`background removal refused: ${reason}`);
    this.reason = reason;
  }
}

/**
 * What a preview is made from and how, as the files' `sha256` column holds it: the same removal
 * asked again (the same bytes, the same tolerance) finds the file it made, and moves with the
 * visitor's files at sign-in as uploads do.
 */
function makingOf(sourceSha256: string, tolerance: number): string {
  return createHash("sha256").update(`plain-background:${sourceSha256}:${tolerance}`).digest("hex");
}

/** `name` with `suffix` after it, the name shortened first so the suffix always shows. */
export function derivedName(name: string, suffix: (base: string) => string): string {
  const base = cleanFileName(name).replace(/\.(png|jpe?g|webp|tiff?)$/i, "") || "artwork";
  const room = fileLimits.maxNameLength - [...suffix("")].length;
  return cleanFileName(suffix([...base].slice(0, Math.max(1, room)).join("").trim()));
}

/**
 * Asks for the owner's library file `sourceId` without its plain background: a preview file,
 * `processing` until the files job has made it. Replaces the owner's other previews of that file
 * (a new tolerance is a new preview). The same removal asked again gives the file it made
 * (`existing`): the preview still waiting, or the file kept from it. `name` names the new file
 * from the original's name. Throws FileNotFound, BackgroundRefused, FileRefused (quota).
 */
export async function addBackgroundPreview(
  db: Database,
  options: {
    owner: FileOwner;
    sourceId: string;
    tolerance: number;
    name: (sourceName: string) => string;
    now: Date;
  },
): Promise<{ file: LibraryFile; existing: boolean }> {
  const { owner, sourceId, tolerance, now } = options;
  if (!uuidPattern.test(sourceId)) throw new FileNotFound("no such file");
  const [source] = await db
    .select()
    .from(files)
    .where(and(inLibraryOf(owner), eq(files.id, sourceId)));
  if (!source) throw new FileNotFound("no such file");
  if (source.status !== "ready") throw new BackgroundRefused("notReady");
  if (source.width * source.height > backgroundRemoval.maxPixels)
    throw new BackgroundRefused("tooManyPixels");
  const making = makingOf(source.sha256, tolerance);
  const expiresAt = new Date(now.getTime() + PREVIEW_LIFETIME_MS);

  return db.transaction(async (tx) => {
    await lockFileOwner(tx, owner);
    let known = await findSameBytes(tx, owner, making);
    if (known?.previewExpiresAt && known.failure === "processingFailed") {
      // Given up on for a reason of ours (storage out of reach): asked again, it is tried again.
      await tx.delete(files).where(eq(files.id, known.id));
      known = undefined;
    }
    if (known) {
      // Asked again: a waiting preview waits longer; a kept file removed from the library returns.
      const change = known.previewExpiresAt
        ? { previewExpiresAt: expiresAt }
        : known.removedAt
          ? { removedAt: null, updatedAt: now }
          : null;
      if (!change) return { file: toLibraryFile(known), existing: true };
      if (known.removedAt) await ensureRoom(tx, owner, known.byteSize + (known.thumbnailBytes ?? 0));
      const [row] = await tx.update(files).set(change).where(eq(files.id, known.id)).returning();
      return { file: toLibraryFile(row ?? known), existing: true };
    }
    await tx
      .delete(files)
      .where(and(ownedBy(owner), eq(files.derivedFromId, source.id), isNotNull(files.previewExpiresAt)));
    // What the preview will weigh is known once it is made; the original's size stands in for it.
    await ensureRoom(tx, owner, source.byteSize + (source.thumbnailBytes ?? 0));
    const [row] = await tx
      .insert(files)
      .values({
        id: randomUUID(),
        ...("userId" in owner ? { userId: owner.userId } : { designerSessionId: owner.designerSessionId }),
        name: options.name(source.name),
        status: "processing",
        sourceType: "image/png",
        sha256: making,
        byteSize: 0,
        width: source.width,
        height: source.height,
        densityDpi: source.densityDpi,
        colorSpace: "srgb",
        hasAlpha: true,
        derivedFromId: source.id,
        backgroundTolerance: tolerance,
        previewExpiresAt: expiresAt,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("the preview row was not created");
    return { file: toLibraryFile(row), existing: false };
  });
}

/** The owner's preview `id` (not yet kept), or null. */
export async function findPreview(db: Database, owner: FileOwner, id: string): Promise<LibraryFile | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(and(ownedBy(owner), eq(files.id, id), isNotNull(files.previewExpiresAt)));
  return row ? toLibraryFile(row) : null;
}

/**
 * Keeps the owner's preview `id`: it joins the library as a file of its own. A preview still
 * being made, or one that could not be, is refused (BackgroundRefused `previewNotReady`).
 */
export async function keepPreview(
  db: Database,
  options: { owner: FileOwner; id: string; now: Date },
): Promise<LibraryFile> {
  const { owner, id, now } = options;
  const preview = await findPreview(db, owner, id);
  if (!preview) throw new FileNotFound("no such preview");
  if (preview.status !== "ready") throw new BackgroundRefused("previewNotReady");
  const [row] = await db
    .update(files)
    .set({ derivedFromId: null, previewExpiresAt: null, updatedAt: now })
    .where(
      and(ownedBy(owner), eq(files.id, id), isNotNull(files.previewExpiresAt), eq(files.status, "ready")),
    )
    .returning();
  if (!row) throw new FileNotFound("no such preview");
  return toLibraryFile(row);
}

/** Deletes the owner's preview `id` (not one already kept); its bytes leave through the deletions job. */
export async function discardPreview(db: Database, options: { owner: FileOwner; id: string }): Promise<void> {
  const { owner, id } = options;
  if (!uuidPattern.test(id)) throw new FileNotFound("no such preview");
  const deleted = await db
    .delete(files)
    .where(and(ownedBy(owner), eq(files.id, id), isNotNull(files.previewExpiresAt)))
    .returning({ id: files.id });
  if (deleted.length === 0) throw new FileNotFound("no such preview");
}

/** Deletes the previews nobody kept in time (the cleanup job, on the shop's clock). */
export async function deleteExpiredPreviews(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(files)
    .where(and(isNotNull(files.previewExpiresAt), lte(files.previewExpiresAt, now)))
    .returning({ id: files.id });
  return deleted.length;
}
