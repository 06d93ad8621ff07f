/**
 * Browsers and signed-in accounts as the HTTP-level integration tests play them against a
 * running shop: a browser without scripts that calls the JSON API, posts forms and opens pages,
 * and a verified account (customer or operator) already signed in through `/api/login` in one.
 * One place, so that every test talks to the shop as the same browser does.
 */
import { randomInt } from "node:crypto";
import { users } from "#server/db/schema.ts";
import { cliActor } from "#server/services/audit.ts";
import { setRole } from "#server/services/operators.ts";
import { hashPassword } from "#server/services/passwords.ts";
import { cookieClient } from "#tests/support/cookie-client.ts";
import type { TestDatabase } from "#tests/support/database.ts";
import type { RunningShop } from "#tests/support/shop-server.ts";

/** The shop API's answer: `code` 1 for success, a message, and the data. */
export type Envelope<T = Record<string, unknown>> = { code: number; msg: string; data: T };

export const accountPassword = "a long enough passphrase";

/**
 * A client address of its own: the shop rate-limits by address (behind the trusted loopback
 * proxy), so browsers that share one would throttle each other.
 */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type BrowserOptions = {
  language?: string;
  /** For the tests that tell browsers apart (a sign-in from a new device); fetch's own otherwise. */
  userAgent?: string;
  ip?: string;
};

/** A browser of its own (cookies, address, language), signed out. */
export function shopBrowser(shop: Pick<RunningShop, "url">, options: BrowserOptions = {}) {
  // Absolute addresses (a payment page's redirect, a link in a mail) are followed as given.
  const client = cookieClient((path) => (path.startsWith("http") ? path : shop.url(path)), {
    ip: options.ip ?? randomIp(),
    language: options.language ?? "en",
  });
  const request = (path: string, init: RequestInit = {}) => {
    if (options.userAgent === undefined) return client.request(path, init);
    const headers = new Headers(init.headers);
    headers.set("user-agent", options.userAgent);
    return client.request(path, { ...init, headers });
  };
  const api = async <T = Record<string, unknown>>(path: string, body: unknown) => {
    const response = await request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  };
  /** A form as a browser without scripts posts it; pairs where a name repeats. */
  const post = async (path: string, fields: [string, string][] | Record<string, string>) => {
    const response = await request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      html: await response.text(),
    };
  };
  const page = async (path: string) => {
    const response = await request(path);
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  return { cookies: client.cookies, request, api, post, page };
}

export type ShopBrowser = ReturnType<typeof shopBrowser>;

export type AccountOptions = BrowserOptions & {
  email: string;
  /** The shop's clock: the account is created and verified at its time. */
  clock: Date;
  role?: "customer" | "operator";
  fullName?: string;
  password?: string;
};

/**
 * A verified account in its own browser, signed in. Operators are made as the CLI makes them, so
 * their grant is in the audit log like any other. `signIn()` signs in again, answering the raw
 * response, for the tests about sign-ins being refused.
 */
export async function signedInAccount(
  shop: Pick<RunningShop, "url">,
  database: TestDatabase,
  options: AccountOptions,
) {
  const { email, clock, language = "en", password = accountPassword } = options;
  const [user] = await database.db
    .insert(users)
    .values({
      email,
      fullName: options.fullName ?? "Élodie Martin",
      passwordHash: await hashPassword(password),
      emailVerifiedAt: clock,
      locale: language,
      createdAt: clock,
      updatedAt: clock,
    })
    .returning({ id: users.id });
  if (options.role === "operator") {
    await setRole(database.db, { email, role: "operator", actor: cliActor, now: clock });
  }
  const browser = shopBrowser(shop, { ...options, language });
  const signIn = () =>
    browser.request("/api/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ account: email, pwd: password }),
    });
  const signedIn = await signIn();
  const answer = await signedIn.text();
  // Thrown rather than asserted: this runs outside any one test's `expect`.
  if (signedIn.status !== 200) throw new Error(`${email} could not sign in: ${signedIn.status} ${answer}`);
  return { ...browser, signIn, email, id: user!.id };
}

export type SignedInAccount = Awaited<ReturnType<typeof signedInAccount>>;
