/**
 * The shop's staff and its customers' accounts, as operators manage them: granting and revoking
 * the operator role, API tokens for fulfilment scripts, searching accounts, disabling one. Every
 * change is written to the audit log in the same transaction.
 */
import { and, asc, count, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { orders, sessions, users, type UserRole } from "../db/schema.ts";
import { recordAudit, type AuditActor } from "./audit.ts";
import { createSession, forgetSessions } from "./sessions.ts";

/** No account has this email. */
export class AccountNotFound extends Error {
  override name = "AccountNotFound";
}
/** The change would leave the shop without an operator, or an operator would lock themselves out. */
export class OperatorChangeRefused extends Error {
  override name = "OperatorChangeRefused";
  readonly reason: "lastOperator" | "self" | "operatorAccount";
  constructor(reason: OperatorChangeRefused["reason"]) {
    super(reason);
    this.reason = reason;
  }
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
const asDatabase = (tx: Transaction) => tx as unknown as Database;

async function accountByEmail(tx: Transaction | Database, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .for("update");
  if (!user) throw new AccountNotFound(email);
  return user;
}

async function accountById(tx: Transaction | Database, userId: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, role: users.role, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw new AccountNotFound(userId);
  return user;
}

/** Sets an account's role (by email or id); `changed` is false when it already had it. */
export async function setRole(
  db: Database,
  input: { email?: string; userId?: string; role: UserRole; actor: AuditActor; now: Date },
): Promise<{ userId: string; email: string; changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    const user = input.userId
      ? await accountById(tx, input.userId)
      : await accountByEmail(tx, input.email ?? "");
    if (user.role === input.role) return { userId: user.id, email: user.email, changed: false };
    if (input.role === "customer") {
      if (input.actor.userId === user.id) throw new OperatorChangeRefused("self");
      // Serialises two revocations at once: each sees the other's result.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operators'))`);
      const [others] = await tx
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.role, "operator"), sql`${users.id} <> ${user.id}`));
      if ((others?.total ?? 0) === 0) throw new OperatorChangeRefused("lastOperator");
    }
    await tx.update(users).set({ role: input.role, updatedAt: input.now }).where(eq(users.id, user.id));
    await recordAudit(asDatabase(tx), {
      actor: input.actor,
      action: input.role === "operator" ? "account.grantOperator" : "account.revokeOperator",
      target: { type: "account", id: user.email },
      now: input.now,
    });
    return { userId: user.id, email: user.email, changed: true };
  });
  // Signed-in pages read the role from the cached session.
  if (result.changed) forgetSessions(db);
  return result;
}

export async function listOperators(
  db: Database,
): Promise<{ id: string; email: string; fullName: string }[]> {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.role, "operator"))
    .orderBy(asc(users.email));
}

/**
 * A token for a fulfilment partner's script (the API's `Token` header): a session of the operator's
 * account, named, ending 30 days after it was last used, and ended like any session (sign-out
 * everywhere, losing the role). The token is shown once; only its hash is kept.
 */
export async function createOperatorToken(
  db: Database,
  input: { email: string; name: string; actor: AuditActor; now: Date },
): Promise<{ token: string; email: string }> {
  const user = await accountByEmail(db, input.email);
  if (user.role !== "operator") throw new OperatorChangeRefused("operatorAccount");
  const { token, sessionId } = await createSession(db, {
    userId: user.id,
    userAgent: `API token: ${input.name}`.slice(0, 400),
    ip: null,
    now: input.now,
  });
  await recordAudit(db, {
    actor: input.actor,
    action: "account.createToken",
    target: { type: "account", id: user.email },
    details: { name: input.name, session: sessionId },
    now: input.now,
  });
  return { token, email: user.email };
}

export const ACCOUNTS_PAGE_SIZE = 25;

export type AccountSummary = {
  id: string;
  email: string;
  fullName: string;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
  orderCount: number;
};

/** Accounts whose email or name contains `query` (all without one), newest first. */
export async function searchAccounts(
  db: Database,
  options: { query?: string | undefined; page: number },
): Promise<{ accounts: AccountSummary[]; total: number; page: number; pageCount: number }> {
  const pattern = options.query ? `%${options.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = pattern ? or(ilike(users.email, pattern), ilike(users.fullName, pattern)) : undefined;
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ACCOUNTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const orderCounts = db
    .select({ userId: orders.userId, orderCount: count().as("order_count") })
    .from(orders)
    .groupBy(orders.userId)
    .as("order_counts");
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      orderCount: orderCounts.orderCount,
    })
    .from(users)
    .leftJoin(orderCounts, eq(orderCounts.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ACCOUNTS_PAGE_SIZE)
    .offset((page - 1) * ACCOUNTS_PAGE_SIZE);
  return {
    accounts: rows.map((row) => ({
      id: row.id,
      email: row.email,
      fullName: row.fullName,
      role: row.role,
      disabled: row.disabledAt !== null,
      createdAt: row.createdAt.toISOString(),
      orderCount: Number(row.orderCount ?? 0),
    })),
    total,
    page,
    pageCount,
  };
}

export type AccountDetail = AccountSummary & {
  emailVerified: boolean;
  google: boolean;
  locale: string;
  currency: string;
  disabledAt: string | null;
  activeSessions: number;
};

export async function findAccount(db: Database, userId: string, now: Date): Promise<AccountDetail | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const [orderTotals] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  const [sessionTotals] = await db
    .select({ total: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now}`));
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    disabled: row.disabledAt !== null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    orderCount: orderTotals?.total ?? 0,
    emailVerified: row.emailVerifiedAt !== null,
    google: row.googleSubject !== null,
    locale: row.locale,
    currency: row.currency,
    activeSessions: sessionTotals?.total ?? 0,
  };
}

/**
 * Disables an account: it is signed out everywhere at once and cannot sign in again until it is
 * enabled. Operators are not disabled (revoke the role first), nor is one's own account.
 */
export async function setAccountDisabled(
  db: Database,
  input: { userId: string; disabled: boolean; actor: AuditActor; now: Date },
): Promise<{ changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    const user = await accountById(tx, input.userId);
    if (input.disabled === (user.disabledAt !== null)) return { changed: false };
    if (input.disabled && input.actor.userId === user.id) throw new OperatorChangeRefused("self");
    if (input.disabled && user.role === "operator") throw new OperatorChangeRefused("operatorAccount");
    await tx
      .update(users)
      .set({ disabledAt: input.disabled ? input.now : null, updatedAt: input.now })
      .where(eq(users.id, user.id));
    if (input.disabled) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(asDatabase(tx), {
      actor: input.actor,
      action: input.disabled ? "account.disable" : "account.enable",
      target: { type: "account", id: user.email },
      now: input.now,
    });
    return { changed: true };
  });
  if (result.changed) forgetSessions(db);
  return result;
}
