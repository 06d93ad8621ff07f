/**
 * Who shops (docs/decisions/026-guest-checkout.md): a signed-in account or, for a visitor
 * ordering without one, their designer session. The cart, the addresses and the applied code
 * belong to one of the two, as drafts and files do; a guest's email is kept on the session.
 */
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { designerSessions } from "../db/schema.ts";
import type { FileOwner } from "./files.ts";

export type Shopper = FileOwner;

/** The rows of a table with both owner columns that belong to `shopper`. */
export function ownedBy(table: { userId: PgColumn; designerSessionId: PgColumn }, shopper: Shopper): SQL {
  return "userId" in shopper
    ? eq(table.userId, shopper.userId)
    : eq(table.designerSessionId, shopper.designerSessionId);
}

/** The owner columns of a new row of `shopper`'s. */
export function ownerColumns(shopper: Shopper): { userId: string | null; designerSessionId: string | null } {
  return "userId" in shopper
    ? { userId: shopper.userId, designerSessionId: null }
    : { userId: null, designerSessionId: shopper.designerSessionId };
}

/** The email a guest gave on the delivery step, or null. */
export async function guestEmail(db: Database, designerSessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: designerSessions.email })
    .from(designerSessions)
    .where(eq(designerSessions.id, designerSessionId));
  return row?.email ?? null;
}

/** Keeps the email a guest gave (already checked by `guestEmailSchema`) for their order. */
export async function setGuestEmail(db: Database, designerSessionId: string, email: string): Promise<void> {
  await db.update(designerSessions).set({ email }).where(eq(designerSessions.id, designerSessionId));
}
