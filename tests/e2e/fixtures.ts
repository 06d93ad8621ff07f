import { randomInt } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";

export type Locale = "en" | "fr";

/** The path of a page in a locale: English plain, French under /fr. */
export function localized(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? "/fr" : `/fr${path}`;
}

/** A client address of its own for each test: the shop's rate limits count per address. */
function testClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export const test = base.extend<{ page: Page; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose, such as the browser's note about a 404 response. */
  expectedConsoleErrors: [[], { option: true }],
  // Every browser request comes from 127.0.0.1; the shop trusts it as a proxy (TRUST_PROXY=loopback)
  // and takes the client's address from this header. Contexts a test opens itself get it too.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": testClientAddress() });
  },
  // Any other console error or uncaught page error fails the test that caused it.
  page: async ({ page, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      problems.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, "the browser reported errors").toEqual([]);
  },
});

export { expect };
