/**
 * Accounts: sign-up with email verification, password reset by emailed code, profile, password
 * change and deletion (password sign-in is services/sign-in.ts). Pages and the JSON API both call
 * these; answers never tell whether an email has an account (the owner is told by email instead).
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, lt, sql, type SQL } from "drizzle-orm";
import { isLocale, localizePath, type Locale } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { oneTimeTokens, users } from "../db/schema.ts";
import { enqueueMail } from "../mail/outbox.ts";
import {
  type MailContent,
  accountDeletedMessage,
  passwordChangedMessage,
  resetCodeMessage,
  signUpAttemptMessage,
  verifyEmailMessage,
} from "../mail/messages.ts";
import { hashPassword, isCommonPassword, verifyPassword } from "./passwords.ts";
import { accountLimits, consumeRateLimit } from "./rate-limit.ts";
import { keepOrderedDesigns } from "./designer-sessions.ts";
import { deleteOtherSessions, forgetSessions } from "./sessions.ts";
import { notify } from "./notifications.ts";
import { getSiteSettings } from "./site.ts";

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;
export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

/** The password is on the list of most common passwords. */
export class PasswordTooCommon extends Error {
  override name = "PasswordTooCommon";
}
/** Wrong email or wrong password: one error for both. */
export class InvalidCredentials extends Error {
  override name = "InvalidCredentials";
}
/** The right password for an account whose email is not verified yet. */
export class EmailNotVerified extends Error {
  override name = "EmailNotVerified";
}
/** No valid reset code for this email: wrong, expired, used, or too many tries. */
export class InvalidResetCode extends Error {
  override name = "InvalidResetCode";
}
/** The current password given to confirm a change is wrong. */
export class WrongPassword extends Error {
  override name = "WrongPassword";
}

/** Where a request comes from, for the limits and the links in mail. */
export type RequestOrigin = {
  /** The shop's public origin, for links in mail (`https://shop.example`). */
  origin: string;
  ip: string;
  now: Date;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A one-time secret as it is kept: hashed with its purpose and email. */
export function secretHash(purpose: string, email: string, secret: string): string {
  return createHash("sha256").update(`${purpose}\n${email}\n${secret}`).digest("base64url");
}

/**
 * Takes one try at the live one-time code `which` names and returns its row, or nothing when no
 * try is left. The try is taken before the code is compared, in one statement that only succeeds
 * while tries are left: guesses sent at once cannot all read "4 tries used" and all be checked
 * (issue 27). Reset codes and sign-in codes both go through it.
 */
export async function takeCodeTry(db: Database, which: SQL | undefined, now: Date, maxAttempts: number) {
  const [token] = await db
    .update(oneTimeTokens)
    .set({ attempts: sql`${oneTimeTokens.attempts} + 1` })
    .where(
      and(
        which,
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        lt(oneTimeTokens.attempts, maxAttempts),
      ),
    )
    .returning();
  return token;
}

/** Whether a code's row holds `hash`, compared in constant time. */
export function codeMatches(token: { secretHash: string }, hash: string): boolean {
  const expected = Buffer.from(token.secretHash);
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The language of mail to an account (its saved language, English when unknown). */
export function mailLocale(locale: string): Locale {
  return isLocale(locale) ? locale : "en";
}

/**
 * Queues a message to `user` in their own language, in the transaction `tx` of the change that
 * causes it. Everything is read through `tx`: the embedded database has one connection, so a read
 * outside the open transaction would wait for it forever.
 */
export async function mailUser(
  tx: Database,
  user: { email: string; locale: string },
  now: Date,
  build: (context: { locale: Locale; siteName: string }) => MailContent,
): Promise<void> {
  const locale = mailLocale(user.locale);
  const { siteName } = await getSiteSettings(tx, locale);
  await enqueueMail(tx, { to: user.email, ...build({ locale, siteName }) }, now);
}

/** The account of an (already normalised) email, whatever case it was registered in. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return user;
}

/** Mail on request (reset codes, verification links) is limited per address and per account. */
async function limitMailRequests(db: Database, email: string, request: { ip: string; now: Date }) {
  await consumeRateLimit(db, `forgot:ip:${request.ip}`, accountLimits.forgotPerIp, request.now);
  await consumeRateLimit(db, `forgot:account:${email}`, accountLimits.forgotPerAccount, request.now);
}

function assertPasswordAllowed(password: string) {
  if (isCommonPassword(password)) throw new PasswordTooCommon();
}

/**
 * Creates an unverified account and mails a verification link. When the email already has an
 * account nothing is created: its owner is told someone tried, and the caller answers the same.
 */
export async function signUp(
  db: Database,
  input: {
    fullName: string;
    email: string;
    password: string;
    locale: Locale;
    currency: string;
    /** Where the verification link leads to sign in (a same-site path, checked by the caller). */
    returnTo?: string;
  },
  request: RequestOrigin,
): Promise<void> {
  await consumeRateLimit(db, `signup:ip:${request.ip}`, accountLimits.signUpPerIp, request.now);
  assertPasswordAllowed(input.password);
  const email = normalizeEmail(input.email);
  // Hashed whether or not the account exists, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await mailUser(tx, existing, request.now, ({ locale, siteName }) =>
        signUpAttemptMessage({
          locale,
          siteName,
          signInLink: `${request.origin}${localizePath("/", locale)}?auth=signin`,
          resetLink: `${request.origin}${localizePath("/", locale)}?auth=forgot`,
        }),
      );
      return;
    }
    const [user] = await tx
      .insert(users)
      .values({
        email,
        fullName: input.fullName.trim(),
        passwordHash,
        locale: input.locale,
        currency: input.currency,
        createdAt: request.now,
        updatedAt: request.now,
      })
      .returning();
    if (!user) throw new Error("user was not created");
    const link = await issueVerificationLink(tx, user, request, input.returnTo);
    await mailUser(tx, user, request.now, (context) =>
      verifyEmailMessage({ ...context, fullName: user.fullName, link }),
    );
  });
}

