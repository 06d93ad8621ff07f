import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

export type RateLimit = { limit: number; windowMs: number };

/** The abuse limits on the account forms and their API twins (a visitor is slowed, never locked out for good). */
export const accountLimits = {
  /** Every sign-in attempt from one address. */
  signInPerIp: { limit: 10, windowMs: 60_000 },
  /**
   * Failed sign-ins against one account from browsers it never signed in from; past it, those
   * browsers need a mailed code (services/sign-in.ts), never a wall.
   */
  signInFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Failed sign-ins from a browser the account signed in from before: its own bound. */
  signInFailuresPerBrowser: { limit: 10, windowMs: 15 * 60_000 },
  /** Sign-in codes mailed to one account. */
  signInCodesPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** Sign-in codes tried from one address. */
  signInCodesPerIp: { limit: 10, windowMs: 60_000 },
  signUpPerIp: { limit: 10, windowMs: 60_000 },
  /** Reset codes requested per address and per account. */
  forgotPerIp: { limit: 10, windowMs: 60_000 },
  forgotPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  resetPerIp: { limit: 10, windowMs: 60_000 },
} satisfies Record<string, RateLimit>;

/** The contact form and its API twin: enough for a conversation, too few for a spammer. */
export const contactLimits = {
  /** Messages from one address. */
  perIp: { limit: 5, windowMs: 60 * 60_000 },
  /** Messages signed with one email (each sends a copy to that mailbox). */
  perSender: { limit: 5, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;

/** "Customise a copy" of a shared template: each copies files into the visitor's storage. */
export const copyLimits = {
  perIp: { limit: 30, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;

/** Over a limit: how long until the window ends. */
export class RateLimited extends Error {
  override name = "RateLimited";
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super("rate limited");
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Counts one hit against `key` in a fixed window and throws RateLimited when the count goes over
 * the limit. One statement, so concurrent requests and several instances count together.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimit, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning();
  if (row && row.count > rule.limit) throw new RateLimited(retryAfter(row.windowStartedAt, rule, now));
}

/** Whether `key` is already at its limit in the current window (no hit is counted). */
export async function rateLimitReached(
  db: Database,
  key: string,
  rule: RateLimit,
  now: Date,
): Promise<boolean> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - rule.windowMs) return false;
  return row.count >= rule.limit;
}

/** Windows that ended long ago; removed by the cleanup job. */
export async function deleteExpiredRateLimits(db: Database, now: Date, olderThanMs = 24 * 60 * 60_000) {
  await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStartedAt} < ${new Date(now.getTime() - olderThanMs)}`);
}

function retryAfter(windowStartedAt: Date, rule: RateLimit, now: Date): number {
  return Math.max(1, Math.ceil((windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000));
}
