import { describe, expect, test } from "vitest";
import { localizePath, splitLocale, textDirection } from "./locales.ts";

describe("textDirection", () => {
  test.each(["ar", "ckb", "fa", "he", "ug", "ur", "ar-EG", "fa_IR", "HE"])("%s is right to left", (tag) => {
    expect(textDirection(tag)).toBe("rtl");
  });
  test.each(["en", "en-US", "fr", "fr-FR", "de", "ja", ""])("%s is left to right", (tag) => {
    expect(textDirection(tag)).toBe("ltr");
  });
});

describe("splitLocale", () => {
  test("the plain path is English", () => {
    expect(splitLocale("/about")).toEqual({ locale: "en", path: "/about" });
    expect(splitLocale("/")).toEqual({ locale: "en", path: "/" });
  });
  test("the /fr prefix is French, with or without a trailing path or .data suffix", () => {
    expect(splitLocale("/fr")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocale("/fr.data")).toEqual({ locale: "fr", path: "/" });
    expect(splitLocale("/fr/help-center")).toEqual({ locale: "fr", path: "/help-center" });
    expect(splitLocale("/fr/about.data")).toEqual({ locale: "fr", path: "/about" });
  });
  test("a query never hides the prefix, and stays with the path (issue 26: /fr?… was English)", () => {
    expect(splitLocale("/fr?redirectTo=%2Ffr%2Forder")).toEqual({
      locale: "fr",
      path: "/?redirectTo=%2Ffr%2Forder",
    });
    expect(splitLocale("/fr/products?q=tee#top")).toEqual({ locale: "fr", path: "/products?q=tee#top" });
    expect(splitLocale("/?auth=signin")).toEqual({ locale: "en", path: "/?auth=signin" });
  });
  test("a segment that merely starts with fr is not French", () => {
    expect(splitLocale("/frames")).toEqual({ locale: "en", path: "/frames" });
  });
});

describe("localizePath", () => {
  test("English has no prefix and French lives under /fr", () => {
    expect(localizePath("/about", "en")).toBe("/about");
    expect(localizePath("/about", "fr")).toBe("/fr/about");
    expect(localizePath("/", "fr")).toBe("/fr");
  });
});
