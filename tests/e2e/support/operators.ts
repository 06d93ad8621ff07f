import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import type { Locale } from "../fixtures.ts";
import { createVerifiedAccount, signInThroughApi, type TestAccount } from "./accounts.ts";

const run = promisify(execFile);
const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Makes an account an operator as a shop's owner does: `npm run operator -- add <email>` against
 * the running e2e server's data directory (the command reaches the server through its socket).
 */
export async function grantOperator(email: string): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the specs through tests/playwright.config.ts");
  await run(process.execPath, ["server/tools/operator.ts", "add", email], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
  });
}

/** A verified account that is an operator. */
export async function createOperator(
  request: APIRequestContext,
  testInfo: TestInfo,
  locale: Locale,
): Promise<TestAccount> {
  const account = await createVerifiedAccount(request, testInfo, locale);
  await grantOperator(account.email);
  return account;
}

/**
 * A new API token for the operator `email`, as `npm run operator -- token <email>` prints it: what
 * a fulfilment partner's script sends as its `Token` header.
 */
export async function operatorToken(email: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the specs through tests/playwright.config.ts");
  const { stdout } = await run(process.execPath, ["server/tools/operator.ts", "token", email], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
  });
  const token = stdout.split("\n")[0]?.trim();
  if (!token) throw new Error(`the operator command printed no token: ${stdout}`);
  return token;
}

/**
 * An operator's own browser beside the customer's, with the project's settings (JavaScript on or
 * off), signed in, from an address of its own (the rate limits count per address).
 */
export async function operatorPage(
  browser: Browser,
  testInfo: TestInfo,
  locale: Locale,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    userAgent: testInfo.project.use.userAgent,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.9.${Math.floor(Math.random() * 256)}.${Math.ceil(Math.random() * 254)}`,
    },
  });
  const page = await context.newPage();
  await signInThroughApi(page.request, await createOperator(page.request, testInfo, locale));
  return page;
}
