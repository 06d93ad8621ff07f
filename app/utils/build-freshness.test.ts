import { describe, expect, test, vi } from "vitest";
import { reloadAfterChunkError } from "#app/utils/build-freshness.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => values.set(key, value),
  };
}

describe("reload after a chunk fails to load", () => {
  test("the first failure reloads the page", () => {
    const reload = vi.fn<() => void>();
    expect(reloadAfterChunkError(1_000_000, memoryStorage(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  test("a second failure within 10 seconds does not reload again", () => {
    const storage = memoryStorage();
    const reload = vi.fn<() => void>();
    reloadAfterChunkError(1_000_000, storage, reload);
    expect(reloadAfterChunkError(1_009_999, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  test("after 10 seconds a failure may reload once more", () => {
    const storage = memoryStorage();
    const reload = vi.fn<() => void>();
    reloadAfterChunkError(1_000_000, storage, reload);
    expect(reloadAfterChunkError(1_010_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
