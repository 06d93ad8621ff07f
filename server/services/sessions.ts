import { hash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, ne } from "drizzle-orm";
import { invalidate, onInvalidate } from "../cache.ts";
import type { Database } from "../db/client.ts";
import { sessions, users, type UserRole } from "../db/schema.ts";

/** A session ends this long after it was last used. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;
// Writing "last seen" on every request would turn each page view into a write; an hour is enough.
const TOUCH_AFTER_MS = 60 * 60_000;

/**
 * Signed-in requests find their session here without a query once it was read: a session and its
 * user stay in memory for this long at most. Every write to either calls `forgetSessions`, which
 * reaches every process of the shop (server/cache.ts); the limit only bounds a lost notification.
 */
const SESSION_CACHE_MS = 30_000;
const SESSION_CACHE_ENTRIES = 10_000;
type CachedSession = {
  sessionId: string;
  user: SessionUser;
  lastSeenAt: Date;
  expiresAt: Date;
  readAt: number;
};
const sessionCaches = new WeakMap<Database, Map<string, CachedSession>>();

function sessionCache(db: Database): Map<string, CachedSession> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    const created = new Map<string, CachedSession>();
    onInvalidate(db, (key) => {
      if (key === "sessions") created.clear();
    });
    sessionCaches.set(db, created);
    cache = created;
  }
  return cache;
}

/** Says that sessions or accounts changed (sign-out, password, profile): every process rereads them. */
export function forgetSessions(db: Database): void {
  invalidate(db, "sessions");
}

/** The signed-in user as every page and API call sees them. */
export type SessionUser = {
  id: string;
  email: string;
  fullName: string;
  avatar: string | null;
  locale: string;
  currency: string;
  hasPassword: boolean;
  role: UserRole;
};

/** The account was disabled by the shop: it cannot sign in. */
export class AccountDisabled extends Error {
  override name = "AccountDisabled";
}

export type SessionInfo = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
};

export function hashToken(token: string): string {
  // One-shot: every signed-in request hashes its token, and a Hash object costs more than the digest.
  return hash("sha256", token, "base64url");
}

/** Starts a session with a fresh 256-bit token: the only copy of the token is the one returned. */
export async function createSession(
  db: Database,
  options: { userId: string; userAgent: string | null; ip: string | null; now: Date },
): Promise<{ token: string; sessionId: string }> {
  // Every way in (password, Google, a reset, an API login) ends here: a disabled account stops here.
  const [account] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, options.userId));
  if (account?.disabledAt) throw new AccountDisabled();
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: options.userId,
      createdAt: options.now,
      lastSeenAt: options.now,
      expiresAt: new Date(options.now.getTime() + SESSION_IDLE_MS),
      userAgent: options.userAgent?.slice(0, 400) ?? null,
      ip: options.ip,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error("session was not created");
  return { token, sessionId: row.id };
}

/** The user a token signs in, or null for an unknown or expired token; keeps a used session alive. */
export async function findSession(
  db: Database,
  token: string,
  now: Date,
): Promise<{ sessionId: string; user: SessionUser } | null> {
  if (token.length === 0 || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCache(db);
  const known = cache.get(tokenHash);
  if (known && now.getTime() - known.readAt < SESSION_CACHE_MS && known.expiresAt > now) {
    if (now.getTime() - known.lastSeenAt.getTime() <= TOUCH_AFTER_MS) {
      return { sessionId: known.sessionId, user: known.user };
    }
  }
  cache.delete(tokenHash);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
  if (!row) return null;
  let { lastSeenAt, expiresAt } = row.session;
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    lastSeenAt = now;
    expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, row.session.id));
  }
  const found = { sessionId: row.session.id, user: toSessionUser(row.user) };
  if (cache.size >= SESSION_CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(tokenHash, { ...found, lastSeenAt, expiresAt, readAt: now.getTime() });
  return found;
}

/** What the browser and API clients may know about the signed-in user (spec §7). */
export function publicUser(user: SessionUser | null) {
  if (!user) return null;
  const { id, email, fullName, avatar, locale, currency } = user;
  return { id, email, fullName, avatar, locale, currency };
}

export type PublicUser = NonNullable<ReturnType<typeof publicUser>>;

export function toSessionUser(user: typeof users.$inferSelect): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    avatar: user.avatarUrl,
    locale: user.locale,
    currency: user.currency,
    hasPassword: user.passwordHash !== null,
    role: user.role,
  };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  forgetSessions(db);
}

/** Signs the user out everywhere but `keepSessionId` (none kept when it is null). */
export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string | null) {
  await db
    .delete(sessions)
    .where(
      keepSessionId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
        : eq(sessions.userId, userId),
    );
  forgetSessions(db);
}

export async function listSessions(db: Database, userId: string, now: Date): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
  }));
}

export async function deleteExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
