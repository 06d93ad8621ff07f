import { sql } from "drizzle-orm";
import type { Database, DatabaseConnection } from "./db/client.ts";
import type { Logger } from "./logger.ts";

type Entry = { value: Promise<unknown>; expiresAt: number };

// Per database handle, so tests (many databases in one process) never see each other's values.
const caches = new WeakMap<Database, Map<string, Entry>>();
const listeners = new WeakMap<Database, Set<(key: CacheKey) => void>>();
const publishers = new WeakMap<Database, (key: CacheKey) => void>();

/** Names of what is cached: spec §9 cache keys, the catalogue, and signed-in sessions. */
export const cacheKeys = ["site", "currencies", "catalogue", "sessions"] as const;
export type CacheKey = (typeof cacheKeys)[number];

/** The PostgreSQL channel on which every process of the shop hears what changed. */
export const INVALIDATION_CHANNEL = "shop_cache";

/**
 * Reads through an in-process cache. Values change rarely (settings, currencies and their hourly
 * rates, the catalogue); a change calls `invalidate`, which reaches every process of the shop.
 * `ttlMs` bounds the age of a value should a notification still be lost.
 */
export function cached<T>(db: Database, key: CacheKey, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  const value = load();
  cache.set(key, { value, expiresAt: now + ttlMs });
  // A failed load is not kept: the next caller tries again.
  value.catch(() => cache.delete(key));
  return value;
}

/** Says that `key` changed: this process forgets it at once, the others when they hear it. */
export function invalidate(db: Database, key: CacheKey): void {
  forget(db, key);
  publishers.get(db)?.(key);
}

/** Calls `listener` whenever `key`'s data changes, here or in another process; returns a remover. */
export function onInvalidate(db: Database, listener: (key: CacheKey) => void): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

function forget(db: Database, key: CacheKey): void {
  caches.get(db)?.delete(key);
  for (const listener of listeners.get(db) ?? []) listener(key);
}

/**
 * Joins this process to the others on the same database: what one invalidates, all forget
 * (PostgreSQL LISTEN/NOTIFY). After a lost connection everything is forgotten, since a change may
 * have been missed. Resolves to a function that leaves.
 */
export async function joinInvalidation(
  connection: DatabaseConnection,
  logger: Logger,
): Promise<() => Promise<void>> {
  const { db } = connection;
  const stop = await connection.listen(
    INVALIDATION_CHANNEL,
    (payload) => {
      const key = cacheKeys.find((name) => name === payload);
      if (key) forget(db, key);
    },
    () => {
      logger.warn("cache notifications were interrupted; forgetting every cached value");
      for (const key of cacheKeys) forget(db, key);
    },
  );
  publishers.set(db, (key) => {
    db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${key})`).catch((error: unknown) => {
      logger.error({ err: error, key }, "could not tell the other processes that a cached value changed");
    });
  });
  return async () => {
    publishers.delete(db);
    await stop();
  };
}
