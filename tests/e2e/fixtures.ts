import { test as base, expect, type Page } from "@playwright/test";

export type Locale = "en" | "fr";

/** The path of a page in a locale: English plain, French under /fr. */
export function localized(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? "/fr" : `/fr${path}`;
}

export const test = base.extend<{ page: Page; expectedConsoleErrors: RegExp[] }>({
  /** Console errors a test provokes on purpose, such as the browser's note about a 404 response. */
  expectedConsoleErrors: [[], { option: true }],
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