/**
 * A new verification link for `user`. `returnTo` (a same-site path) rides along, so opening the
 * link continues where the visitor was going, in the language they were using; the verify route
 * checks it again, since anyone can edit a link.
 */
async function issueVerificationLink(
  tx: Database,
  user: { id: string; email: string },
  request: RequestOrigin,
  returnTo?: string,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.purpose, "verify-email"), eq(oneTimeTokens.userId, user.id)));
  await tx.insert(oneTimeTokens).values({
    purpose: "verify-email",
    email: user.email,
    userId: user.id,
    // The link token is random and long: it is its own lookup key, hashed like the rest.
    secretHash: secretHash("verify-email", "", token),
    expiresAt: new Date(request.now.getTime() + VERIFY_LINK_TTL_MS),
    createdAt: request.now,
  });
  const query = new URLSearchParams({ token });
  if (returnTo && returnTo !== "/") query.set("redirectTo", returnTo);
  return `${request.origin}/auth/verify?${query}`;
}

/**
 * How long a request for mail (a reset code, a new verification link) takes at least, whatever the
 * email. Making a code or link and queueing its mail is work an unknown email does not cause, and
 * the probe told the two apart by time alone (20–30 ms against 14–21 ms, issue 27, finding 3); far
 * above either, the answer comes at this time for both.
 */
export const MAIL_REQUEST_MIN_MS = 300;

/**
 * Mails a new verification link when the email has an unverified account; does nothing
 * otherwise. The caller answers the same either way, after the same time (MAIL_REQUEST_MIN_MS).
 */
export async function resendVerification(
  db: Database,
  input: {
    email: string;
    /** The language of the page that asked: the mail's (the account's own when not given). */
    locale?: Locale;
    /** Where the link leads to sign in, as for `signUp`. */
    returnTo?: string;
  },
  request: RequestOrigin,
): Promise<void> {
  await noSoonerThan(MAIL_REQUEST_MIN_MS, async () => {
    const email = normalizeEmail(input.email);
    await limitMailRequests(db, email, request);
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || user.emailVerifiedAt) return;
      const link = await issueVerificationLink(tx, user, request, input.returnTo);
      const reader = { email: user.email, locale: input.locale ?? user.locale };
      await mailUser(tx, reader, request.now, (context) =>
        verifyEmailMessage({ ...context, fullName: user.fullName, link }),
      );
    });
  });
}

export type VerificationResult =
  { status: "verified"; locale: Locale } | { status: "expired" | "used" | "invalid" };

/** Marks the email of the link's account as verified; a link works once and for 24 hours. */
export async function verifyEmail(db: Database, token: string, now: Date): Promise<VerificationResult> {
  if (!/^[\w-]{20,100}$/.test(token)) return { status: "invalid" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.purpose, "verify-email"),
          eq(oneTimeTokens.secretHash, secretHash("verify-email", "", token)),
        ),
      );
    if (!row) return { status: "invalid" } as const;
    if (row.usedAt) return { status: "used" } as const;
    if (row.expiresAt <= now) return { status: "expired" } as const;
    await tx.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.id, row.id));
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(users.id, row.userId))
      .returning();
    return { status: "verified", locale: mailLocale(user?.locale ?? "en") } as const;
  });
}

/**
 * Mails a 6-digit reset code when the email has an account; a new code replaces the old one.
 * Unknown emails get no mail and the same answer, after the same time (MAIL_REQUEST_MIN_MS).
 */
export async function requestPasswordReset(
  db: Database,
  input: {
    email: string;
    /** The language of the page that asked: the mail's (the account's own when not given). */
    locale?: Locale;
  },
  request: Omit<RequestOrigin, "origin">,
): Promise<void> {
  await noSoonerThan(MAIL_REQUEST_MIN_MS, () => createResetCode(db, input, request));
}

