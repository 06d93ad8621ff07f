import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { Database } from "./db/client.ts";
import { cached, invalidate } from "./cache.ts";

const TTL_MS = 60_000;

/** A value source that counts its loads and answers each one when the test says so. */
function source() {
  const pending: { resolve(value: string): void; reject(error: Error): void }[] = [];
  return {
    load: vi.fn<() => Promise<string>>(
      () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })),
    ),
    answer(value: string) {
      pending.shift()!.resolve(value);
    },
    fail() {
      pending.shift()!.reject(new Error("the database is unreachable"));
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
    const { load, answer } = source();
    const first = cached(db, "catalogue", TTL_MS, load);
    const second = cached(db, "catalogue", TTL_MS, load);
    answer("v1");
    expect([await first, await second]).toEqual(["v1", "v1"]);
    vi.advanceTimersByTime(TTL_MS - 1);
    expect(await cached(db, "catalogue", TTL_MS, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("past its age a value is still given at once while it is read again behind the reader", async () => {
    const { load, answer } = source();
    const first = cached(db, "catalogue", TTL_MS, load);
    answer("v1");
    await first;
    vi.advanceTimersByTime(TTL_MS);
    // Nobody waits for the reload, and readers meanwhile start no other.
    expect(await cached(db, "catalogue", TTL_MS, load)).toBe("v1");
    expect(await cached(db, "catalogue", TTL_MS, load)).toBe("v1");
    expect(load).toHaveBeenCalledTimes(2);
    answer("v2");
    await vi.waitFor(async () => expect(await cached(db, "catalogue", TTL_MS, load)).toBe("v2"));
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("a reload that fails keeps the value, and the next reader tries again", async () => {
    const { load, answer, fail } = source();
    const first = cached(db, "currencies", TTL_MS, load);
    answer("v1");
    await first;
    vi.advanceTimersByTime(TTL_MS);
    expect(await cached(db, "currencies", TTL_MS, load)).toBe("v1");
    fail();
    await vi.waitFor(async () => {
      expect(await cached(db, "currencies", TTL_MS, load)).toBe("v1");
      expect(load).toHaveBeenCalledTimes(3);
    });
    answer("v2");
    await vi.waitFor(async () => expect(await cached(db, "currencies", TTL_MS, load)).toBe("v2"));
  });

  test("after a change is announced the next reader waits for the new value", async () => {
    const { load, answer } = source();
    const first = cached(db, "site", TTL_MS, load);
    answer("v1");
    await first;
    invalidate(db, "site");
    const next = cached(db, "site", TTL_MS, load);
    answer("v2");
    expect(await next).toBe("v2");
  });

  test("a reload that began before a change was announced is not kept", async () => {
    const { load, answer } = source();
    const first = cached(db, "catalogue", TTL_MS, load);
    answer("v1");
    await first;
    vi.advanceTimersByTime(TTL_MS);
    expect(await cached(db, "catalogue", TTL_MS, load)).toBe("v1");
    // The change lands while the background read (of the old data) is under way.
    invalidate(db, "catalogue");
    const afterChange = cached(db, "catalogue", TTL_MS, load);
    answer("read before the change");
    answer("v2");
    expect(await afterChange).toBe("v2");
    await Promise.resolve();
    expect(await cached(db, "catalogue", TTL_MS, load)).toBe("v2");
    expect(load).toHaveBeenCalledTimes(3);
  });

  test("a first load that fails is not kept", async () => {
    const { load, answer, fail } = source();
    const first = cached(db, "site", TTL_MS, load);
    fail();
    await expect(first).rejects.toThrow("unreachable");
    const second = cached(db, "site", TTL_MS, load);
    answer("v1");
    expect(await second).toBe("v1");
  });
});
