import { describe, expect, test } from "vitest";
import { preferredLocale } from "./preferred-locale.ts";

const request = (headers: Record<string, string>) => new Request("http://shop.test/", { headers });

describe("preferredLocale", () => {
  test("the saved choice wins over the browser", () => {
    expect(preferredLocale(request({ cookie: "locale=fr", "accept-language": "en-US" }))).toBe("fr");
  });
  test("the browser's best supported language, by weight", () => {
    expect(preferredLocale(request({ "accept-language": "de-DE, fr;q=0.8, en;q=0.5" }))).toBe("fr");
    expect(preferredLocale(request({ "accept-language": "en;q=0.3, fr-CA;q=0.9" }))).toBe("fr");
  });
  test("English when nothing fits", () => {
    expect(preferredLocale(request({ "accept-language": "de, *;q=0.1" }))).toBe("en");
    expect(preferredLocale(request({ cookie: "locale=xx" }))).toBe("en");
    expect(preferredLocale(request({}))).toBe("en");
  });
});
