/** What an unsubscribe link (the foot of an optional mail) names, for the page it opens. */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { readUnsubscribeToken, type UnsubscribeTopic } from "./notifications.ts";

/**
 * The account a link's token names (its email, to show masked) and what it stops; null for a
 * token the shop did not sign, or whose account is gone.
 */
export async function readUnsubscribeLink(
  db: Database,
  token: string,
): Promise<{ userId: string; topic: UnsubscribeTopic; email: string } | null> {
  const named = await readUnsubscribeToken(db, token);
  if (!named) return null;
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, named.userId));
  return account ? { userId: named.userId, topic: named.type, email: account.email } : null;
}
