/**
 * Changing an account's email address (issue 16). The owner asks with their password; a link
 * goes to the new address, and opening it (then confirming: scanners follow links) makes the
 * change. The old address is told — a security notification that always goes out — and every
 * other session ends. An address that already has an account is never revealed: its owner gets
 * a note instead of the link, and the person asking hears the same answer.
 */
import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { localizePath } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/errors.ts";
import { oneTimeTokens, users } from "../db/schema.ts";
import {
  emailChangeTakenMessage,
  emailChangeVerifyMessage,
  emailChangedMessage,
  emailChangedNewMessage,
} from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import {
  findUserByEmail,
  mailLocale,
  normalizeEmail,
  secretHash,
  WrongPassword,
  type RequestOrigin,
} from "./accounts.ts";
import { notify } from "./notifications.ts";
import { verifyPassword } from "./passwords.ts";
import { accountLimits, consumeRateLimit } from "./rate-limit.ts";
import { deleteOtherSessions, forgetSessions } from "./sessions.ts";
import { getSiteSettings } from "./site.ts";

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
const PURPOSE = "change-email";

/** The account signs in with Google: its email is the Google account's. */
export class EmailChangeNotAllowed extends Error {
  override name = "EmailChangeNotAllowed";
}
/** The new address is the one the account already has. */
export class SameEmail extends Error {
  override name = "SameEmail";
}

/** Where the link in the mail leads: a page that asks before it changes anything. */
export const EMAIL_CHANGE_PATH = "/account/email/confirm";

/** Whether the account may change its email here: not when it signs in with Google. */
export async function canChangeEmail(db: Database, userId: string): Promise<boolean> {
  const [user] = await db
    .select({ googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, userId));
  return user !== undefined && user.googleSubject === null;
}

/**
 * Checks the password and mails the confirmation link to the new address (or, when that address
 * has an account, a note to its owner). A newer request replaces the older link.
 */
export async function requestEmailChange(
  db: Database,
  input: { userId: string; newEmail: string; currentPassword: string },
  request: RequestOrigin,
): Promise<void> {
  await consumeRateLimit(
    db,
    `change-email:account:${input.userId}`,
    accountLimits.forgotPerAccount,
    request.now,
  );
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new WrongPassword();
  if (user.googleSubject) throw new EmailChangeNotAllowed();
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new WrongPassword();
  }
  const email = normalizeEmail(input.newEmail);
  if (email === user.email.toLowerCase()) throw new SameEmail();
  await db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      const locale = mailLocale(existing.locale);
      const { siteName } = await getSiteSettings(tx, locale);
      await enqueueMail(tx, { to: email, ...emailChangeTakenMessage({ locale, siteName }) }, request.now);
      return;
    }
    const token = randomBytes(32).toString("base64url");
    await tx
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.purpose, PURPOSE), eq(oneTimeTokens.userId, user.id)));
    await tx.insert(oneTimeTokens).values({
      purpose: PURPOSE,
      email,
      userId: user.id,
      secretHash: secretHash(PURPOSE, "", token),
      expiresAt: new Date(request.now.getTime() + EMAIL_CHANGE_TTL_MS),
      createdAt: request.now,
    });
    const locale = mailLocale(user.locale);
    const { siteName } = await getSiteSettings(tx, locale);
    const link = `${request.origin}${localizePath(EMAIL_CHANGE_PATH, locale)}?token=${token}`;
    await enqueueMail(
      tx,
      { to: email, ...emailChangeVerifyMessage({ locale, siteName, link }) },
      request.now,
    );
  });
}

async function pendingChange(db: Database, token: string, now: Date) {
  if (!/^[\w-]{20,100}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, PURPOSE),
        eq(oneTimeTokens.secretHash, secretHash(PURPOSE, "", token)),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  return row;
}

/** The new address a link would give its account, or null for a used, expired or unknown link. */
export async function readEmailChange(db: Database, token: string, now: Date): Promise<string | null> {
  return (await pendingChange(db, token, now))?.email ?? null;
}

export type EmailChangeResult =
  { status: "changed"; email: string; userId: string } | { status: "invalid" | "taken" };

/**
 * Makes the change a link asks for: the account's email becomes the new address, every session
 * but `keepSessionId` ends, pending codes sent to the old address stop working, and both
 * addresses are told (the old one through a security notification).
 */
export async function confirmEmailChange(
  db: Database,
  input: { token: string; keepSessionId: string | null; origin: string; now: Date },
): Promise<EmailChangeResult> {
  const change = db.transaction(async (tx): Promise<EmailChangeResult> => {
    const row = await pendingChange(tx, input.token, input.now);
    if (!row) return { status: "invalid" };
    // Claimed with a condition, so the same link opened twice at once changes the email once.
    const claimed = await tx
      .update(oneTimeTokens)
      .set({ usedAt: input.now })
      .where(and(eq(oneTimeTokens.id, row.id), isNull(oneTimeTokens.usedAt)))
      .returning({ id: oneTimeTokens.id });
    if (claimed.length === 0) return { status: "invalid" };
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) return { status: "invalid" };
    const owner = await findUserByEmail(tx, row.email);
    if (owner && owner.id !== user.id) return { status: "taken" };
    const oldEmail = user.email;
    await tx
      .update(users)
      .set({
        email: row.email,
        // Opening the link proves the new mailbox is theirs.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${input.now})`,
        updatedAt: input.now,
      })
      .where(eq(users.id, user.id));
    await tx
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, user.id),
          inArray(oneTimeTokens.purpose, ["verify-email", "reset-password"]),
        ),
      );
    await deleteOtherSessions(tx, user.id, input.keepSessionId);
    const locale = mailLocale(user.locale);
    const at = (path: string) => `${input.origin}${localizePath(path, locale)}`;
    await notify(tx, {
      userId: user.id,
      type: "email_changed",
      params: { email: row.email },
      link: "/account/settings",
      now: input.now,
      mail: {
        to: oldEmail,
        locale,
        origin: input.origin,
        build: ({ siteName }) =>
          emailChangedMessage({ locale, siteName, newEmail: row.email, helpLink: at("/help-center") }),
      },
    });
    const { siteName } = await getSiteSettings(tx, locale);
    await enqueueMail(
      tx,
      {
        to: row.email,
        ...emailChangedNewMessage({
          locale,
          siteName,
          email: row.email,
          settingsLink: at("/account/settings"),
        }),
      },
      input.now,
    );
    return { status: "changed", email: row.email, userId: user.id };
  });
  // Another account took the address between our check and our write: nothing was changed.
  const result = await change.catch((error: unknown) => {
    if (isUniqueViolation(error)) return { status: "taken" as const };
    throw error;
  });
  if (result.status === "changed") forgetSessions(db);
  return result;
}
