import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import exifReader from "exif-reader";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import { pino } from "pino";
import { FILES_PAGE_SIZE, fileLimits } from "#core/files.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import {
  pdfDocument,
  photoWithLocation,
  pngBomb,
  pngImage,
  svgDrawing,
  textPretendingToBePng,
  truncatedJpeg,
} from "#tests/support/images.ts";
import { readStored, storageDrivers, useTestStorage } from "#tests/support/storage.ts";
import { designerSessions, fileDeletions, files, mailOutbox, notifications, users } from "../db/schema.ts";
import {
  createDesignerSession,
  deleteExpiredDesignerSessions,
  DESIGNER_SESSION_TTL_MS,
} from "./designer-sessions.ts";
import { processDueFiles, removeDeletedFileBytes, THUMBNAIL_SIZE } from "./file-processing.ts";
import {
  addUpload,
  claimGuestFiles,
  deleteFile,
  FileNotFound,
  FileRefused,
  fileStorageKeys,
  findFile,
  listFiles,
  renameFile,
  type FileOwner,
  type UploadedFile,
} from "./files.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
const { start, later } = shopClock();
const logger = pino({ level: "silent" });

const scratch = mkdtempSync(path.join(tmpdir(), "shop-files-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let written = 0;

/** `bytes` as the multipart reader hands them over: in a temporary file, with size and hash. */
function received(bytes: Buffer, name: string, options: { truncated?: boolean } = {}): UploadedFile {
  written += 1;
  const file = path.join(scratch, `upload-${written}`);
  writeFileSync(file, bytes);
  return {
    path: file,
    name,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    truncated: options.truncated ?? false,
  };
}

describe.each(testDrivers.flatMap((driver) => storageDrivers.map((storage) => [driver, storage] as const)))(
  "the file library on %s with %s storage",
  (driver, storageDriver) => {
    // Seeded: a file that fails is mailed to its owner, under the shop's name.
    const database = useTestDatabase(driver, { seeded: true });
    const db = () => database().db;
    const storage = useTestStorage(storageDriver);

    async function account(email = "ada@example.com"): Promise<FileOwner & { userId: string }> {
      const [row] = await db()
        .insert(users)
        .values({ email, fullName: "Ada", createdAt: start, updatedAt: start })
        .returning({ id: users.id });
      return { userId: row!.id };
    }
    const upload = (owner: FileOwner, file: UploadedFile, now = start) =>
      addUpload(db(), storage(), { owner, upload: file, now });
    const process = (now = start) =>
      processDueFiles({ db: db(), storage: storage(), logger, clock: () => now });
    const refusal = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(FileRefused);
      return error as FileRefused;
    };

    test("a photo is kept upright, without its EXIF and GPS tags, with a WebP thumbnail", async () => {
      const owner = await account();
      const photo = await photoWithLocation();
      expect(exifReader((await sharp(photo).metadata()).exif!).GPSInfo).toBeDefined();

      const { file, existing } = await upload(owner, received(photo, "holiday.jpg"));
      expect(existing).toBe(false);
      // Known from the header while the upload waits: turned as the photo is seen.
      expect(file).toMatchObject({ name: "holiday.jpg", status: "processing", width: 800, height: 1200 });
      expect(file).toMatchObject({ sourceType: "image/jpeg", densityDpi: 300, colorSpace: "srgb" });

      expect(await process()).toEqual({ processed: 1, failed: 0 });
      const ready = await findFile(db(), owner, file.id);
      expect(ready).toMatchObject({ status: "ready", mediaType: "image/jpeg", width: 800, height: 1200 });

      const keys = fileStorageKeys(file.id);
      const stored = await readStored(storage(), keys.original);
      const metadata = await sharp(stored!).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([800, 1200]);
      expect(ready!.byteSize).toBe(stored!.length);

      const thumbnail = await sharp((await readStored(storage(), keys.thumbnail))!).metadata();
      expect(thumbnail.format).toBe("webp");
      expect(Math.max(thumbnail.width, thumbnail.height)).toBe(THUMBNAIL_SIZE);
      expect(ready!.thumbnailBytes).toBeGreaterThan(0);
      // The upload as sent, GPS and all, is gone once it is cleaned.
      expect(storage().storedKeys()).toEqual([keys.original, keys.thumbnail].sort());
    });

    test("a PNG keeps its transparency; TIFF and WebP are read by their content", async () => {
      const owner = await account();
      const png = await upload(owner, received(await pngImage(300, 200, { alpha: true }), "logo.png"));
      const tiff = await upload(
        owner,
        received(
          await sharp(await pngImage(200, 100))
            .tiff()
            .toBuffer(),
          "scan.tif",
        ),
      );
      const webp = await upload(
        owner,
        received(
          await sharp(await pngImage(100, 50))
            .webp()
            .toBuffer(),
          "x.webp",
        ),
      );
      expect([png.file.sourceType, tiff.file.sourceType, webp.file.sourceType]).toEqual([
        "image/png",
        "image/tiff",
        "image/webp",
      ]);
      expect(png.file.hasAlpha).toBe(true);
      await process();
      const library = await listFiles(db(), owner, { sort: "name" });
      expect(library.files.map((file) => [file.name, file.mediaType, file.status])).toEqual([
        ["logo.png", "image/png", "ready"],
        ["scan.tif", "image/png", "ready"],
        ["x.webp", "image/webp", "ready"],
      ]);
      const stored = await sharp(
        (await readStored(storage(), fileStorageKeys(png.file.id).original))!,
      ).metadata();
      expect(stored.hasAlpha).toBe(true);
    });

    test("what is not an image we print is refused by its content, and nothing is stored", async () => {
      const owner = await account();
      expect((await refusal(upload(owner, received(textPretendingToBePng, "art.png")))).reason).toBe(
        "unsupportedType",
      );
      expect((await refusal(upload(owner, received(pdfDocument, "art.pdf")))).reason).toBe("pdf");
      expect((await refusal(upload(owner, received(svgDrawing, "logo.png")))).reason).toBe("svg");
      expect((await refusal(upload(owner, received(Buffer.alloc(0), "empty.png")))).reason).toBe("empty");
      expect(
        (await refusal(upload(owner, received(Buffer.from("x"), "big.png", { truncated: true })))).reason,
      ).toBe("tooLarge");
      const bomb = await refusal(upload(owner, received(pngBomb(), "bomb.png")));
      expect(bomb.reason).toBe("tooManyPixels");
      expect(bomb.values).toMatchObject({ width: 30_000, height: 30_000 });
      // A PNG whose header says it has no pixels at all.
      const broken = Buffer.from(await pngImage(10, 10));
      broken.writeUInt32BE(0, 16);
      expect((await refusal(upload(owner, received(broken, "broken.png")))).reason).toBe("damaged");

      expect(await db().select().from(files)).toEqual([]);
      expect(storage().storedKeys()).toEqual([]);
    });

    test("an image that cannot be decoded fails in the job, and its upload is removed", async () => {
      const owner = await account();
      const { file } = await upload(owner, received(await truncatedJpeg(), "cut.jpg"));
      expect(file.status).toBe("processing");
      expect(
        await processDueFiles({
          db: db(),
          storage: storage(),
          logger,
          clock: () => start,
          origin: () => "https://shop.example",
        }),
      ).toEqual({ processed: 0, failed: 1 });
      expect(await findFile(db(), owner, file.id)).toMatchObject({
        status: "failed",
        failure: "damaged",
        byteSize: 0,
      });
      expect(storage().storedKeys()).toEqual([]);
      // Its owner is told: a notification leading to the library, and a mail saying why.
      const told = await db().select().from(notifications).where(eq(notifications.userId, owner.userId));
      expect(told).toMatchObject([
        { type: "file_failed", params: { name: "cut.jpg", failure: "damaged" }, link: "/account/files" },
      ]);
      const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, "ada@example.com"));
      expect(mail?.subject).toBe("We could not process your file “cut.jpg”");
      expect(mail?.text).toContain("its image could not be read, it may be damaged.");
      expect(mail?.text).toContain("https://shop.example/account/files");
      expect(mail?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    });

    test("storage out of reach is retried later by the shop's clock, then the file is ready", async () => {
      const owner = await account();
      const { file } = await upload(owner, received(await pngImage(), "retry.png"));
      storage().failNext("get");
      expect(await process()).toEqual({ processed: 0, failed: 1 });
      expect(await findFile(db(), owner, file.id)).toMatchObject({ status: "processing" });
      // Not due again at once…
      expect(await process(later(1000))).toEqual({ processed: 0, failed: 0 });
      // …but after the backoff.
      expect(await process(later(20_000))).toEqual({ processed: 1, failed: 0 });
      expect(await findFile(db(), owner, file.id)).toMatchObject({ status: "ready" });
    });

    test("the same bytes twice give the file already there; another owner gets their own", async () => {
      const owner = await account();
      const bytes = await pngImage(120, 80);
      const first = await upload(owner, received(bytes, "first.png"));
      const again = await upload(owner, received(bytes, "second name.png"));
      expect(again).toEqual({ file: first.file, existing: true });
      const other = await account("grace@example.com");
      const theirs = await upload(other, received(bytes, "mine.png"));
      expect(theirs.existing).toBe(false);
      expect(theirs.file.id).not.toBe(first.file.id);
      expect(await db().select().from(files)).toHaveLength(2);
      expect(storage().storedKeys()).toHaveLength(2);
    });

    test("an account cannot go over its quota; the refusal says how much is left", async () => {
      const owner = await account();
      // Almost full: one big file already kept.
      await db()
        .insert(files)
        .values({
          userId: owner.userId,
          name: "huge.png",
          status: "ready",
          sourceType: "image/png",
          mediaType: "image/png",
          sha256: "0".repeat(64),
          byteSize: fileLimits.accountQuotaBytes - 1000,
          thumbnailBytes: 500,
          width: 10,
          height: 10,
          colorSpace: "srgb",
          hasAlpha: false,
          nextAttemptAt: start,
          createdAt: start,
          updatedAt: start,
        });
      const error = await refusal(upload(owner, received(await pngImage(), "one more.png")));
      expect(error.reason).toBe("quotaExceeded");
      expect(error.values).toMatchObject({
        quota: fileLimits.accountQuotaBytes,
        used: fileLimits.accountQuotaBytes - 500,
      });
      expect(storage().storedKeys()).toEqual([]);
    });

    test("eight uploads at once, any one of which fits but no two: exactly one is kept, and no stray bytes", async () => {
      const owner = await account();
      const images = await Promise.all(
        Array.from({ length: 8 }, (_, index) => pngImage(60 + index, 40, { alpha: index % 2 === 0 })),
      );
      const largest = Math.max(...images.map((bytes) => bytes.length));
      const smallest = Math.min(...images.map((bytes) => bytes.length));
      expect(2 * smallest).toBeGreaterThan(largest);
      // Room for the largest of them, and so for any one, but never for two.
      await db()
        .insert(files)
        .values({
          userId: owner.userId,
          name: "almost full.png",
          status: "ready",
          sourceType: "image/png",
          mediaType: "image/png",
          sha256: "1".repeat(64),
          byteSize: fileLimits.accountQuotaBytes - largest,
          width: 10,
          height: 10,
          colorSpace: "srgb",
          hasAlpha: false,
          nextAttemptAt: start,
          createdAt: start,
          updatedAt: start,
        });
      const outcomes = await Promise.allSettled(
        images.map((bytes, index) => upload(owner, received(bytes, `at once ${index}.png`))),
      );
      const kept = outcomes.filter((outcome) => outcome.status === "fulfilled");
      expect(kept).toHaveLength(1);
      const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
      expect(refusals.map((error: { reason?: string }) => error.reason)).toEqual(
        Array(7).fill("quotaExceeded"),
      );
      const rows = await db().select().from(files).where(eq(files.userId, owner.userId));
      expect(rows.reduce((sum, row) => sum + row.byteSize, 0)).toBeLessThanOrEqual(
        fileLimits.accountQuotaBytes,
      );
      // Only the kept upload's bytes are in storage: every refused one was removed.
      expect(storage().storedKeys()).toHaveLength(1);
    });

    test("rename, find and delete see only the owner's files; deleted bytes leave storage", async () => {
      const owner = await account();
      const other = await account("grace@example.com");
      const { file } = await upload(owner, received(await pngImage(), "draft.png"));
      await process();

      await expect(
        renameFile(db(), { owner: other, id: file.id, name: "stolen", now: start }),
      ).rejects.toThrow(FileNotFound);
      await expect(deleteFile(db(), { owner: other, id: file.id, now: start })).rejects.toThrow(FileNotFound);
      expect(await findFile(db(), other, file.id)).toBeNull();
      expect(await findFile(db(), owner, "not-a-uuid")).toBeNull();

      const renamed = await renameFile(db(), {
        owner,
        id: file.id,
        name: "  final/\u202eversion.png ",
        now: later(1),
      });
      expect(renamed.name).toBe("version.png");

      await deleteFile(db(), { owner, id: file.id, now: start });
      expect(await findFile(db(), owner, file.id)).toBeNull();
      expect(await db().select().from(fileDeletions)).toEqual([{ fileId: file.id, attempts: 0 }]);
      expect(storage().storedKeys()).toHaveLength(2);
      expect(await removeDeletedFileBytes({ db: db(), storage: storage(), logger })).toEqual({ removed: 1 });
      expect(storage().storedKeys()).toEqual([]);
      expect(await db().select().from(fileDeletions)).toEqual([]);
    });

    test("bytes that cannot be removed yet stay queued until storage answers", async () => {
      const owner = await account();
      const { file } = await upload(owner, received(await pngImage(), "a.png"));
      await deleteFile(db(), { owner, id: file.id, now: start });
      storage().failNext("delete");
      expect(await removeDeletedFileBytes({ db: db(), storage: storage(), logger })).toEqual({ removed: 0 });
      expect(await db().select().from(fileDeletions)).toEqual([{ fileId: file.id, attempts: 1 }]);
      expect(await removeDeletedFileBytes({ db: db(), storage: storage(), logger })).toEqual({ removed: 1 });
      expect(storage().storedKeys()).toEqual([]);
    });

    test("a deleted account's files and bytes go with it", async () => {
      const owner = await account();
      await upload(owner, received(await pngImage(), "a.png"));
      await db().delete(users).where(eq(users.id, owner.userId));
      expect(await db().select().from(files)).toEqual([]);
      await removeDeletedFileBytes({ db: db(), storage: storage(), logger });
      expect(storage().storedKeys()).toEqual([]);
    });

    test("a visitor's files move to the account they sign in to; bytes it has already are not kept twice", async () => {
      const guest = await createDesignerSession(db(), start);
      const visitor = { designerSessionId: guest.id };
      const shared = await pngImage(50, 50);
      await upload(visitor, received(shared, "shared.png"));
      await upload(visitor, received(await pngImage(60, 60), "new.png"));
      const owner = await account();
      await upload(owner, received(shared, "already mine.png"));

      expect(
        await claimGuestFiles(db(), { designerSessionId: guest.id, userId: owner.userId, now: later(1) }),
      ).toBe(1);
      const library = await listFiles(db(), owner, { sort: "name" });
      expect(library.files.map((file) => file.name)).toEqual(["already mine.png", "new.png"]);
      expect(await listFiles(db(), visitor)).toMatchObject({ total: 0 });
      expect(await db().select().from(designerSessions)).toEqual([]);
      await removeDeletedFileBytes({ db: db(), storage: storage(), logger });
      expect(storage().storedKeys()).toHaveLength(2);
    });

    test("a visitor's files are deleted 7 days after their designer session was last used", async () => {
      const guest = await createDesignerSession(db(), start);
      await upload({ designerSessionId: guest.id }, received(await pngImage(), "a.png"));
      expect(await deleteExpiredDesignerSessions(db(), later(DESIGNER_SESSION_TTL_MS - 1))).toBe(0);
      expect(await deleteExpiredDesignerSessions(db(), later(DESIGNER_SESSION_TTL_MS))).toBe(1);
      expect(await db().select().from(files)).toEqual([]);
      await removeDeletedFileBytes({ db: db(), storage: storage(), logger });
      expect(storage().storedKeys()).toEqual([]);
    });
  },
);

