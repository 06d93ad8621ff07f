import { sql } from "drizzle-orm";
import type { Database, DatabaseConnection } from "./db/client.ts";
import type { Logger } from "./logger.ts";

type Entry = { value: Promise<unknown>; expiresAt: number; refreshing: boolean };

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
 * rates, the catalogue); a change calls `invalidate`, which reaches every process of the shop,
 * and the next reader waits for the new value.
 *
 * `ttlMs` bounds the age of a value should a notification still be lost. A value past it is read
 * again in the background while readers keep getting it: nothing says it changed, and a reader
 * who waited for it would hold up every page behind it (issue 32: the catalogue's reload, once a
 * minute, was the slowest moment of a busy `/products`).
 */
export function cached<T>(db: Database, key: CacheKey, ttlMs: number, load: () => Promise<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const now = Date.now();
  const hit = entries.get(key);
  if (!hit) {
    const value = load();
    const entry: Entry = { value, expiresAt: now + ttlMs, refreshing: false };
    entries.set(key, entry);
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  }
  if (hit.expiresAt <= now && !hit.refreshing) {
    hit.refreshing = true;
    void refresh(entries, key, hit, ttlMs, load);
  }
  return hit.value as Promise<T>;
}

/** Reads a value past its age again and puts it in place of `stale`, unless a change came first. */
async function refresh<T>(
  entries: Map<string, Entry>,
  key: string,
  stale: Entry,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<void> {
  let fresh: T;
  try {
    fresh = await load();
  } catch {
    // Kept as it was; the next reader tries again.
    stale.refreshing = false;
    return;
  }
  // Forgotten meanwhile (a change was announced): the reader after it loads anew.
  if (entries.get(key) !== stale) return;
  entries.set(key, { value: Promise.resolve(fresh), expiresAt: Date.now() + ttlMs, refreshing: false });
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
