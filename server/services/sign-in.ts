/**
 * Password sign-in, and the emailed code that stands in for a wall (issue 27, finding 1).
 *
 * A stranger's guesses must never stop an account's owner. Guesses are bounded per address (10 a
 * minute) and per account (10 failures in 15 minutes); past the account's bound, a browser the
 * account has never signed in from only gets in with a 6-digit code mailed to the owner, and the
 * answer to it is the same whether the password was right or not, so further guesses learn nothing.
 * A browser that signed in to the account before (a signed cookie says so, app/utils/known-browser)
 * is bounded by its own failures alone: the right password from it always gets in.
 * docs/decisions/022-sign-in-without-lockout.md gives the figures.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Locale } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { oneTimeTokens, users } from "../db/schema.ts";
import { signInCodeMessage } from "../mail/messages.ts";
import {
  codeMatches,
  EmailNotVerified,
  InvalidCredentials,
  findUserByEmail,
  mailUser,
  noSoonerThan,
  normalizeEmail,
  secretHash,
  takeCodeTry,
} from "./accounts.ts";
import { verifyAgainstNothing, verifyPassword } from "./passwords.ts";
import { accountLimits, consumeRateLimit, rateLimitReached } from "./rate-limit.ts";
import { AccountDisabled, toSessionUser, type SessionUser } from "./sessions.ts";

export const SIGN_IN_CODE_TTL_MS = 10 * 60_000;
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;
/**
 * How long an answer that asks for a code takes at least: a right password also makes and mails a
 * code, a wrong one does not, and the time must not tell them apart (as with reset codes).
 */
export const SIGN_IN_CODE_ANSWER_MS = 300;

/** A browser that carries the shop's signed "signed in here before" cookie. */
export type KnownBrowser = {
  /** The browser's own random id, which its failures are counted under. */
  id: string;
  /** The accounts that signed in from it. */
  userIds: readonly string[];
};

/**
 * The account had too many failed sign-ins for a browser it does not know: a code may have been
 * mailed (only when the password was right), and `challenge` must come back with it.
 */
export class SignInCodeRequired extends Error {
  override name = "SignInCodeRequired";
  readonly challenge: string;
  constructor(challenge: string) {
    super("a sign-in code is required");
    this.challenge = challenge;
  }
}

/** The code is wrong, expired, used, or out of tries; or the challenge is not one of ours. */
export class InvalidSignInCode extends Error {
  override name = "InvalidSignInCode";
}

type SignInRequest = {
  ip: string;
  now: Date;
  /** The browser's cookie, when it has one (API clients with a token usually do not). */
  browser?: KnownBrowser | null;
  /** The page's language, for the code's mail (the account's own when not given). */
  locale?: Locale;
};

/**
 * Checks an email and password. Unknown email and wrong password are one error and cost the
 * same time; an unverified email is only revealed to someone who knows the password.
 */
export async function authenticate(
  db: Database,
  input: { email: string; password: string },
  request: SignInRequest,
): Promise<SessionUser> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, email);
  const browser = request.browser;
  if (user && browser?.userIds.includes(user.id)) {
    const browserFailures = `signin:fail:browser:${browser.id}:${user.id}`;
    const rule = accountLimits.signInFailuresPerBrowser;
    if (!(await rateLimitReached(db, browserFailures, rule, request.now))) {
      return checkPassword(db, user, input.password, () =>
        countFailure(db, browserFailures, rule, request.now),
      );
    }
  }
  await consumeRateLimit(db, `signin:ip:${request.ip}`, accountLimits.signInPerIp, request.now);
  const accountFailures = `signin:fail:${email}`;
  const rule = accountLimits.signInFailuresPerAccount;
  if (await rateLimitReached(db, accountFailures, rule, request.now)) {
    return noSoonerThan(SIGN_IN_CODE_ANSWER_MS, () => askForCode(db, user, input.password, request));
  }
  return checkPassword(db, user, input.password, () => countFailure(db, accountFailures, rule, request.now));
}

async function checkPassword(
  db: Database,
  user: typeof users.$inferSelect | undefined,
  password: string,
  onFailure: () => Promise<void>,
): Promise<SessionUser> {
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await onFailure();
    throw new InvalidCredentials();
  }
  if (!user.emailVerifiedAt) throw new EmailNotVerified();
  if (user.disabledAt) throw new AccountDisabled();
  return toSessionUser(user);
}

/** A failure is counted; past the bound the count only stays there, it is no error of this request. */
async function countFailure(db: Database, key: string, rule: { limit: number; windowMs: number }, now: Date) {
  await consumeRateLimit(db, key, rule, now).catch(() => undefined);
}

/**
 * The answer past the account's bound, whatever the password: a challenge, and a code mailed to
 * the owner when the password was right. The challenge names the code's row (`id.secret`); one made
 * for a wrong password looks the same and names nothing.
 */
async function askForCode(
  db: Database,
  user: typeof users.$inferSelect | undefined,
  password: string,
  request: SignInRequest,
): Promise<never> {
  const challenge = `${randomUUID()}.${randomBytes(24).toString("base64url")}`;
  const valid = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstNothing(password);
  if (!user || !valid || user.disabledAt) throw new SignInCodeRequired(challenge);
  // Codes are mailed a few times per window at most: the owner's mailbox is not a target either.
  const mailed = await consumeRateLimit(
    db,
    `signin-code:account:${user.id}`,
    accountLimits.signInCodesPerAccount,
    request.now,
  ).then(
    () => true,
    () => false,
  );
  if (!mailed) throw new SignInCodeRequired(challenge);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await tx.insert(oneTimeTokens).values({
      id: challenge.slice(0, 36),
      purpose: "sign-in-code",
      email: normalizeEmail(user.email),
      userId: user.id,
      secretHash: secretHash("sign-in-code", challenge, code),
      expiresAt: new Date(request.now.getTime() + SIGN_IN_CODE_TTL_MS),
      createdAt: request.now,
    });
    const reader = { email: user.email, locale: request.locale ?? user.locale };
    await mailUser(tx, reader, request.now, (context) => signInCodeMessage({ ...context, code }));
  });
  throw new SignInCodeRequired(challenge);
}

/**
 * Signs in with the mailed code: it works once, for 10 minutes and 5 tries (the right one
 * included), and only with the challenge it was made for. The code proves the mailbox, so an
 * unverified email counts as verified from then on.
 */
export async function signInWithCode(
  db: Database,
  input: { challenge: string; code: string },
  request: { ip: string; now: Date },
): Promise<SessionUser> {
  await consumeRateLimit(db, `signin-code:ip:${request.ip}`, accountLimits.signInCodesPerIp, request.now);
  const [, id] =
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[\w-]{32}$/.exec(input.challenge) ?? [];
  if (!id || !/^\d{6}$/.test(input.code)) throw new InvalidSignInCode();
  const token = await takeCodeTry(
    db,
    and(eq(oneTimeTokens.id, id), eq(oneTimeTokens.purpose, "sign-in-code")),
    request.now,
    SIGN_IN_CODE_MAX_ATTEMPTS,
  );
  if (!token || !codeMatches(token, secretHash("sign-in-code", input.challenge, input.code))) {
    throw new InvalidSignInCode();
  }
  const user = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ usedAt: request.now })
      .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (claimed.length === 0) throw new InvalidSignInCode();
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${request.now})` })
      .where(eq(users.id, token.userId))
      .returning();
    return verified;
  });
  if (!user) throw new InvalidSignInCode();
  if (user.disabledAt) throw new AccountDisabled();
  return toSessionUser(user);
}