describe.each(testDrivers)("listing a library on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;

  async function library(names: string[]) {
    const [row] = await db()
      .insert(users)
      .values({ email: "lists@example.com", fullName: "L", createdAt: start, updatedAt: start })
      .returning({ id: users.id });
    const owner = { userId: row!.id };
    await db()
      .insert(files)
      .values(
        names.map((name, index) => ({
          userId: owner.userId,
          name,
          status: "ready" as const,
          sourceType: "image/png",
          mediaType: "image/png",
          sha256: createHash("sha256").update(name).digest("hex"),
          byteSize: 1000,
          thumbnailBytes: 100,
          width: 3000,
          height: 2000,
          colorSpace: "srgb",
          hasAlpha: false,
          nextAttemptAt: start,
          createdAt: later(index * 1000),
          updatedAt: later(index * 1000),
        })),
      );
    return owner;
  }

  test("by name (any part, any case, % and _ as themselves), in four orders, a page at a time", async () => {
    const owner = await library(["Banner.png", "apple.png", "100%_cotton.png", "Cherry.png"]);
    const names = async (options: Parameters<typeof listFiles>[2]) =>
      (await listFiles(db(), owner, options)).files.map((file) => file.name);
    expect(await names({})).toEqual(["Cherry.png", "100%_cotton.png", "apple.png", "Banner.png"]);
    expect(await names({ sort: "oldest" })).toEqual([
      "Banner.png",
      "apple.png",
      "100%_cotton.png",
      "Cherry.png",
    ]);
    expect(await names({ sort: "name" })).toEqual([
      "100%_cotton.png",
      "apple.png",
      "Banner.png",
      "Cherry.png",
    ]);
    expect(await names({ sort: "name-desc" })).toEqual([
      "Cherry.png",
      "Banner.png",
      "apple.png",
      "100%_cotton.png",
    ]);
    expect(await names({ query: "AN" })).toEqual(["Banner.png"]);
    // Uploaded since a moment of the shop's clock (the page's "in the past 7 days" and so on).
    expect(await names({ since: later(2000), sort: "oldest" })).toEqual(["100%_cotton.png", "Cherry.png"]);
    expect(await names({ since: later(2000), query: "cherry" })).toEqual(["Cherry.png"]);
    expect(await names({ query: "%" })).toEqual(["100%_cotton.png"]);
    expect(await names({ query: "_" })).toEqual(["100%_cotton.png"]);
    const listed = await listFiles(db(), owner, { query: "nothing like it" });
    expect(listed).toMatchObject({ total: 0, page: 1, pageCount: 1 });
    expect(listed.usage).toEqual({ usedBytes: 4400, quotaBytes: fileLimits.accountQuotaBytes });
  });

  test("pages of 24; a page past the end shows the last one", async () => {
    const owner = await library(Array.from({ length: FILES_PAGE_SIZE + 3 }, (_, index) => `f${index}.png`));
    const second = await listFiles(db(), owner, { page: 2 });
    expect(second).toMatchObject({ total: FILES_PAGE_SIZE + 3, page: 2, pageCount: 2 });
    expect(second.files).toHaveLength(3);
    expect((await listFiles(db(), owner, { page: 99 })).page).toBe(2);
  });
});
