import { afterEach, describe, expect, test, vi } from "vitest";
import { resolveColorMode } from "./color-mode.ts";

describe("resolveColorMode", () => {
  afterEach(() => vi.restoreAllMocks());

  test("the visitor's choice applies when no route forces a mode", () => {
    expect(resolveColorMode("system", [undefined, {}])).toBe("system");
  });

  test("the deepest route that forces a mode wins", () => {
    expect(resolveColorMode("light", [{ colorMode: "light" }, { colorMode: "dark" }])).toBe("dark");
  });

  test("forcing system is ignored with a console warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(resolveColorMode("light", [{ colorMode: "system" }])).toBe("light");
    expect(warn).toHaveBeenCalledOnce();
  });
});
