/**
 * The one way a job takes work from a table: the oldest due row that no one holds, held for
 * `claimMs`. The claim is one statement, and `skip locked` passes over a row another worker is
 * claiming at that moment, so two workers (two processes, or two overlapping runs) never hold the
 * same row; a worker that dies lets its claim lapse and the row is taken again.
 */
import { and, asc, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";

type ClaimableTable = PgTable & { id: AnyPgColumn; nextAttemptAt: AnyPgColumn; lockedUntil: AnyPgColumn };

export async function claimNextDue<T extends ClaimableTable>(
  db: Database,
  table: T,
  options: { ready: SQL | undefined; claimMs: number; now: Date },
): Promise<T["$inferSelect"] | undefined> {
  const { ready, claimMs, now } = options;
  const due = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      and(ready, lte(table.nextAttemptAt, now), or(isNull(table.lockedUntil), lt(table.lockedUntil, now))),
    )
    .orderBy(asc(table.nextAttemptAt), asc(table.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(table as PgTable)
    // A generic table's columns are not known to the query builder's types.
    .set({ lockedUntil: new Date(now.getTime() + claimMs) } as never)
    .where(inArray(table.id, due))
    .returning();
  return claimed as T["$inferSelect"] | undefined;
}
