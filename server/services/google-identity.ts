import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
  type JWTVerifyOptions,
} from "jose";
import type { Config } from "../config.ts";
import { forgetSessions } from "./sessions.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { users } from "../db/schema.ts";

/** Google sign-in settings, present only when a client id is configured. */
export type GoogleConfig = NonNullable<Config["google"]>;

/** Who Google says signed in, read from a verified ID token. */
export type GoogleIdentity = {
  /** Google's stable account id (`sub`); emails can change, this does not. */
  subject: string;
  email: string;
  emailVerified: boolean;
  /** The display name, or "" when Google sent none. */
  name: string;
  picture: string | null;
};

/**
 * The ID token failed a check (signature, algorithm, audience, issuer, expiry, nonce, claims).
 * `reason` is for logs; neither it nor the message ever contains the token.
 */
export class GoogleTokenInvalid extends Error {
  override name = "GoogleTokenInvalid";
  readonly reason: string;
  constructor(reason: string) {
    super(`Google ID token refused: ${reason}`);
    this.reason = reason;
  }
}

/** Google's signing keys could not be fetched: Google sign-in is down, password sign-in is not. */
export class GoogleUnavailable extends Error {
  override name = "GoogleUnavailable";
}

/** Google has not verified the email, so it can neither open nor be linked to an account. */
export class GoogleEmailNotVerified extends Error {
  override name = "GoogleEmailNotVerified";
  constructor() {
    super("Google has not verified this email address");
  }
}

/**
 * The account with this email is already linked to another Google account (Workspace addresses
 * can be reassigned to a new person): it is not re-linked silently.
 */
export class GoogleAccountConflict extends Error {
  override name = "GoogleAccountConflict";
  constructor() {
    super("the account with this email is linked to another Google account");
  }
}

const GOOGLE_ISSUER = "https://accounts.google.com";
// Google's ID tokens are around 1–1.5 KiB; anything this large is not one, and is not parsed.
const MAX_TOKEN_LENGTH = 8192;
// Covers clock drift between us and Google without keeping expired tokens usable for long.
const CLOCK_TOLERANCE_SECONDS = 60;
const JWKS_TIMEOUT_MS = 5_000;
// jose refetches the key set for an unknown `kid` at most this often, so forged kids cannot make
// us hammer Google's endpoint.
const JWKS_COOLDOWN_MS = 30_000;
const JWKS_CACHE_MAX_AGE_MS = 10 * 60_000;

// One key set per URL for the life of the process: jose caches the keys and coalesces fetches.
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetFor(jwksUrl: string): JWTVerifyGetKey {
  let keySet = keySets.get(jwksUrl);
  if (!keySet) {
    const remote = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: JWKS_TIMEOUT_MS,
      cooldownDuration: JWKS_COOLDOWN_MS,
      cacheMaxAge: JWKS_CACHE_MAX_AGE_MS,
    });
    // Errors about the token's own key id stay token errors; anything else that goes wrong while
    // getting the keys (network, timeout, a non-200 answer, a malformed set) means Google is
    // unavailable, which the UI reports differently from a refused token.
    keySet = async (protectedHeader, token) => {
      try {
        return await remote(protectedHeader, token);
      } catch (error) {
        if (
          error instanceof errors.JWKSNoMatchingKey ||
          error instanceof errors.JWKSMultipleMatchingKeys ||
          error instanceof errors.JOSENotSupported
        ) {
          throw error;
        }
        throw new GoogleUnavailable(`Google's signing keys could not be fetched from ${jwksUrl}`, {
          cause: error,
        });
      }
    };
    keySets.set(jwksUrl, keySet);
  }
  return keySet;
}

// Google documents both spellings of its issuer in ID tokens; a test provider has just one.
function acceptedIssuers(issuer: string): string[] {
  return issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, "accounts.google.com"] : [issuer];
}

/**
 * Verifies a Google ID token (RS256 signature against Google's published keys, audience, issuer,
 * expiry, and the nonce when one is expected) and returns who signed in. Throws
 * `GoogleTokenInvalid` for a refused token and `GoogleUnavailable` when the keys cannot be fetched.
 */
export async function verifyGoogleIdToken(
  google: GoogleConfig,
  token: string,
  options: { nonce?: string; now: Date },
): Promise<GoogleIdentity> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    throw new GoogleTokenInvalid(`token length ${token.length} is out of range`);
  }
  const verifyOptions: JWTVerifyOptions = {
    // Only RS256, which Google signs with: `none`, HMAC and the rest are refused before any key
    // is looked up.
    algorithms: ["RS256"],
    audience: google.clientId,
    issuer: acceptedIssuers(google.issuer),
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    // Expiry is judged by the shop's clock, like every other time rule.
    currentDate: options.now,
    requiredClaims: ["sub", "exp", "iat"],
  };
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(google.jwksUrl), verifyOptions));
  } catch (error) {
    if (error instanceof GoogleUnavailable) throw error;
    if (error instanceof errors.JOSEError) throw new GoogleTokenInvalid(`${error.code}: ${error.message}`);
    throw error;
  }
  return identityFromClaims(google, payload, options.nonce);
}

