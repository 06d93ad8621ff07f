import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { logoOnWhite, logoShape, pngImage, speckledPhoto } from "#tests/support/images.ts";
import { shopClock } from "#tests/support/clock.ts";
import { readStored, useTestStorage } from "#tests/support/storage.ts";
import { fileDeletions, files, notifications, users } from "../db/schema.ts";
import {
  addBackgroundPreview,
  BackgroundRefused,
  deleteExpiredPreviews,
  discardPreview,
  findPreview,
  keepPreview,
  PREVIEW_LIFETIME_MS,
} from "./background-previews.ts";
import { createDesignerSession } from "./designer-sessions.ts";
import { processDueFiles } from "./file-processing.ts";
import {
  addUpload,
  claimGuestFiles,
  deleteFile,
  FileNotFound,
  fileStorageKeys,
  findFile,
  listFiles,
  type FileOwner,
  type UploadedFile,
} from "./files.ts";

const { start, later } = shopClock();
const logger = pino({ level: "silent" });
const scratch = mkdtempSync(path.join(tmpdir(), "shop-previews-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let written = 0;

function received(bytes: Buffer, name: string): UploadedFile {
  written += 1;
  const file = path.join(scratch, `upload-${written}`);
  writeFileSync(file, bytes);
  return {
    path: file,
    name,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    truncated: false,
  };
}

/** The alpha and colour of one pixel of a PNG. */
async function pixelAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]!, alpha: data[offset + 3]! };
}

