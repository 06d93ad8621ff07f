/**
 * The audit log: every operator action, who did it and when. Services that change the shop on an
 * operator's behalf write their line in the same transaction as the change, so the log never
 * claims a change that did not happen, nor misses one that did.
 */
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

/** Who acted: an operator's account, or the command line (`npm run operator`). */
export type AuditActor = { userId: string | null; label: string };

export const cliActor: AuditActor = { userId: null, label: "cli" };

export type AuditEntry = {
  actor: AuditActor;
  /** `area.verb`: `order.ship`, `variant.price`, `account.disable`… */
  action: string;
  target: { type: string; id: string };
  details?: Record<string, unknown>;
  now: Date;
};

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: entry.now,
    actorUserId: entry.actor.userId,
    actor: entry.actor.label,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    details: entry.details ?? {},
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditLine = {
  id: number;
  at: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  details: Record<string, unknown>;
};

/** The log, newest first; `query` matches the actor, the action or the target's id. */
export async function listAudit(
  db: Database,
  options: { page: number; query?: string; target?: { type: string; id: string } },
): Promise<{ lines: AuditLine[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (options.target) {
    conditions.push(eq(auditLog.targetType, options.target.type), eq(auditLog.targetId, options.target.id));
  }
  if (options.query) {
    const pattern = `%${options.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matches = or(
      ilike(auditLog.actor, pattern),
      ilike(auditLog.action, pattern),
      ilike(auditLog.targetId, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totals] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    lines: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details,
    })),
    total,
    page,
    pageCount,
  };
}
