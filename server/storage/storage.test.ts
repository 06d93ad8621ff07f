import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { startS3Server, type S3Server } from "#tests/support/s3-server.ts";
import { assertStorageKey, createStorage, InvalidStorageKey, type Storage } from "./storage.ts";

const CHUNK = 64 * 1024;
// Not a multiple of the chunk size, so the last chunk is a short one.
const artwork = randomBytes(3 * 1024 * 1024 + 4321);
const contentType = "image/png";

/** `bytes` as an upload arrives: in 64 KB chunks, then `failure` if given. */
function bodyOf(bytes: Buffer, failure?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let offset = 0; offset < bytes.length; offset += CHUNK)
        yield bytes.subarray(offset, offset + CHUNK);
      if (failure) throw failure;
    })(),
  );
}

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error("no such object");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const invalidKeys = [
  "../x",
  "a/../b",
  "/abs",
  "A/B",
  "a//b",
  "a/",
  ".part",
  "a/.b",
  "a\\b",
  "",
  "x".repeat(201),
];

describe.each(["disk", "s3"] as const)("%s storage", (driver) => {
  let s3: S3Server | undefined;
  let directory = "";
  let storage: Storage;
  /** A key of this test's own (the S3 bucket is shared by the tests of the file). */
  let key = "";

  beforeAll(async () => {
    if (driver === "s3") s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });
  beforeEach(async () => {
    if (s3) {
      storage = await createStorage(s3.config);
    } else {
      directory = await mkdtemp(path.join(tmpdir(), "shop-storage-"));
      storage = await createStorage({ driver: "disk", directory });
    }
    key = `files/${randomUUID()}/original.png`;
  });
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
    directory = "";
  });

  test("what was put comes back byte for byte", async () => {
    expect(storage.driver).toBe(driver);
    await storage.put(key, bodyOf(artwork), { size: artwork.length, contentType });

    expect((await readAll(await storage.get(key))).equals(artwork)).toBe(true);
  });

  test("a range returns exactly the bytes from start to end, both included", async () => {
    await storage.put(key, bodyOf(artwork), { size: artwork.length, contentType });
    const last = artwork.length - 1;

    for (const [start, end] of [
      [0, 0],
      [100_000, 1_234_567],
      [last, last],
      [0, last],
    ] as const) {
      const bytes = await readAll(await storage.get(key, { start, end }));
      expect(bytes.equals(artwork.subarray(start, end + 1)), `bytes ${start}-${end}`).toBe(true);
    }
  });

  test("a key nothing was put under is null, and is not there", async () => {
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get(key, { start: 0, end: 10 })).toBeNull();
    expect(await storage.exists(key)).toBe(false);
  });

  test("the folder of a key is not an object itself", async () => {
    await storage.put(key, bodyOf(artwork.subarray(0, 10)), { size: 10, contentType });
    const folder = path.posix.dirname(key);

    expect(await storage.exists(folder)).toBe(false);
    expect(await storage.get(folder)).toBeNull();
    await storage.delete(folder);
    expect(await storage.exists(key)).toBe(true);
  });

  test("an object exists once put, and no longer once deleted", async () => {
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, bodyOf(artwork), { size: artwork.length, contentType });
    expect(await storage.exists(key)).toBe(true);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  test("deleting what is not there is not an error", async () => {
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test("a second put replaces the object", async () => {
    await storage.put(key, bodyOf(artwork), { size: artwork.length, contentType });
    const replacement = randomBytes(1000);
    await storage.put(key, bodyOf(replacement), { size: replacement.length, contentType });

    expect((await readAll(await storage.get(key))).equals(replacement)).toBe(true);
  });

  test("an empty object can be stored", async () => {
    await storage.put(key, bodyOf(Buffer.alloc(0)), { size: 0, contentType });

    expect(await storage.exists(key)).toBe(true);
    expect(await readAll(await storage.get(key))).toHaveLength(0);
  });

  test("a body that fails midway rejects, and leaves no object", async () => {
    const half = artwork.subarray(0, artwork.length / 2);
    const put = storage.put(key, bodyOf(half, new Error("connection reset by the client")), {
      size: artwork.length,
      contentType,
    });

    await expect(put).rejects.toThrow(/connection reset by the client/);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  test.each([
    ["shorter", artwork.length + 1],
    ["longer", artwork.length - 1],
    // The first `size` bytes make a whole request, which a server may accept before the rest is read.
    ["longer, by whole chunks,", 2 * CHUNK],
  ])("a body %s than its size rejects, and leaves no object", async (_, size) => {
    await expect(storage.put(key, bodyOf(artwork), { size, contentType })).rejects.toThrow(
      new RegExp(`${key}.*${size} bytes`),
    );
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
  });

  test.each(invalidKeys)("the key %j is refused by every method", async (invalid) => {
    const body = bodyOf(artwork.subarray(0, 10));
    await expect(storage.put(invalid, body, { size: 10, contentType })).rejects.toThrow(InvalidStorageKey);
    expect(body.destroyed).toBe(true);
    await expect(storage.get(invalid)).rejects.toThrow(InvalidStorageKey);
    await expect(storage.get(invalid, { start: 0, end: 1 })).rejects.toThrow(InvalidStorageKey);
    await expect(storage.exists(invalid)).rejects.toThrow(InvalidStorageKey);
    await expect(storage.delete(invalid)).rejects.toThrow(InvalidStorageKey);
  });
});

describe("disk storage", () => {
  let directory = "";
  let storage: Storage;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), "shop-storage-"));
    storage = await createStorage({ driver: "disk", directory });
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  /** Every file and folder under the storage directory, relative to it. */
  const entries = async () => (await readdir(directory, { recursive: true })).sort();

  test("a failed put leaves no temporary file behind, and an object it was to replace intact", async () => {
    await storage.put("files/a/upload", bodyOf(artwork), { size: artwork.length, contentType });

    await expect(
      storage.put("files/a/upload", bodyOf(artwork, new Error("aborted")), {
        size: artwork.length,
        contentType,
      }),
    ).rejects.toThrow(/aborted/);
    await expect(
      storage.put("files/a/upload", bodyOf(artwork), { size: artwork.length + 1, contentType }),
    ).rejects.toThrow(/ended after/);
    await expect(storage.put("files/b/upload", bodyOf(artwork), { size: 10, contentType })).rejects.toThrow(
      /longer/,
    );

    expect((await entries()).filter((entry) => entry.endsWith(".part"))).toEqual([]);
    expect((await readAll(await storage.get("files/a/upload"))).equals(artwork)).toBe(true);
  });

  test("deleting a folder's last object removes the folders it leaves empty, not the storage directory", async () => {
    await storage.put("files/a/original.png", bodyOf(artwork), { size: artwork.length, contentType });
    await storage.put("files/a/thumbnail.webp", bodyOf(artwork), { size: artwork.length, contentType });
    await storage.put("files/b/original.png", bodyOf(artwork), { size: artwork.length, contentType });

    await storage.delete("files/a/original.png");
    expect(await entries()).toEqual([
      "files",
      path.join("files", "a"),
      path.join("files", "a", "thumbnail.webp"),
      path.join("files", "b"),
      path.join("files", "b", "original.png"),
    ]);

    await storage.delete("files/a/thumbnail.webp");
    await storage.delete("files/b/original.png");
    expect(await entries()).toEqual([]);
  });
});

describe("assertStorageKey", () => {
  test.each(["files/0b8c7a6e-3c1d-4f7a-9a43-2b1e5c1f9d2e/thumbnail.webp", "a", "a.b-c_d/e", "x".repeat(200)])(
    "accepts %j",
    (key) => {
      expect(() => assertStorageKey(key)).not.toThrow();
    },
  );

  test.each(invalidKeys)("refuses %j", (key) => {
    expect(() => assertStorageKey(key)).toThrow(InvalidStorageKey);
  });
});