describe.each(testDrivers)("background-removal previews on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const storage = useTestStorage("disk");

  async function account(email = "bea@example.com"): Promise<FileOwner & { userId: string }> {
    const [row] = await db()
      .insert(users)
      .values({ email, fullName: "Bea", createdAt: start, updatedAt: start })
      .returning({ id: users.id });
    return { userId: row!.id };
  }
  const process = (now = start) =>
    processDueFiles({ db: db(), storage: storage(), logger, clock: () => now });
  const name = (sourceName: string) => `${sourceName} (no background).png`;

  /** A logo on white in the owner's library, processed. */
  async function libraryLogo(owner: FileOwner) {
    const { file } = await addUpload(db(), storage(), {
      owner,
      upload: received(await logoOnWhite(), "logo.png"),
      now: start,
    });
    await process();
    return file;
  }
  const ask = (owner: FileOwner, sourceId: string, tolerance = 10, now = start) =>
    addBackgroundPreview(db(), { owner, sourceId, tolerance, name, now });

  test("a logo on white: a preview is made by the job, transparent around the logo, and the original is untouched", async () => {
    const owner = await account();
    const logo = await libraryLogo(owner);
    const originalBytes = await readStored(storage(), fileStorageKeys(logo.id).original);
    const originalRow = await findFile(db(), owner, logo.id);

    const { file: preview, existing } = await ask(owner, logo.id);
    expect(existing).toBe(false);
    expect(preview).toMatchObject({
      name: "logo.png (no background).png",
      status: "processing",
      width: logoShape.width,
      height: logoShape.height,
      preview: { sourceId: logo.id, tolerance: 10, expiresAt: later(PREVIEW_LIFETIME_MS).toISOString() },
    });
    // Not in the library, nor to be found as a library file, until kept.
    expect((await listFiles(db(), owner)).files.map((file) => file.id)).toEqual([logo.id]);
    expect(await findFile(db(), owner, preview.id)).toBeNull();
    expect(await findFile(db(), owner, preview.id, { withPreviews: true })).toMatchObject({ id: preview.id });

    expect(await process()).toEqual({ processed: 1, failed: 0 });
    const ready = await findPreview(db(), owner, preview.id);
    expect(ready).toMatchObject({ status: "ready", mediaType: "image/png", hasAlpha: true });
    const png = (await readStored(storage(), fileStorageKeys(preview.id).original))!;
    expect(ready!.byteSize).toBe(png.length);
    const metadata = await sharp(png).metadata();
    expect(metadata).toMatchObject({ format: "png", hasAlpha: true, width: 400, height: 300 });

    // The pixel test: transparent around the logo, the logo opaque, the white eye kept.
    const { ring, square } = logoShape;
    for (const [x, y] of [
      [0, 0],
      [399, 299],
      [10, 150],
      [270, 40],
    ] as const) {
      expect((await pixelAt(png, x, y)).alpha, `around the logo at ${x},${y}`).toBe(0);
    }
    expect(await pixelAt(png, ring.cx, ring.cy)).toEqual({ r: 255, g: 255, b: 255, alpha: 255 });
    expect(await pixelAt(png, ring.cx + 67, ring.cy)).toEqual({ r: 29, g: 53, b: 87, alpha: 255 });
    expect(await pixelAt(png, square.left + 40, square.top + 40)).toEqual({
      r: 230,
      g: 57,
      b: 70,
      alpha: 255,
    });
    const thumbnail = await sharp(
      (await readStored(storage(), fileStorageKeys(preview.id).thumbnail))!,
    ).metadata();
    expect(thumbnail).toMatchObject({ format: "webp", hasAlpha: true });

    expect(await readStored(storage(), fileStorageKeys(logo.id).original)).toEqual(originalBytes);
    expect(await findFile(db(), owner, logo.id)).toEqual(originalRow);
  });

  test("kept, the preview is a library file of its own; discarded, it is gone and its bytes queued for removal", async () => {
    const owner = await account();
    const logo = await libraryLogo(owner);
    const { file: first } = await ask(owner, logo.id, 10);
    await expect(keepPreview(db(), { owner, id: first.id, now: start })).rejects.toMatchObject({
      reason: "previewNotReady",
    });
    await process();
    const kept = await keepPreview(db(), { owner, id: first.id, now: later(1000) });
    expect(kept).toMatchObject({ id: first.id, status: "ready", preview: null });
    expect((await listFiles(db(), owner, { sort: "name" })).files.map((file) => file.name)).toEqual([
      "logo.png",
      "logo.png (no background).png",
    ]);
    // Kept once: keeping it again, or discarding it, finds no preview.
    await expect(keepPreview(db(), { owner, id: first.id, now: start })).rejects.toBeInstanceOf(FileNotFound);
    await expect(discardPreview(db(), { owner, id: first.id })).rejects.toBeInstanceOf(FileNotFound);
    // The same removal again gives the kept file.
    expect(await ask(owner, logo.id, 10)).toMatchObject({
      existing: true,
      file: { id: first.id, preview: null },
    });

    const { file: second } = await ask(owner, logo.id, 30);
    await discardPreview(db(), { owner, id: second.id });
    expect(await findPreview(db(), owner, second.id)).toBeNull();
    expect(await db().select().from(fileDeletions).where(eq(fileDeletions.fileId, second.id))).toHaveLength(
      1,
    );
    expect((await listFiles(db(), owner)).total).toBe(2);
  });

  test("another tolerance replaces the preview waiting; the same one asked again finds it", async () => {
    const owner = await account();
    const logo = await libraryLogo(owner);
    const { file: first } = await ask(owner, logo.id, 10);
    const again = await ask(owner, logo.id, 10, later(60_000));
    expect(again).toMatchObject({ existing: true, file: { id: first.id } });
    // Asked again, it waits a day from then.
    expect(again.file.preview?.expiresAt).toBe(later(60_000 + PREVIEW_LIFETIME_MS).toISOString());

    const { file: second } = await ask(owner, logo.id, 25);
    expect(second.id).not.toBe(first.id);
    expect(await findPreview(db(), owner, first.id)).toBeNull();
    expect(await findPreview(db(), owner, second.id)).toMatchObject({ preview: { tolerance: 25 } });
  });

  test("another owner's file, a file still being prepared and a preview itself are refused", async () => {
    const owner = await account();
    const stranger = await account("stranger@example.com");
    const logo = await libraryLogo(owner);
    await expect(ask(stranger, logo.id)).rejects.toBeInstanceOf(FileNotFound);
    await expect(ask(owner, "not-a-uuid")).rejects.toBeInstanceOf(FileNotFound);

    const { file: fresh } = await addUpload(db(), storage(), {
      owner,
      upload: received(await pngImage(50, 40), "fresh.png"),
      now: start,
    });
    const refusal = await ask(owner, fresh.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BackgroundRefused);
    expect(refusal).toMatchObject({ reason: "notReady" });

    const { file: preview } = await ask(owner, logo.id);
    await expect(ask(owner, preview.id)).rejects.toBeInstanceOf(FileNotFound);
    await expect(keepPreview(db(), { owner: stranger, id: preview.id, now: start })).rejects.toBeInstanceOf(
      FileNotFound,
    );
    await expect(discardPreview(db(), { owner: stranger, id: preview.id })).rejects.toBeInstanceOf(
      FileNotFound,
    );
    // A preview is not deleted or renamed as a library file is.
    await expect(deleteFile(db(), { owner, id: preview.id, now: start })).rejects.toBeInstanceOf(
      FileNotFound,
    );
  });

  test("a photograph has no plain background: the preview fails with that reason, and nobody is notified", async () => {
    const owner = await account();
    const { file: photo } = await addUpload(db(), storage(), {
      owner,
      upload: received(await speckledPhoto(), "photo.png"),
      now: start,
    });
    await process();
    const { file: preview } = await ask(owner, photo.id);
    expect(await process()).toEqual({ processed: 0, failed: 1 });
    expect(await findPreview(db(), owner, preview.id)).toMatchObject({
      status: "failed",
      failure: "noPlainBackground",
    });
    expect(await db().select().from(notifications)).toEqual([]);
    expect(
      storage()
        .storedKeys()
        .filter((key) => key.startsWith(`files/${preview.id}`)),
    ).toEqual([]);
    await expect(keepPreview(db(), { owner, id: preview.id, now: start })).rejects.toMatchObject({
      reason: "previewNotReady",
    });
  });

  test("previews not kept are deleted after a day on the shop's clock; deleting the original takes its waiting preview", async () => {
    const owner = await account();
    const logo = await libraryLogo(owner);
    const { file: waiting } = await ask(owner, logo.id, 10);
    expect(await deleteExpiredPreviews(db(), later(PREVIEW_LIFETIME_MS - 1))).toBe(0);
    expect(await deleteExpiredPreviews(db(), later(PREVIEW_LIFETIME_MS))).toBe(1);
    expect(await findPreview(db(), owner, waiting.id)).toBeNull();

    const { file: kept } = await ask(owner, logo.id, 20);
    await process();
    await keepPreview(db(), { owner, id: kept.id, now: start });
    const { file: another } = await ask(owner, logo.id, 40);
    await deleteFile(db(), { owner, id: logo.id, now: start });
    expect(await findPreview(db(), owner, another.id)).toBeNull();
    expect(await findFile(db(), owner, kept.id)).toMatchObject({ name: "logo.png (no background).png" });
  });

  test("a visitor's preview moves to their account at sign-in with their files", async () => {
    const session = await createDesignerSession(db(), start);
    const visitor = { designerSessionId: session.id };
    const logo = await libraryLogo(visitor);
    const { file: preview } = await ask(visitor, logo.id);
    const owner = await account();
    await claimGuestFiles(db(), { designerSessionId: session.id, userId: owner.userId, now: start });
    expect(await findPreview(db(), owner, preview.id)).toMatchObject({ preview: { sourceId: logo.id } });
    const [row] = await db().select().from(files).where(eq(files.id, preview.id));
    expect(row?.userId).toBe(owner.userId);
  });
});
