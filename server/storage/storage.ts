import { Readable } from "node:stream";
import { createDiskStorage } from "./disk.ts";
import type { Logger } from "../logger.ts";

/** Where uploaded files are kept: a directory on this machine, or a bucket on an S3-compatible server. */
export type StorageConfig =
  | { driver: "disk"; directory: string }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** Where uploaded files and their renditions are kept. Keys are relative paths such as `files/<uuid>/thumbnail.webp`. */
export interface Storage {
  readonly driver: "disk" | "s3";
  /** Stores exactly `size` bytes read from `body` under `key`, replacing any object there. A body that errors or whose length differs from `size` leaves nothing (no partial object) and rejects. */
  put(key: string, body: Readable, options: { size: number; contentType: string }): Promise<void>;
  /** The object's bytes, or only bytes `start`..`end` inclusive; `null` when there is no such object. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  /** Removes the object; removing an absent one is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** The storage `config` names; every method checks its key, and `put` the length of its body, before the driver sees them. */
export async function createStorage(
  config: StorageConfig,
  logger?: Pick<Logger, "warn" | "error">,
): Promise<Storage> {
  if (config.driver === "disk") return withContractChecks(createDiskStorage(config.directory));
  // The AWS SDK is large: a shop that keeps its files on disk never loads it (every page's
  // garbage collection would walk it).
  const { createS3Storage } = await import("./s3.ts");
  return withContractChecks(createS3Storage(config, logger));
}

/** A key that could escape the storage root or name something other than an object. */
export class InvalidStorageKey extends Error {
  override name = "InvalidStorageKey";
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.length > 240 ? `${key.slice(0, 240)}…` : key)}`);
  }
}

// Lowercase segments that start with a letter or digit: no `..`, no dot files (the disk driver's
// temporary `.part` files can never be named by a key), nothing that differs only by case on a
// case-insensitive disk, and the same key means the same object on disk and in S3.
const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;
const MAX_KEY_LENGTH = 200;

/** Throws InvalidStorageKey unless `key` is a relative, lowercase path of at most 200 characters. */
export function assertStorageKey(key: string): void {
  if (key.length > MAX_KEY_LENGTH || !KEY_PATTERN.test(key)) throw new InvalidStorageKey(key);
}

// The drivers only move bytes; the promises of the Storage contract that do not depend on where
// the bytes go are kept here, once for both.
function withContractChecks(driver: Storage): Storage {
  return {
    driver: driver.driver,
    async put(key, body, options) {
      // A refused put still disposes of its body, as every other put does (a file stream holds a descriptor).
      try {
        assertStorageKey(key);
        if (!Number.isSafeInteger(options.size) || options.size < 0) {
          throw new RangeError(`invalid size ${options.size} for ${key}`);
        }
      } catch (error) {
        body.destroy();
        throw error;
      }
      await driver.put(key, Readable.from(exactly(body, options.size, key), { objectMode: false }), options);
    },
    async get(key, range) {
      assertStorageKey(key);
      // S3 answers a range it cannot parse with the whole object: refuse it before it gets there.
      if (range && !(Number.isSafeInteger(range.start) && range.start >= 0 && range.end >= range.start)) {
        throw new RangeError(`invalid range ${range.start}-${range.end} for ${key}`);
      }
      return driver.get(key, range);
    },
    async delete(key) {
      assertStorageKey(key);
      await driver.delete(key);
    },
    async exists(key) {
      assertStorageKey(key);
      return driver.exists(key);
    },
  };
}

/**
 * The bytes of `body`, failing as soon as there are more than `size` of them, or at the end when
 * there are fewer, so a driver never completes an object of the wrong length. Destroying the
 * result destroys `body`.
 */
async function* exactly(body: Readable, size: number, key: string): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    received += bytes.length;
    if (received > size) throw new Error(`the body for ${key} is longer than its size (${size} bytes)`);
    yield bytes;
  }
  if (received !== size) {
    throw new Error(`the body for ${key} ended after ${received} of its ${size} bytes`);
  }
}
