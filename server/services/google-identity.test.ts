import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { decodeProtectedHeader, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { googleSubjectFor, startOidcProvider, type OidcProvider } from "#tests/support/oidc-provider.ts";
import { users } from "../db/schema.ts";
import {
  findOrCreateGoogleUser,
  GoogleAccountConflict,
  GoogleEmailNotVerified,
  googleAuthorizationUrl,
  GoogleTokenInvalid,
  GoogleUnavailable,
  newOidcSecret,
  verifyGoogleIdToken,
  type GoogleIdentity,
} from "./google-identity.ts";

describe("Google ID token verification", () => {
  let provider: OidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(async () => {
    await provider.stop();
  });

  const now = () => Math.floor(Date.now() / 1000);
  // The claims of a good token, for tokens made by hand rather than by the provider.
  const goodClaims = (): JWTPayload => ({
    iss: provider.issuer,
    aud: provider.clientId,
    sub: "1234567890",
    email: "someone@example.com",
    email_verified: true,
    iat: now(),
    exp: now() + 3600,
  });
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

  async function expectFailure(token: string, reason: RegExp, options: { nonce?: string } = {}) {
    const error = await verifyGoogleIdToken(provider.googleConfig, token, {
      ...options,
      now: new Date(),
    }).catch((caught) => caught);
    expect(error).toBeInstanceOf(GoogleTokenInvalid);
    expect((error as GoogleTokenInvalid).reason).toMatch(reason);
    // The reason goes to the logs: it must never carry the token itself.
    expect((error as GoogleTokenInvalid).message).not.toContain(token);
  }

  test("a token the provider signed for our client says who signed in", async () => {
    const token = await provider.buildIdToken({
      email: "Ada.Lovelace@example.com",
      name: "Ada Lovelace",
      picture: "https://lh3.googleusercontent.com/a/ada",
    });
    await expect(verifyGoogleIdToken(provider.googleConfig, token, { now: new Date() })).resolves.toEqual({
      subject: googleSubjectFor("ada.lovelace@example.com"),
      email: "Ada.Lovelace@example.com",
      emailVerified: true,
      name: "Ada Lovelace",
      picture: "https://lh3.googleusercontent.com/a/ada",
    });
  });

  test("an unverified email, a missing name and a non-web picture are reported as such", async () => {
    const token = await provider.buildIdToken({
      email_verified: false,
      name: undefined,
      picture: "javascript:alert(1)",
    });
    await expect(
      verifyGoogleIdToken(provider.googleConfig, token, { now: new Date() }),
    ).resolves.toMatchObject({
      emailVerified: false,
      name: "",
      picture: null,
    });
  });

  test("a token issued to another client is refused", async () => {
    await expectFailure(
      await provider.buildIdToken({ aud: "someone-else.apps.googleusercontent.com" }),
      /aud/,
    );
  });

  test("a token from another issuer is refused", async () => {
    await expectFailure(await provider.buildIdToken({ iss: "https://evil.example" }), /iss/);
    await expectFailure(await provider.buildIdToken({ iss: "accounts.google.com" }), /iss/);
  });

  test("for Google itself, both documented issuer spellings are accepted", async () => {
    const google = { ...provider.googleConfig, issuer: "https://accounts.google.com" };
    for (const iss of ["https://accounts.google.com", "accounts.google.com"]) {
      const token = await provider.buildIdToken({ iss });
      await expect(verifyGoogleIdToken(google, token, { now: new Date() })).resolves.toMatchObject({
        emailVerified: true,
      });
    }
  });

  test("an expired token is refused, one that expired within a minute of clock drift is not", async () => {
    await expectFailure(await provider.buildIdToken({ iat: now() - 7200, exp: now() - 3600 }), /exp/);
    const justExpired = await provider.buildIdToken({ iat: now() - 3600, exp: now() - 20 });
    await expect(
      verifyGoogleIdToken(provider.googleConfig, justExpired, { now: new Date() }),
    ).resolves.toBeDefined();
  });

  test("expiry is judged by the shop's clock, not the machine's", async () => {
    const token = await provider.buildIdToken({ iat: now(), exp: now() + 3600 });
    const twoHoursLater = new Date(Date.now() + 2 * 3600_000);
    const error = await verifyGoogleIdToken(provider.googleConfig, token, { now: twoHoursLater }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GoogleTokenInvalid);
    expect((error as GoogleTokenInvalid).reason).toMatch(/exp/);
  });

  test("a token without an expiry is refused", async () => {
    await expectFailure(await provider.buildIdToken({ exp: undefined }), /exp/);
  });

  test("an unsigned token (alg none) is refused", async () => {
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${base64url(goodClaims())}.`;
    await expectFailure(unsigned, /alg/i);
  });

  test("an HMAC-signed token is refused, whatever the secret", async () => {
    const { kid } = decodeProtectedHeader(await provider.buildIdToken());
    const token = await new SignJWT(goodClaims())
      .setProtectedHeader({ alg: "HS256", ...(kid ? { kid } : {}) })
      .sign(new TextEncoder().encode(provider.clientId));
    await expectFailure(token, /alg/i);
  });

  test("a token signed by a key outside the provider's key set is refused", async () => {
    const { privateKey } = await generateKeyPair("RS256");
    const unknownKid = await new SignJWT(goodClaims())
      .setProtectedHeader({ alg: "RS256", kid: "not-in-the-key-set" })
      .sign(privateKey);
    await expectFailure(unknownKid, /ERR_JWKS_NO_MATCHING_KEY/);
    // Borrowing the kid of a real key does not help: the signature does not match that key.
    const { kid } = decodeProtectedHeader(await provider.buildIdToken());
    const borrowedKid = await new SignJWT(goodClaims())
      .setProtectedHeader({ alg: "RS256", ...(kid ? { kid } : {}) })
      .sign(privateKey);
    await expectFailure(borrowedKid, /signature/i);
  });

  test("a tampered payload breaks the signature", async () => {
    const [header, , signature] = (await provider.buildIdToken()).split(".");
    const forged = `${header}.${base64url({ ...goodClaims(), email: "admin@example.com" })}.${signature}`;
    await expectFailure(forged, /signature/i);
  });

  test("when a nonce was sent, only a token carrying that nonce is accepted", async () => {
    const nonce = newOidcSecret();
    const token = await provider.buildIdToken({ nonce });
    await expect(
      verifyGoogleIdToken(provider.googleConfig, token, { nonce, now: new Date() }),
    ).resolves.toBeDefined();
    await expectFailure(await provider.buildIdToken({ nonce: newOidcSecret() }), /nonce/, { nonce });
    await expectFailure(await provider.buildIdToken(), /nonce/, { nonce });
  });

  test("without an expected nonce, a token with or without one is accepted", async () => {
    for (const nonce of [undefined, "chosen-by-the-browser"]) {
      const token = await provider.buildIdToken({ nonce });
      await expect(
        verifyGoogleIdToken(provider.googleConfig, token, { now: new Date() }),
      ).resolves.toBeDefined();
    }
  });

  test("a token without an email or a subject is refused", async () => {
    await expectFailure(await provider.buildIdToken({ email: undefined }), /email/);
    await expectFailure(await provider.buildIdToken({ sub: undefined }), /sub/);
  });

  test("an oversized token is refused before it is parsed, and so is an empty one", async () => {
    await expectFailure(`${"a".repeat(9000)}.b.c`, /length/);
    await expect(verifyGoogleIdToken(provider.googleConfig, "", { now: new Date() })).rejects.toBeInstanceOf(
      GoogleTokenInvalid,
    );
  });

  test("when the keys cannot be reached, verification fails as unavailable, not as refused", async () => {
    const probe = await listen(createServer());
    const closedPort = (probe.address() as AddressInfo).port;
    await close(probe);
    const token = await provider.buildIdToken();
    const google = { ...provider.googleConfig, jwksUrl: `http://127.0.0.1:${closedPort}/jwks` };
    await expect(verifyGoogleIdToken(google, token, { now: new Date() })).rejects.toBeInstanceOf(
      GoogleUnavailable,
    );
  });

  test("a key endpoint that answers with an error is unavailable too", async () => {
    const failing = await listen(createServer((_request, response) => response.writeHead(503).end()));
    try {
      const google = {
        ...provider.googleConfig,
        jwksUrl: `http://127.0.0.1:${(failing.address() as AddressInfo).port}/jwks`,
      };
      const token = await provider.buildIdToken();
      await expect(verifyGoogleIdToken(google, token, { now: new Date() })).rejects.toBeInstanceOf(
        GoogleUnavailable,
      );
    } finally {
      failing.closeAllConnections();
      await close(failing);
    }
  });

  test("the authorization URL asks for an ID token posted back, for this client, nonce and state", () => {
    const url = new URL(
      googleAuthorizationUrl(provider.googleConfig, {
        redirectUri: "http://localhost:4310/auth/google/callback",
        state: "the-state",
        nonce: "the-nonce",
        loginHint: "ada@example.com",
        locale: "fr",
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(provider.authorizationUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: "id_token",
      response_mode: "form_post",
      scope: "openid email profile",
      client_id: provider.clientId,
      redirect_uri: "http://localhost:4310/auth/google/callback",
      state: "the-state",
      nonce: "the-nonce",
      prompt: "select_account",
      hl: "fr",
      login_hint: "ada@example.com",
    });
  });

  test("state and nonce secrets are 32 random bytes, never repeated", () => {
    const secrets = new Set(Array.from({ length: 50 }, () => newOidcSecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(Buffer.from(secret, "base64url")).toHaveLength(32);
  });

  test("the test provider posts back a token for the requested client, nonce and login hint", async () => {
    const nonce = newOidcSecret();
    const response = await fetch(
      googleAuthorizationUrl(provider.googleConfig, {
        redirectUri: "http://localhost:4310/auth/google/callback",
        state: "the-state",
        nonce,
        loginHint: "grace+unverified@example.com",
        locale: "en",
      }),
    );
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<form method="post" action="http://localhost:4310/auth/google/callback">');
    expect(page).toContain('<input type="hidden" name="state" value="the-state">');
    expect(page).toContain('<button type="submit">Continue</button>');
    const idToken = /name="id_token" value="([^"]+)"/.exec(page)?.[1] ?? "";
    await expect(
      verifyGoogleIdToken(provider.googleConfig, idToken, { nonce, now: new Date() }),
    ).resolves.toMatchObject({
      email: "grace+unverified@example.com",
      emailVerified: false,
      name: "Grace",
    });
  });
});

describe.each(testDrivers)("Google accounts on %s", (driver) => {
  const database = useTestDatabase(driver);
  const preferences = { locale: "fr", currency: "EUR" };
  const identity = (overrides: Partial<GoogleIdentity> = {}): GoogleIdentity => ({
    subject: "109876543210987654321",
    email: "ada@example.com",
    emailVerified: true,
    name: "Ada Lovelace",
    picture: "https://lh3.googleusercontent.com/a/ada",
    ...overrides,
  });
  const userRows = () => database().db.select().from(users);
  const insertPasswordAccount = (email: string) =>
    database()
      .db.insert(users)
      .values({
        email,
        fullName: "Ada (password)",
        passwordHash: "$argon2id$placeholder",
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: users.id })
      .then(([row]) => row?.id);

  test("a first Google sign-in opens a verified, password-less account with the visitor's choices", async () => {
    const user = await findOrCreateGoogleUser(database().db, identity(), preferences, new Date());
    expect(user).toEqual({ id: expect.any(String), email: "ada@example.com", fullName: "Ada Lovelace" });
    const [row] = await userRows();
    expect(row).toMatchObject({
      id: user.id,
      passwordHash: null,
      googleSubject: "109876543210987654321",
      avatarUrl: "https://lh3.googleusercontent.com/a/ada",
      locale: "fr",
      currency: "EUR",
    });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  test("without a name from Google, the account is named after the email", async () => {
    const user = await findOrCreateGoogleUser(database().db, identity({ name: "" }), preferences, new Date());
    expect(user.fullName).toBe("ada");
  });

  test("signing in again with the same Google account finds the same user and its new picture", async () => {
    const first = await findOrCreateGoogleUser(database().db, identity(), preferences, new Date());
    const again = await findOrCreateGoogleUser(
      database().db,
      identity({ picture: "https://lh3.googleusercontent.com/a/ada-2", email: "ada@new.example" }),
      { locale: "en", currency: "USD" },
      new Date(),
    );
    expect(again).toEqual(first);
    const rows = await userRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ avatarUrl: "https://lh3.googleusercontent.com/a/ada-2", locale: "fr" });
  });

  test("an existing password account with the same email, in any case, is linked when Google verified it", async () => {
    const id = await insertPasswordAccount("Ada@Example.com");
    const user = await findOrCreateGoogleUser(
      database().db,
      identity({ email: "ada@EXAMPLE.com" }),
      preferences,
      new Date(),
    );
    expect(user).toEqual({ id, email: "Ada@Example.com", fullName: "Ada (password)" });
    const rows = await userRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      googleSubject: "109876543210987654321",
      avatarUrl: "https://lh3.googleusercontent.com/a/ada",
      passwordHash: "$argon2id$placeholder",
    });
    expect(rows[0]?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  test("linking keeps the date the email was first verified", async () => {
    const id = await insertPasswordAccount("ada@example.com");
    const verifiedAt = new Date("2026-01-02T03:04:05Z");
    await database()
      .db.update(users)
      .set({ emailVerifiedAt: verifiedAt })
      .where(eq(users.id, id ?? ""));
    await findOrCreateGoogleUser(database().db, identity(), preferences, new Date());
    const [row] = await userRows();
    expect(row?.emailVerifiedAt).toEqual(verifiedAt);
  });

  test("an email Google has not verified links no account and opens none", async () => {
    await insertPasswordAccount("ada@example.com");
    await expect(
      findOrCreateGoogleUser(database().db, identity({ emailVerified: false }), preferences, new Date()),
    ).rejects.toBeInstanceOf(GoogleEmailNotVerified);
    expect((await userRows())[0]?.googleSubject).toBeNull();

    await expect(
      findOrCreateGoogleUser(
        database().db,
        identity({ emailVerified: false, email: "new@example.com", subject: "2" }),
        preferences,
        new Date(),
      ),
    ).rejects.toBeInstanceOf(GoogleEmailNotVerified);
    expect(await userRows()).toHaveLength(1);
  });

  test("an account linked to one Google account is not taken over by another with the same email", async () => {
    const first = await findOrCreateGoogleUser(database().db, identity(), preferences, new Date());
    await expect(
      findOrCreateGoogleUser(
        database().db,
        identity({ subject: "another-subject" }),
        preferences,
        new Date(),
      ),
    ).rejects.toBeInstanceOf(GoogleAccountConflict);
    const rows = await userRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, googleSubject: "109876543210987654321" });
  });

  test("first sign-ins at the same moment (a double submit, two tabs) make one account", async () => {
    const signIns = await Promise.all(
      Array.from({ length: 3 }, () =>
        findOrCreateGoogleUser(database().db, identity(), preferences, new Date()),
      ),
    );
    expect(new Set(signIns.map((user) => user.id)).size).toBe(1);
    expect(await userRows()).toHaveLength(1);
  });
});

function listen(server: Server): Promise<Server> {
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