/**
 * Runs `work` and answers (or throws) no sooner than `ms` after it started, so how long it took
 * does not show. Elapsed time on the machine's own timer, not the shop's clock: this is about how
 * long the answer takes, which the shop's clock (moved by tests, docs/decisions/010) does not measure.
 */
export async function noSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function createResetCode(
  db: Database,
  input: { email: string; locale?: Locale },
  request: Omit<RequestOrigin, "origin">,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await limitMailRequests(db, email, request);
  await db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, "reset-password"), eq(oneTimeTokens.userId, user.id)));
    await tx.insert(oneTimeTokens).values({
      purpose: "reset-password",
      email,
      userId: user.id,
      secretHash: secretHash("reset-password", email, code),
      expiresAt: new Date(request.now.getTime() + RESET_CODE_TTL_MS),
      createdAt: request.now,
    });
    const reader = { email: user.email, locale: input.locale ?? user.locale };
    await mailUser(tx, reader, request.now, (context) => resetCodeMessage({ ...context, code }));
  });
}

/**
 * Sets a new password with the emailed code: the code works once, for 10 minutes and 5 tries (the
 * right one included). Every session of the account ends, and the owner is told by email.
 */
export async function resetPassword(
  db: Database,
  input: { email: string; code: string; password: string },
  request: RequestOrigin,
): Promise<void> {
  await consumeRateLimit(db, `reset:ip:${request.ip}`, accountLimits.resetPerIp, request.now);
  assertPasswordAllowed(input.password);
  const email = normalizeEmail(input.email);
  const token = await takeCodeTry(
    db,
    and(eq(oneTimeTokens.purpose, "reset-password"), eq(oneTimeTokens.email, email)),
    request.now,
    RESET_CODE_MAX_ATTEMPTS,
  );
  if (!token || !codeMatches(token, secretHash("reset-password", email, input.code))) {
    throw new InvalidResetCode();
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Claimed with a condition, so two requests with the same code cannot both succeed.
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ usedAt: request.now })
      .where(and(eq(oneTimeTokens.id, token.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (claimed.length === 0) throw new InvalidResetCode();
    // The code proves the mailbox is theirs, so the email counts as verified too.
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${request.now})`,
        updatedAt: request.now,
      })
      .where(eq(users.id, token.userId))
      .returning();
    if (!user) throw new InvalidResetCode();
    await deleteOtherSessions(tx, user.id, null);
    await notifyPasswordChanged(tx, user, { origin: request.origin, now: request.now });
  });
  forgetSessions(db);
}

/** Changes the password of a signed-in user; every other session of theirs ends. */
export async function changePassword(
  db: Database,
  input: {
    userId: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    /** The shop's public origin, for the notification's mail. */
    origin: string;
    now: Date;
  },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new WrongPassword();
  // An account made with Google has no password yet: it may set one without a current one.
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new WrongPassword();
  }
  assertPasswordAllowed(input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: input.now }).where(eq(users.id, user.id));
    await deleteOtherSessions(tx, user.id, input.sessionId);
    await notifyPasswordChanged(tx, user, input);
  });
  forgetSessions(db);
}

/** A security notification: on the account, and always mailed (services/notifications.ts). */
async function notifyPasswordChanged(
  tx: Database,
  user: { id: string; email: string; locale: string },
  event: { origin: string; now: Date },
): Promise<void> {
  const locale = mailLocale(user.locale);
  await notify(tx, {
    userId: user.id,
    type: "password_changed",
    link: "/account/settings",
    now: event.now,
    mail: {
      to: user.email,
      locale,
      origin: event.origin,
      build: ({ siteName }) => passwordChangedMessage({ locale, siteName }),
    },
  });
}

export async function updateProfile(db: Database, userId: string, input: { fullName: string }, now: Date) {
  await db.update(users).set({ fullName: input.fullName.trim(), updatedAt: now }).where(eq(users.id, userId));
  forgetSessions(db);
}

/** The language and display currency restored when the user signs in on another browser. */
export async function updatePreferences(
  db: Database,
  userId: string,
  input: { locale?: Locale; currency?: string },
  now: Date,
) {
  if (!input.locale && !input.currency) return;
  await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(eq(users.id, userId));
  forgetSessions(db);
}

/**
 * Deletes the account and everything personal attached to it (sessions, codes). Its orders stay,
 * with what they print (`keepOrderedDesigns`). An account with a password needs it; a
 * Google-only account confirms with its email address.
 */
export async function deleteAccount(
  db: Database,
  input: { userId: string; password: string; now: Date },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) return;
  const confirmed = user.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : normalizeEmail(input.password) === user.email.toLowerCase();
  if (!confirmed) throw new WrongPassword();
  await db.transaction(async (tx) => {
    await mailUser(tx, user, input.now, accountDeletedMessage);
    await keepOrderedDesigns(tx, user.id, input.now);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  forgetSessions(db);
}
