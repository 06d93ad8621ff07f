import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createStorage, type Storage, type StorageConfig } from "#server/storage/storage.ts";
import { startS3Server, type S3Server } from "./s3-server.ts";

/** Both storage drivers: the file tests must pass on each (issue 12). */
export const storageDrivers = ["disk", "s3"] as const;
export type StorageDriver = (typeof storageDrivers)[number];

/**
 * A storage that remembers which keys hold an object (put, not yet deleted), so a test can say
 * "nothing was left behind" on either driver; `failNext` makes the next call of one kind throw,
 * as an unreachable bucket would.
 */
export type TestStorage = Storage & {
  config: StorageConfig;
  storedKeys(): string[];
  failNext(operation: "put" | "get" | "delete"): void;
};

function tracked(storage: Storage, config: StorageConfig): TestStorage {
  const keys = new Set<string>();
  const failing = new Set<string>();
  const check = (operation: string) => {
    if (failing.delete(operation)) throw new Error(`storage unavailable (${operation}, in a test)`);
  };
  return {
    driver: storage.driver,
    config,
    async put(key: string, body: Readable, options: { size: number; contentType: string }) {
      check("put");
      await storage.put(key, body, options);
      keys.add(key);
    },
    async get(key: string, range?: { start: number; end: number }) {
      check("get");
      return storage.get(key, range);
    },
    async delete(key: string) {
      check("delete");
      await storage.delete(key);
      keys.delete(key);
    },
    exists: (key: string) => storage.exists(key),
    storedKeys: () => [...keys].sort(),
    failNext: (operation) => void failing.add(operation),
  };
}

/** A fresh storage of `driver` for every test of the enclosing `describe` (one S3 server per file). */
export function useTestStorage(driver: StorageDriver): () => TestStorage {
  let s3: S3Server | undefined;
  let directory: string | undefined;
  let storage: TestStorage | undefined;
  beforeAll(async () => {
    if (driver === "s3") s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3?.close();
  });
  beforeEach(async () => {
    let config: StorageConfig;
    if (s3) {
      config = s3.config;
    } else {
      directory = await mkdtemp(path.join(tmpdir(), "shop-storage-"));
      config = { driver: "disk", directory };
    }
    storage = tracked(await createStorage(config), config);
  });
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
    directory = undefined;
    storage = undefined;
  });
  return () => {
    if (!storage) throw new Error("useTestStorage: no storage outside a test");
    return storage;
  };
}

/** A stored object's bytes, whole. */
export async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.get(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
