import type { Database } from "./db/client.ts";

type Entry = { value: Promise<unknown>; expiresAt: number };

// Per database handle, so tests (many databases in one process) never see each other's values.
const caches = new WeakMap<Database, Map<string, Entry>>();

/** Names of what is cached: spec §9 cache keys, and the catalogue. */
export type CacheKey = "site" | "currencies" | "catalogue";

/**
 * Reads through a short-lived in-process cache. Values change rarely (settings, currencies and
 * their hourly rates); a write in this process calls `invalidate`, other processes catch up
 * within `ttlMs`.
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

/** Drops a cached value after this process changed it. */
export function invalidate(db: Database, key: CacheKey): void {
  caches.get(db)?.delete(key);
}
