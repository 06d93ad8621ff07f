import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Database } from "./db/client.ts";
import { cached, invalidate, type CacheKey } from "./cache.ts";

const TTL_MS = 60_000;

/**
 * One cached value of `db` read through a source that counts its loads and answers each one
 * when the test says so.
 */
function cachedSource(db: Database, key: CacheKey) {
  const pending: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = vi.fn<() => Promise<string>>(
    () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
  );
  const read = () => cached(db, key, TTL_MS, load);
  const answer = (value: string) => pending.shift()!.resolve(value);
  return {
    load,
    read,
    answer,
    fail: () => pending.shift()!.reject(new Error("the database is unreachable")),
    /** The value is read once, answered with `value`, and then left to grow old. */
    async agedAt(value: string) {
      const first = read();
      answer(value);
      await first;
      vi.advanceTimersByTime(TTL_MS);
    },
  };
}

describe("the in-process cache", () => {
  // Each test its own handle: the cache is kept per database.
  let db: Database;
  beforeEach(() => {
    db = {} as Database;
    vi.useFakeTimers({ toFake: ["Date"] });
  });
  afterEach(() => vi.useRealTimers());

  test("a value is loaded once and shared while it is young", async () => {
    const { load, read, answer } = cachedSource(db, "catalogue");
    const first = read();
    const second = read();
    answer("v1");
    expect([await first, await second]).toEqual(["v1", "v1"]);
    vi.advanceTimersByTime(TTL_MS - 1);
    expect(await read()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("past its age a value is still given at once while it is read again behind the reader", async () => {
    const { load, read, answer, agedAt } = cachedSource(db, "catalogue");
    await agedAt("v1");
    // Nobody waits for the reload, and readers meanwhile start no other.
    expect(await read()).toBe("v1");
    expect(await read()).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
    answer("v2");
    await vi.waitFor(async () => expect(await read()).toBe("v2"));
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("a reload that fails keeps the value, and the next reader tries again", async () => {
    const { load, read, answer, fail, agedAt } = cachedSource(db, "currencies");
    await agedAt("v1");
    expect(await read()).toBe("v1");
    fail();
    await vi.waitFor(async () => {
      expect(await read()).toBe("v1");
      expect(load).toHaveBeenCalledTimes(3);
    });
    answer("v2");
    await vi.waitFor(async () => expect(await read()).toBe("v2"));
  });

  test("after a change is announced the next reader waits for the new value", async () => {
    const { read, answer } = cachedSource(db, "site");
    const first = read();
    answer("v1");
    await first;
    invalidate(db, "site");
    const next = read();
    answer("v2");
    expect(await next).toBe("v2");
  });

  test("a reload that began before a change was announced is not kept", async () => {
    const { load, read, answer, agedAt } = cachedSource(db, "catalogue");
    await agedAt("v1");
    expect(await read()).toBe("v1");
    // The change lands while the background read (of the old data) is under way.
    invalidate(db, "catalogue");
    const afterChange = read();
    answer("read before the change");
    answer("v2");
    expect(await afterChange).toBe("v2");
    await Promise.resolve();
    expect(await read()).toBe("v2");
    expect(load).toHaveBeenCalledTimes(3);
  });

  test("a first load that fails is not kept", async () => {
    const { read, answer, fail } = cachedSource(db, "site");
    const first = read();
    fail();
    await expect(first).rejects.toThrow("unreachable");
    const second = read();
    answer("v1");
    expect(await second).toBe("v1");
  });
});
