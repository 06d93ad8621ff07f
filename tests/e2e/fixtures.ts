import { randomInt } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { test as base, expect, type Page } from "@playwright/test";
import { shopLogFile } from "../playwright.config.ts";
import { waitForHydration } from "./support/hydration.ts";

export type Locale = "en" | "fr";

/** The path of a page in a locale: English plain, French under /fr. */
export function localized(path: string, locale: Locale): string {
  if (locale === "en") return path;
  return path === "/" ? "/fr" : `/fr${path}`;
}

/**
 * Makes `page.goto` resolve once React has hydrated the page it loaded, as a visitor's first click
 * comes after they have seen it: the load event can come before hydration, and a test's click or
 * submit in between (seen under load in CI) is lost where a visitor's rarely is. Pages that are
 * not the app (a file, the JSON API) and gotos that ask for an earlier moment are left as they are.
 */
function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil) return response;
    try {
      if (await page.evaluate(() => "__reactRouterContext" in window)) await waitForHydration(page);
    } catch {
      // The page navigated on by itself meanwhile: what comes next is the test's to wait for.
    }
    return response;
  };
}

/** A client address of its own for each test: the shop's rate limits count per address. */
function testClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const shopLogSize = () => (existsSync(shopLogFile) ? statSync(shopLogFile).size : 0);

export const test = base.extend<{
  page: Page;
  expectedConsoleErrors: RegExp[];
  /** Whether `page.goto` waits for hydration (off for a page whose scripts a test withholds). */
  gotoWaitsForHydration: boolean;
  shopLog: void;
}>({
  // A failed test's report carries what the shop logged meanwhile (the other worker's tests' lines
  // too): a failure under load is read from the server's side as well as the browser's.
  shopLog: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      const from = shopLogSize();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      if (!existsSync(shopLogFile)) return;
      const lines = readFileSync(shopLogFile).subarray(from).toString("utf8");
      if (lines) await testInfo.attach("shop log", { body: lines, contentType: "text/plain" });
    },
    { auto: true },
  ],
  /** Console errors a test provokes on purpose, such as the browser's note about a 404 response. */
  expectedConsoleErrors: [[], { option: true }],
  gotoWaitsForHydration: [true, { option: true }],
  // Every browser request comes from 127.0.0.1; the shop trusts it as a proxy (TRUST_PROXY=loopback)
  // and takes the client's address from this header. Contexts a test opens itself get it too.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": testClientAddress() });
  },
  context: async ({ context, javaScriptEnabled, gotoWaitsForHydration: waits }, use) => {
    if (javaScriptEnabled !== false && waits) {
      for (const page of context.pages()) gotoWaitsForHydration(page);
      context.on("page", gotoWaitsForHydration);
    }
    await use(context);
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
