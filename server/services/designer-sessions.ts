/**
 * Designer sessions: what a visitor without an account designs and uploads is kept against one,
 * named by a signed cookie, until they sign in (then it moves to their account) or for 7 days
 * after they last used it (then the cleanup job deletes it, and its files with it).
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  addresses,
  cartDiscounts,
  cartItems,
  designerSessions,
  designs,
  files,
  orderItems,
} from "../db/schema.ts";
import { keptUses } from "./files.ts";

/** A designer session ends this long after it was last used. */
export const DESIGNER_SESSION_TTL_MS = 7 * 24 * 60 * 60_000;
// Extending the end on every use would write on every upload; once an hour is enough.
const TOUCH_AFTER_MS = 60 * 60_000;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function createDesignerSession(db: Database, now: Date): Promise<{ id: string }> {
  const [row] = await db
    .insert(designerSessions)
    .values({ createdAt: now, expiresAt: new Date(now.getTime() + DESIGNER_SESSION_TTL_MS) })
    .returning({ id: designerSessions.id });
  if (!row) throw new Error("designer session was not created");
  return row;
}

/** The session `id` names if it has not ended, kept alive by this use; null otherwise. */
export async function resumeDesignerSession(
  db: Database,
  id: string,
  now: Date,
): Promise<{ id: string } | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select()
    .from(designerSessions)
    .where(and(eq(designerSessions.id, id), gt(designerSessions.expiresAt, now)));
  if (!row) return null;
  if (row.expiresAt.getTime() - now.getTime() < DESIGNER_SESSION_TTL_MS - TOUCH_AFTER_MS) {
    await db
      .update(designerSessions)
      .set({ expiresAt: new Date(now.getTime() + DESIGNER_SESSION_TTL_MS) })
      .where(eq(designerSessions.id, id));
  }
  return { id: row.id };
}

/**
 * Deletes ended sessions; their files go with them (their bytes through `file_deletions`). A
 * session a guest ordered from holds the frozen designs its orders print (docs/decisions/026):
 * it is emptied instead (drafts, cart, addresses, its email, files no order prints) and kept,
 * never to be resumed. Returns how many sessions ended.
 */
export async function deleteExpiredDesignerSessions(db: Database, now: Date): Promise<number> {
  const ordered = sql`exists (select 1 from ${designs} where ${designs.designerSessionId} = ${designerSessions.id} and ${designs.frozenAt} is not null)`;
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(designerSessions)
      .where(and(lte(designerSessions.expiresAt, now), sql`not ${ordered}`))
      .returning({ id: designerSessions.id });
    const kept = await tx
      .update(designerSessions)
      .set({ email: null })
      .where(and(lte(designerSessions.expiresAt, now), ordered))
      .returning({ id: designerSessions.id });
    const ids = kept.map((row) => row.id);
    if (ids.length > 0) {
      await tx.delete(designs).where(and(inArray(designs.designerSessionId, ids), isNull(designs.frozenAt)));
      await tx.delete(addresses).where(inArray(addresses.designerSessionId, ids));
      await tx.delete(cartItems).where(inArray(cartItems.designerSessionId, ids));
      await tx.delete(cartDiscounts).where(inArray(cartDiscounts.designerSessionId, ids));
      await tx
        .delete(files)
        .where(and(inArray(files.designerSessionId, ids), sql`not ${keptUses(sql`${files.id}`)}`));
    }
    return deleted.length + kept.length;
  });
}

/**
 * Before an account is deleted: the frozen designs its orders print, and the files those designs
 * print or that were sent with its order messages, move to a new designer session that has
 * already ended, as a guest's do once their session ends. No browser ever holds that session; the
 * orders (kept as records of sales, their account emptied) still print and show their items.
 */
export async function keepOrderedDesigns(tx: Database, userId: string, now: Date): Promise<void> {
  const ordered = and(
    eq(designs.userId, userId),
    isNotNull(designs.frozenAt),
    sql`exists (select 1 from ${orderItems} where ${orderItems.designId} = ${designs.id})`,
  );
  const [any] = await tx.select({ id: designs.id }).from(designs).where(ordered).limit(1);
  if (!any) return;
  const [holder] = await tx
    .insert(designerSessions)
    .values({ createdAt: now, expiresAt: now })
    .returning({ id: designerSessions.id });
  if (!holder) throw new Error("designer session was not created");
  await tx.update(designs).set({ userId: null, designerSessionId: holder.id }).where(ordered);
  await tx
    .update(files)
    .set({ userId: null, designerSessionId: holder.id })
    .where(
      and(eq(files.userId, userId), keptUses(sql`${files.id}`, eq(designs.designerSessionId, holder.id))),
    );
}