function identityFromClaims(
  google: GoogleConfig,
  payload: JWTPayload,
  expectedNonce: string | undefined,
): GoogleIdentity {
  // With several audiences OpenID Connect requires `azp` to name the client the token was for.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== google.clientId) {
    throw new GoogleTokenInvalid("several audiences and azp is not our client id");
  }
  if (expectedNonce !== undefined && payload.nonce !== expectedNonce) {
    throw new GoogleTokenInvalid("nonce does not match the one sent");
  }
  const { sub, email, name, picture } = payload;
  if (typeof sub !== "string" || sub === "") throw new GoogleTokenInvalid("sub is missing");
  if (typeof email !== "string" || email === "" || email.length > 320) {
    throw new GoogleTokenInvalid("email is missing or malformed");
  }
  return {
    subject: sub,
    email,
    // Google sends a boolean; some older tokens carried the string "true".
    emailVerified: payload.email_verified === true || payload.email_verified === "true",
    name: typeof name === "string" ? name.trim().slice(0, 200) : "",
    picture: safePictureUrl(picture),
  };
}

// The avatar ends up in an <img src>: keep only a plain http(s) URL of a sane length.
function safePictureUrl(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2048 || !URL.canParse(value)) return null;
  const { protocol } = new URL(value);
  return protocol === "https:" || protocol === "http:" ? value : null;
}

/**
 * Where to send the browser for the no-JavaScript sign-in: OpenID Connect's implicit flow, with
 * the ID token posted back to `redirectUri` (`response_mode=form_post`), so no client secret is
 * needed.
 */
export function googleAuthorizationUrl(
  google: GoogleConfig,
  options: { redirectUri: string; state: string; nonce: string; loginHint?: string; locale: string },
): string {
  const url = new URL(google.authorizationUrl);
  url.searchParams.set("response_type", "id_token");
  url.searchParams.set("response_mode", "form_post");
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("client_id", google.clientId);
  url.searchParams.set("redirect_uri", options.redirectUri);
  url.searchParams.set("state", options.state);
  url.searchParams.set("nonce", options.nonce);
  url.searchParams.set("prompt", "select_account");
  url.searchParams.set("hl", options.locale);
  if (options.loginHint) url.searchParams.set("login_hint", options.loginHint);
  return url.href;
}

/** A fresh unguessable value (32 random bytes, base64url) for an OpenID Connect state or nonce. */
export function newOidcSecret(): string {
  return randomBytes(32).toString("base64url");
}

type SignedInUser = { id: string; email: string; fullName: string };

/**
 * The account Google signs in: the one linked to this Google subject, else the account with the
 * same email (linked now, only when Google verified the email), else a new password-less account.
 * Throws `GoogleEmailNotVerified` when an account would be opened or linked on an unverified email,
 * and `GoogleAccountConflict` when that email's account is linked to another Google account.
 */
export async function findOrCreateGoogleUser(
  db: Database,
  identity: GoogleIdentity,
  preferences: { locale: string; currency: string },
  now: Date,
): Promise<SignedInUser> {
  // Two first sign-ins at once (double submit, two tabs) both find nothing and both insert; the
  // loser hits a unique index and aborts its transaction. Running it again finds the winner's row.
  for (let attempt = 1; ; attempt += 1) {
    try {
      const user = await db.transaction((tx) => signInWithGoogle(tx, identity, preferences, now));
      forgetSessions(db); // the avatar or the link to Google may have changed
      return user;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function signInWithGoogle(
  tx: Transaction,
  identity: GoogleIdentity,
  preferences: { locale: string; currency: string },
  now: Date,
): Promise<SignedInUser> {
  const returned = { id: users.id, email: users.email, fullName: users.fullName };

  const [linked] = await tx
    .select({ ...returned, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.googleSubject, identity.subject));
  if (linked) {
    if (linked.avatarUrl !== identity.picture) {
      await tx
        .update(users)
        .set({ avatarUrl: identity.picture, updatedAt: now })
        .where(eq(users.id, linked.id));
    }
    return { id: linked.id, email: linked.email, fullName: linked.fullName };
  }

  // Without Google's word that this person owns the mailbox, matching by email would hand them
  // someone else's account, and a new account would squat the address before its owner.
  if (!identity.emailVerified) throw new GoogleEmailNotVerified();

  const [sameEmail] = await tx
    .select({ ...returned, googleSubject: users.googleSubject, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(sql`lower(${users.email})`, identity.email.toLowerCase()))
    .for("update");
  if (sameEmail) {
    // A concurrent first sign-in of this same Google account may have created the row between
    // our two reads: that is the account we are looking for.
    if (sameEmail.googleSubject === identity.subject) {
      return { id: sameEmail.id, email: sameEmail.email, fullName: sameEmail.fullName };
    }
    if (sameEmail.googleSubject !== null) throw new GoogleAccountConflict();
    await tx
      .update(users)
      .set({
        googleSubject: identity.subject,
        avatarUrl: identity.picture,
        emailVerifiedAt: sameEmail.emailVerifiedAt ?? now,
        updatedAt: now,
      })
      .where(eq(users.id, sameEmail.id));
    return { id: sameEmail.id, email: sameEmail.email, fullName: sameEmail.fullName };
  }

  const [created] = await tx
    .insert(users)
    .values({
      email: identity.email,
      fullName: identity.name || identity.email.slice(0, identity.email.lastIndexOf("@")) || identity.email,
      passwordHash: null,
      emailVerifiedAt: now,
      googleSubject: identity.subject,
      avatarUrl: identity.picture,
      locale: preferences.locale,
      currency: preferences.currency,
      createdAt: now,
      updatedAt: now,
    })
    .returning(returned);
  if (!created) throw new Error("user was not created");
  return created;
}
