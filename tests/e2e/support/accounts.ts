import { randomBytes } from "node:crypto";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { expect, type Locale } from "../fixtures.ts";
import { verificationLink } from "./mail.ts";

/** An address no other test (or earlier run against the same data) uses. */
export function uniqueEmail(testInfo: TestInfo, locale: Locale, tag = "user"): string {
  return `${tag}-${testInfo.project.name}-${locale}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
}

/** A password the shop accepts: long enough and not among the common ones. */
export function newPassword(): string {
  return `Velvet-Harbor-${randomBytes(4).toString("hex")}`;
}

export type TestAccount = { email: string; password: string; fullName: string; locale: Locale };

/**
 * A verified account (of `options.email`, else a new address), made through the JSON API and the
 * link in its verification mail rather than the forms each time; `locale` is its language. The browser context of `request` stays
 * signed out.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  testInfo: TestInfo,
  locale: Locale,
  options: { email?: string } = {},
): Promise<TestAccount> {
  const account = {
    email: options.email ?? uniqueEmail(testInfo, locale),
    password: newPassword(),
    fullName: locale === "fr" ? "Élodie Martin" : "Ada Lovelace",
    locale,
  };
  const registered = await request.post("/api/register", {
    headers: { "Accept-Language": locale },
    data: { fullname: account.fullName, email: account.email, pwd: account.password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const { path } = await verificationLink(account.email);
  // Outside the browser context, so its "email verified" toast does not show on the test's next page.
  const verified = await fetch(new URL(path, baseURL), { redirect: "manual" });
  expect(verified.status).toBe(302);
  return account;
}

/** Signs the browser context of `request` in as `account`, as the JSON API does for a browser. */
export async function signInThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const response = await request.post("/api/login", {
    data: { account: account.email, pwd: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
