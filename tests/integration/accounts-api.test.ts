/**
 * The account endpoints of the JSON API and the account forms, as clients see them: envelopes,
 * no account enumeration, the abuse limits, mail surviving an SMTP outage, and no secret in any
 * response or log line. Runs against the built shop in process (`npm run build` first), with a
 * real SMTP sink and a clock the tests move.
 */
import { randomInt } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cookieClient } from "#tests/support/cookie-client.ts";
import { startOidcProvider, type OidcProvider } from "#tests/support/oidc-provider.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import { specClient } from "#tests/support/spec-client.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";

type Envelope = { code: number; msg: string; data: unknown };

let shop: RunningShop;
let sink: SmtpSink;
// From real time at the start; the tests move it on (never back) to step over windows and delays.
let clock = new Date();
const logLines: string[] = [];
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  sink = await startSmtpSink();
  shop = await startShop(
    { smtpUrl: sink.url, trustProxy: "loopback", logLevel: "info" },
    { now: () => clock, logLines },
  );
});
afterAll(async () => {
  await shop.close();
  await sink.stop();
});

/** Each test speaks from its own address, so the per-address limits of one do not touch another. */
function newClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

async function call(
  path: string,
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(shop.url(path), {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": options.ip ?? newClientIp(),
      ...options.headers,
    },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as Envelope };
}

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${randomInt(1e9)}@example.com`;
}

async function verifiedAccount(password = "a long enough passphrase") {
  const email = uniqueEmail("user");
  const registered = await call("/api/register", { fullname: "Grace Hopper", email, pwd: password });
  expect(registered.body).toEqual({ code: 1, msg: "", data: { verificationRequired: true } });
  const mail = await sink.waitFor((message) => message.to === email, 10_000);
  const link = /https?:\/\/\S+\/auth\/verify\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error("no verification link");
  const verified = await fetch(new URL(new URL(link).pathname + new URL(link).search, shop.url("/")), {
    redirect: "manual",
  });
  expect(verified.status).toBe(302);
  return { email, password };
}

describe("sign-up, verification and sign-in through the API", () => {
  test("register → the verification mail → login returns a token that works as the Token header", async () => {
    const { email, password } = await verifiedAccount();
    const login = await call("/api/login", { account: email.toUpperCase(), pwd: password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      code: 1,
      data: { token: expect.stringMatching(/^[\w-]{43}$/), user: { email, fullName: "Grace Hopper" } },
    });
    const token = (login.body.data as { token: string }).token;
    // The browser gets the session as an HttpOnly cookie; API clients use the token.
    expect(login.headers.get("set-cookie")).toMatch(/session=[^;]+;.*HttpOnly/i);
    const session = await fetch(shop.url("/api/_auth/session"), { headers: { Token: token } });
    expect(session.headers.get("cache-control")).toBe("no-store");
    expect(await session.json()).toEqual({
      user: {
        id: expect.any(String),
        email,
        fullName: "Grace Hopper",
        avatar: null,
        locale: "en",
        currency: "USD",
      },
    });
    const signOut = await fetch(shop.url("/api/_auth/session"), {
      method: "DELETE",
      headers: { Token: token },
    });
    expect(await signOut.json()).toEqual({ user: null });
    const after = await fetch(shop.url("/api/_auth/session"), { headers: { Token: token } });
    expect(await after.json()).toEqual({ user: null });
  });

  test("an unverified account cannot sign in yet; the message says to verify", async () => {
    const email = uniqueEmail("unverified");
    await call("/api/register", { fullname: "Ada", email, pwd: "a long enough passphrase" });
    const login = await call("/api/login", { account: email, pwd: "a long enough passphrase" });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ code: 0, msg: expect.stringMatching(/verify your email/i), data: null });
  });

  test("messages follow Accept-Language", async () => {
    const login = await call(
      "/api/login",
      { account: uniqueEmail("nobody"), pwd: "whatever it is" },
      { headers: { "accept-language": "fr-FR,fr;q=0.9" } },
    );
    expect(login.body.msg).toBe("L’e-mail ou le mot de passe est incorrect.");
  });
});

describe("a client written from the spec (§7: 401 sends the user to /)", () => {
  let provider: OidcProvider;
  let googleShop: RunningShop;
  beforeAll(async () => {
    provider = await startOidcProvider();
    googleShop = await startShop({ google: provider.googleConfig }, { now: () => clock });
  });
  afterAll(async () => {
    await googleShop.close();
    await provider.stop();
  });
  const signInFailed = (outcome: { kind: string; msg?: string }) =>
    outcome.kind === "failed" ? `Sign in failed! ${outcome.msg}` : `no toast: ${outcome.kind}`;

  test("a wrong password or an unknown email is a 'Sign in failed!' toast, not a trip home", async () => {
    const { email } = await verifiedAccount();
    const client = specClient(shop.url, { currency: "EUR" });
    const ip = { "x-forwarded-for": newClientIp() };
    for (const account of [email, uniqueEmail("nobody")]) {
      const outcome = await client.call("/api/login", { account, pwd: "not the password" }, ip);
      expect(signInFailed(outcome)).toBe("Sign in failed! The email or password is incorrect.");
    }
  });

  test("sign-up invites to use an existing account only when Google sign-in is on", async () => {
    const invitation = "Sign up with existing accounts to make it faster";
    expect(await (await fetch(googleShop.url("/?auth=signup"))).text()).toContain(invitation);
    expect(await (await fetch(shop.url("/?auth=signup"))).text()).not.toContain(invitation);
  });

  test("a Google credential the shop refuses is a 'Sign in failed!' toast too", async () => {
    const client = specClient(googleShop.url);
    const forOtherClient = await provider.buildIdToken({ aud: "someone-else.apps.googleusercontent.com" });
    for (const credential of [forOtherClient, "not.a.token"]) {
      const outcome = await client.call("/api/google_login", { credential });
      expect(signInFailed(outcome)).toBe(
        "Sign in failed! Google did not confirm your sign-in. Please try again.",
      );
    }
    const accepted = await client.call("/api/google_login", { credential: await provider.buildIdToken() });
    expect(accepted.kind).toBe("data");
  });
});

describe("no account enumeration", () => {
  test("unknown email and wrong password: byte-identical API answers", async () => {
    const { email } = await verifiedAccount();
    const ip = newClientIp();
    const unknown = await call(
      "/api/login",
      { account: uniqueEmail("nobody"), pwd: "wrong password" },
      { ip },
    );
    const wrong = await call("/api/login", { account: email, pwd: "wrong password" }, { ip });
    expect(unknown.status).toBe(400);
    expect([wrong.status, wrong.text]).toEqual([unknown.status, unknown.text]);
  });

  test("the sign-in form answers an unknown email and a wrong password byte for byte the same", async () => {
    const email = uniqueEmail("later");
    const post = () =>
      fetch(shop.url("/auth/signin"), {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ email, password: "wrong password", returnTo: "/about" }),
        headers: { "x-forwarded-for": "10.9.9.9" },
      });
    const answer = async (response: Response) => ({
      status: response.status,
      location: response.headers.get("location"),
      cookies: response.headers.getSetCookie(),
      body: await response.text(),
    });
    // The same request, before the account exists and after: nothing in the answer differs.
    const unknown = await answer(await post());
    await call("/api/register", { fullname: "Later", email, pwd: "the right passphrase" });
    const wrong = await answer(await post());
    expect(unknown.location).toBe("/about?auth=signin");
    expect(wrong).toEqual(unknown);
  });

  test("forgot: an unknown email gets exactly the answer a known one gets, and no mail", async () => {
    const { email } = await verifiedAccount();
    const known = await call("/api/find_my_password", { email });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await call("/api/find_my_password", { email: unknownEmail });
    expect(known.body).toEqual({ code: 1, msg: "", data: { email } });
    expect(unknown.body).toEqual({ code: 1, msg: "", data: { email: unknownEmail } });
    expect([unknown.status, unknown.headers.get("set-cookie")]).toEqual([
      known.status,
      known.headers.get("set-cookie"),
    ]);
    await sink.waitFor((message) => message.to === email && /\b\d{6}\b/.test(message.text), 10_000);
    expect(sink.messages.filter((message) => message.to === unknownEmail)).toEqual([]);
  });

  test("signing up with a taken email answers success and mails the owner", async () => {
    const { email } = await verifiedAccount();
    const again = await call("/api/register", { fullname: "Mallory", email, pwd: "another passphrase" });
    expect(again.body).toEqual({ code: 1, msg: "", data: { verificationRequired: true } });
    await sink.waitFor(
      (message) => message.to === email && /tried to create|essayé de créer/i.test(message.subject),
      10_000,
    );
  });
});

test("a refused profile save shows what was typed, not the saved name", async () => {
  const { email, password } = await verifiedAccount();
  const login = await call("/api/login", { account: email, pwd: password });
  const token = (login.body.data as { token: string }).token;
  const typed = `Grace ${"Z".repeat(100)}`;
  const response = await fetch(shop.url("/account/settings"), {
    method: "POST",
    body: new URLSearchParams({ intent: "profile", fullName: typed }),
    headers: { Token: token, "x-forwarded-for": newClientIp() },
  });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain(`value="${typed}"`);
  expect(html).toContain("Use at most 100 characters.");
});

describe("the forgot-password modal without JavaScript", () => {
  /** The cookies an answer sets, as the next request sends them. */
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");

  test("step two lasts as long as its code, then step one says why, with the email filled in", async () => {
    const { email } = await verifiedAccount();
    const sent = await fetch(shop.url("/auth/forgot"), {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email, returnTo: "/about?auth=forgot" }),
      headers: { "x-forwarded-for": newClientIp() },
    });
    expect(sent.headers.get("location")).toBe("/about?auth=forgot");
    const cookie = cookiesOf(sent);
    const page = async () => (await fetch(shop.url("/about?auth=forgot"), { headers: { cookie } })).text();
    expect(await page()).toContain("Reset Password");
    advance(9 * 60_000);
    expect(await page()).toContain("Reset Password");
    advance(60_000 + 1);
    const expired = await page();
    expect(expired).not.toContain("Reset Password");
    expect(expired).toContain(`The code sent to ${email} has expired.`);
    expect(expired).toContain(`value="${email}"`);
  });

  test("“use another email” and “return to sign in” end step two", async () => {
    const { email } = await verifiedAccount();
    const post = async (body: Record<string, string>, cookie = "") =>
      fetch(shop.url("/auth/forgot"), {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({ returnTo: "/?auth=forgot", ...body }),
        headers: { "x-forwarded-for": newClientIp(), cookie },
      });
    const cookie = cookiesOf(await post({ email }));
    for (const [intent, location] of [
      ["restart", "/?auth=forgot"],
      ["cancel", "/?auth=signin"],
    ] as const) {
      const answer = await post({ intent, email }, cookie);
      expect(answer.headers.get("location")).toBe(location);
      const html = await (
        await fetch(shop.url("/?auth=forgot"), { headers: { cookie: cookiesOf(answer) } })
      ).text();
      expect(html).not.toContain("Reset Password");
    }
  });
});

describe("password reset through the API", () => {
  test("wrong code and mismatched passwords are refused; the right code resets and signs every session out", async () => {
    const { email, password } = await verifiedAccount();
    const login = await call("/api/login", { account: email, pwd: password });
    const token = (login.body.data as { token: string }).token;
    await call("/api/find_my_password", { email });
    const mail = await sink.waitFor(
      (message) => message.to === email && /\b\d{6}\b/.test(message.text),
      10_000,
    );
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
    const wrongCode = code === "000000" ? "111111" : "000000";

    const mismatch = await call("/api/reset_my_password", {
      email,
      pwd: "new passphrase!",
      repwd: "other",
      code,
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.msg).toMatch(/repwd/);
    const shortCode = await call("/api/reset_my_password", {
      email,
      pwd: "new passphrase!",
      repwd: "new passphrase!",
      code: "123",
    });
    expect(shortCode.body.msg).toMatch(/code/);
    const wrong = await call("/api/reset_my_password", {
      email,
      pwd: "new passphrase!",
      repwd: "new passphrase!",
      code: wrongCode,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toMatch(/code is wrong/i);

    const reset = await call("/api/reset_my_password", {
      email,
      pwd: "new passphrase!",
      repwd: "new passphrase!",
      code,
    });
    expect(reset.body).toEqual({ code: 1, msg: "", data: { signInRequired: true } });
    const session = await fetch(shop.url("/api/_auth/session"), { headers: { Token: token } });
    expect(await session.json()).toEqual({ user: null });
    expect((await call("/api/login", { account: email, pwd: "new passphrase!" })).body.code).toBe(1);
  });
});

describe("a stranger's guesses never lock the owner out (issue 27, finding 1)", () => {
  /** Ten wrong passwords for `email`, each from an address of its own: the account's bound. */
  async function strangerGuesses(email: string) {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await call("/api/login", { account: email, pwd: `guess number ${attempt}` });
      expect(guess.status).toBe(400);
    }
  }
  const codeMail = (email: string) =>
    sink.waitFor(
      (message) => message.to === email && /sign-in code|code de connexion/i.test(message.subject),
      10_000,
    );

  test("through the API: the owner's browser gets in; a new client signs in with the mailed code", async () => {
    const { email, password } = await verifiedAccount();
    const ownBrowser = cookieClient(shop.url, { ip: newClientIp(), language: "en" });
    const login = (who: ReturnType<typeof cookieClient>, body: unknown, path = "/api/login") =>
      who.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await login(ownBrowser, { account: email, pwd: password })).status).toBe(200);
    await strangerGuesses(email);

    // Once the account is past its bound, a right and a wrong password get one answer.
    const stranger = await call("/api/login", { account: email, pwd: "one more guess" });
    const newClient = await call("/api/login", { account: email, pwd: password });
    for (const answer of [stranger, newClient]) {
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({
        code: 0,
        msg: "This account had many failed sign-ins lately: enter the code we sent to its email address.",
        data: { challenge: expect.stringMatching(/^[0-9a-f-]{36}\.[\w-]{32}$/) },
      });
    }
    // The browser that signed in before is not stopped at all.
    const again = await login(ownBrowser, { account: email, pwd: password });
    expect(again.status).toBe(200);

    const code = /\b(\d{6})\b/.exec((await codeMail(email)).text)?.[1] ?? "";
    const strangerChallenge = (stranger.body.data as { challenge: string }).challenge;
    const refused = await call("/api/login_code", { challenge: strangerChallenge, code });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(
      "The sign-in code is wrong or has expired. Sign in again to get a new one.",
    );
    const challenge = (newClient.body.data as { challenge: string }).challenge;
    const signedIn = await call("/api/login_code", { challenge, code });
    expect(signedIn.body).toMatchObject({ code: 1, data: { token: expect.any(String), user: { email } } });
  });

  test("through the form without JavaScript, in French: step two asks for the code and signs in", async () => {
    const { email, password } = await verifiedAccount();
    await strangerGuesses(email);
    const browser = cookieClient(shop.url, { ip: newClientIp(), language: "fr" });
    const post = (path: string, fields: Record<string, string>) =>
      browser.request(path, {
        method: "POST",
        body: new URLSearchParams({
          returnTo: "/fr/about?auth=signin",
          redirectTo: "/fr/account/orders",
          ...fields,
        }),
      });
    const asked = await post("/auth/signin", { email, password });
    expect(asked.headers.get("location")).toBe("/fr/about?auth=signin&redirectTo=%2Ffr%2Faccount%2Forders");
    const stepTwo = await (
      await browser.request("/fr/about?auth=signin&redirectTo=%2Ffr%2Faccount%2Forders")
    ).text();
    expect(stepTwo).toContain("Confirmez que c’est vous");
    expect(stepTwo).toContain(`nous avons envoyé un code à 6 chiffres à ${email}`);
    expect(stepTwo).toContain('action="/auth/signin/code"');
    // The challenge stays in the signed cookie: the page never holds it.
    expect(stepTwo).not.toMatch(/[0-9a-f-]{36}\.[\w-]{32}/);

    const code = /\b(\d{6})\b/.exec((await codeMail(email)).text)?.[1] ?? "";
    const wrong = await post("/auth/signin/code", { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.headers.get("location")).toBe("/fr/about?auth=signin&redirectTo=%2Ffr%2Faccount%2Forders");
    expect(await (await browser.request("/fr/about?auth=signin")).text()).toContain(
      "Confirmez que c’est vous",
    );
    const signedIn = await post("/auth/signin/code", { code });
    expect(signedIn.status).toBe(302);
    // To where they were going, in their account's own language (English here).
    expect(signedIn.headers.get("location")).toBe("/account/orders");
    expect((await browser.request("/account/orders")).status).toBe(200);
    // From now on this browser is the account's: while the account is still past its bound for
    // others, the next sign-in here needs no code.
    expect((await call("/api/login", { account: email, pwd: password })).status).toBe(403);
    const next = await post("/auth/signin", { email, password });
    expect(next.headers.get("location")).toBe("/account/orders");
  });
});

describe("abuse limits", () => {
  test("the 11th sign-in within a minute from one address gets 429; after the window the right password works", async () => {
    const { email, password } = await verifiedAccount();
    const ip = newClientIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const guess = await call("/api/login", { account: uniqueEmail("guess"), pwd: password }, { ip });
      expect(guess.status).toBe(400);
    }
    const refused = await call("/api/login", { account: email, pwd: password }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/Too many attempts\. Please wait \d+ seconds/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    advance(61_000);
    const allowed = await call("/api/login", { account: email, pwd: password }, { ip });
    expect(allowed.body.code).toBe(1);
  });

  test("the sign-in form says so in a toast and keeps the visitor on the page", async () => {
    const ip = newClientIp();
    let last: Response | undefined;
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      last = await fetch(shop.url("/auth/signin"), {
        method: "POST",
        redirect: "manual",
        body: new URLSearchParams({
          email: uniqueEmail("guess"),
          password: "whatever",
          returnTo: "/fr/about",
        }),
        headers: { "x-forwarded-for": ip },
      });
    }
    expect(last?.status).toBe(302);
    expect(last?.headers.get("location")).toBe("/fr/about?auth=signin");
    const toast = last?.headers.getSetCookie().find((cookie) => cookie.startsWith("toast-session=")) ?? "";
    const payload = decodeURIComponent(toast.split(";")[0]?.split("=")[1]?.split(".")[0] ?? "");
    expect(Buffer.from(payload, "base64").toString("utf8")).toMatch(/Trop de tentatives/);
  });

  test("requests that change state from another site are refused", async () => {
    const response = await fetch(shop.url("/auth/signin"), {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email: "a@example.com", password: "x" }),
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/must be sent from the shop's own pages/);
    const api = await call(
      "/api/login",
      { account: "a@example.com", pwd: "x" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(api.status).toBe(403);
    expect(api.body).toEqual({
      code: 0,
      msg: "Requests sent by a browser from another site are refused.",
      data: null,
    });
    // In the visitor's language, like every other message.
    const french = await fetch(shop.url("/fr/account/settings"), {
      method: "POST",
      body: new URLSearchParams({ intent: "profile", fullName: "x" }),
      headers: { origin: "https://evil.example" },
    });
    expect([french.status, await french.text()]).toEqual([
      403,
      "Ce formulaire doit être envoyé depuis les pages de la boutique. Revenez sur la boutique et réessayez.",
    ]);
    const frenchApi = await call(
      "/api/login",
      { account: "a@example.com", pwd: "x" },
      { headers: { origin: "https://evil.example", "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" } },
    );
    expect(frenchApi.body.msg).toBe(
      "Les requêtes envoyées par un navigateur depuis un autre site sont refusées.",
    );
  });

  test("the sign-up honeypot turns bots away without creating an account", async () => {
    const email = uniqueEmail("bot");
    const response = await fetch(shop.url("/auth/signup"), {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({
        fullName: "Bot",
        email,
        password: "a long enough passphrase",
        website: "http://spam.example",
        returnTo: "/",
      }),
      headers: { "x-forwarded-for": newClientIp() },
    });
    expect(response.headers.get("location")).toBe("/?auth=signup");
    // No account was made: signing up for real now gets the verification mail, not the
    // "someone tried to sign up with your address" one.
    await call("/api/register", { fullname: "Person", email, pwd: "a long enough passphrase" });
    const mail = await sink.waitFor((message) => message.to === email, 10_000);
    expect(mail.text).toContain("/auth/verify?token=");
  });
});

test("an SMTP outage delays mail and loses none: 10 sign-ups while it is down arrive exactly once", async () => {
  await sink.stop();
  const emails = Array.from({ length: 10 }, (_, index) => uniqueEmail(`outage${index}`));
  for (const email of emails) {
    const result = await call("/api/register", {
      fullname: "Outage",
      email,
      pwd: "a long enough passphrase",
    });
    expect(result.body.code).toBe(1);
  }
  // Give the mail worker time to try (and fail) while the server is down.
  await expect
    .poll(() => logLines.filter((line) => line.includes("mail not delivered")).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  await sink.start();
  // Time moves on past each retry delay (a send caught mid-restart is retried later) until every
  // message has arrived.
  await expect
    .poll(
      () => {
        advance(10 * 60_000);
        return emails.filter((email) => sink.messages.some((message) => message.to === email)).length;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(10);
  // A later mail arriving proves the worker ran again after them: still one copy each.
  const witness = uniqueEmail("witness");
  await call("/api/register", { fullname: "Witness", email: witness, pwd: "a long enough passphrase" });
  await sink.waitFor((message) => message.to === witness, 20_000);
  for (const email of emails) expect(sink.messages.filter((message) => message.to === email)).toHaveLength(1);
});

describe.each([
  ["hours ahead of", 5],
  ["hours behind", -5],
])("a shop whose clock is %s the database's", (_, hours) => {
  let skewedShop: RunningShop;
  beforeAll(async () => {
    const skew = hours * 60 * 60_000;
    skewedShop = await startShop({ smtpUrl: sink.url }, { now: () => new Date(Date.now() + skew) });
  });
  afterAll(() => skewedShop.close());

  test("still mails a sign-up its verification link at once", async () => {
    const email = uniqueEmail(`skew${hours}`);
    const response = await fetch(skewedShop.url("/api/register"), {
      method: "POST",
      body: JSON.stringify({ fullname: "Skewed", email, pwd: "a long enough passphrase" }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(200);
    const mail = await sink.waitFor((message) => message.to === email, 10_000);
    expect(mail.text).toContain("/auth/verify?token=");
  });
});

describe("every account endpoint answers with the envelope, never a 5xx", () => {
  const endpoints = [
    "/api/login",
    "/api/login_code",
    "/api/register",
    "/api/find_my_password",
    "/api/reset_my_password",
    "/api/google_login",
  ];
  const contentTypes = fc.constantFrom(
    "application/json",
    "text/plain",
    "application/x-www-form-urlencoded",
    null,
  );
  const bodies = fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
    fc
      .record(
        {
          account: fc.string(),
          pwd: fc.string(),
          email: fc.string(),
          fullname: fc.string(),
          code: fc.string(),
          challenge: fc.oneof(
            fc.string(),
            fc.uuid().map((id) => `${id}.${"a".repeat(32)}`),
          ),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    fc.string({ unit: "binary" }),
  );

  test.each(endpoints)("%s: 300 random bodies", async (path) => {
    await fc.assert(
      fc.asyncProperty(bodies, contentTypes, async (body, type) => {
        const response = await fetch(shop.url(path), {
          method: "POST",
          body,
          headers: { ...(type ? { "content-type": type } : {}), "x-forwarded-for": newClientIp() },
        });
        const envelope = (await response.json()) as Envelope;
        expect(response.status).toBeLessThan(500);
        expect(typeof envelope.msg).toBe("string");
        expect(envelope.code === 1).toBe(response.ok);
      }),
      { numRuns: 300 },
    );
  });

  test.each(endpoints)("%s answers GET with 405 and the envelope", async (path) => {
    const response = await fetch(shop.url(path));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(((await response.json()) as Envelope).code).toBe(0);
  });
});

test("no log line holds a password, a reset code or a session token", async () => {
  const { email, password } = await verifiedAccount("a secret nobody logs");
  const login = await call("/api/login", { account: email, pwd: password });
  const token = (login.body.data as { token: string }).token;
  await call("/api/find_my_password", { email });
  const mail = await sink.waitFor(
    (message) => message.to === email && /\b\d{6}\b/.test(message.text),
    10_000,
  );
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? "";
  await call("/api/reset_my_password", {
    email,
    pwd: "another secret nobody logs",
    repwd: "another secret nobody logs",
    code,
  });
  // Pages a signed-in browser loads never carry the token or a password back.
  const relogin = await call("/api/login", { account: email, pwd: "another secret nobody logs" });
  const pageToken = (relogin.body.data as { token: string }).token;
  for (const path of ["/", "/fr/account/settings", "/account/settings?auth=signin", "/api/_auth/session"]) {
    const page = await fetch(shop.url(path), {
      headers: { Token: pageToken, "user-agent": "Mozilla/5.0 Chrome/156" },
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toContain(pageToken);
    expect(html).not.toContain("another secret nobody logs");
  }
  const logs = logLines.join("\n");
  expect(logs).not.toContain(password);
  expect(logs).not.toContain("another secret nobody logs");
  expect(logs).not.toContain(token);
  expect(logs).not.toMatch(new RegExp(`\\b${code}\\b`));
  expect(logs).not.toContain("verify?token=");
});
