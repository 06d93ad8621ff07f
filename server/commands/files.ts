/** The library's file commands that set background work off (issue 28). */
import { fileLimits } from "#core/files.ts";
import type { Locale } from "#core/locales.ts";
import {
  addBackgroundPreview,
  derivedName,
  discardPreview as discardBackgroundPreview,
} from "../services/background-previews.ts";
import * as files from "../services/files.ts";
import { serverTranslator } from "../translations.ts";
import type { ShopServices } from "../shop-services.ts";
import { MalformedUpload, receiveMultipart, TooManyFiles, UploadTooLarge } from "../uploads/multipart.ts";
import { uploadTempDir } from "../uploads/temp-dir.ts";

export type UploadOutcome =
  { name: string; file: files.LibraryFile; existing: boolean } | { name: string; refused: files.FileRefused };

/**
 * Reads the files of a multipart post as they stream in and adds each to `owner`'s library, with
 * the form's other fields; wakes the files job (thumbnails, checks) when one is new. A refusal of
 * one file does not stop the others; a body that is not a readable upload at all throws
 * FileRefused (`unreadable`, `tooManyFiles`, `tooLarge`), and so does a post without a file
 * (`empty`) unless the file is `optional`.
 */
export async function addUploads(
  services: Pick<ShopServices, "db" | "storage" | "now" | "wakeJob" | "config">,
  body: { stream: ReadableStream<Uint8Array> | null; contentType: string | null },
  options: { owner: files.FileOwner; maxFiles: number; optional?: boolean },
): Promise<{ outcomes: UploadOutcome[]; fields: Record<string, string> }> {
  const { db, storage, now, wakeJob, config } = services;
  let received;
  try {
    received = await receiveMultipart(body.stream, body.contentType, {
      maxFileBytes: fileLimits.maxFileBytes,
      maxFiles: options.maxFiles,
      // Every file at its limit, plus room for the form's fields and part headers.
      maxBodyBytes: options.maxFiles * fileLimits.maxFileBytes + 1024 * 1024,
      tempDir: uploadTempDir(config.dataDir),
    });
  } catch (error) {
    if (error instanceof TooManyFiles)
      throw new files.FileRefused("tooManyFiles", { limit: options.maxFiles });
    if (error instanceof UploadTooLarge)
      throw new files.FileRefused("tooLarge", { limit: fileLimits.maxFileBytes });
    if (error instanceof MalformedUpload) throw new files.FileRefused("unreadable");
    throw error;
  }
  try {
    if (received.files.length === 0 && !options.optional) throw new files.FileRefused("empty");
    const outcomes: UploadOutcome[] = [];
    for (const upload of received.files) {
      try {
        const added = await files.addUpload(db, storage, { owner: options.owner, upload, now: now() });
        outcomes.push({ name: added.file.name, ...added });
      } catch (error) {
        if (!(error instanceof files.FileRefused)) throw error;
        outcomes.push({ name: upload.name, refused: error });
      }
    }
    if (outcomes.some((outcome) => "file" in outcome && !outcome.existing)) wakeJob("files");
    return { outcomes, fields: received.fields };
  } finally {
    await received.cleanup();
  }
}

/**
 * Deletes the owner's file from their library (`FileNotFound` when it is not theirs or gone), and
 * wakes the deletions job, which takes its bytes out of storage once nothing uses them.
 */
export async function deleteFile(
  services: Pick<ShopServices, "db" | "now" | "wakeJob">,
  input: { owner: files.FileOwner; id: string },
): Promise<void> {
  await files.deleteFile(services.db, { ...input, now: services.now() });
  services.wakeJob("file-deletions");
}

/**
 * Asks for the owner's library file `id` without its plain background, at `tolerance`: a preview
 * named after the original in `locale` ("logo (no background).png"), made by the files job, which
 * this wakes when the preview is new. See `addBackgroundPreview` for what it refuses.
 */
export async function removeBackground(
  services: Pick<ShopServices, "db" | "now" | "wakeJob">,
  input: { owner: files.FileOwner; id: string; tolerance: number; locale: Locale },
): Promise<{ file: files.LibraryFile; existing: boolean }> {
  const t = serverTranslator(input.locale, "files");
  const made = await addBackgroundPreview(services.db, {
    owner: input.owner,
    sourceId: input.id,
    tolerance: input.tolerance,
    name: (sourceName) =>
      derivedName(sourceName, (base) => `${t("background.fileName", { name: base })}.png`),
    now: services.now(),
  });
  if (!made.existing) services.wakeJob("files");
  return made;
}

/**
 * Discards the owner's background-removal preview (`FileNotFound` when there is none), and wakes
 * the deletions job for its bytes.
 */
export async function discardPreview(
  services: Pick<ShopServices, "db" | "wakeJob">,
  input: { owner: files.FileOwner; id: string },
): Promise<void> {
  await discardBackgroundPreview(services.db, input);
  services.wakeJob("file-deletions");
}
