import { asc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { shippingRates } from "../db/schema.ts";

export type ShippingRate = {
  region: string;
  standardFirstCents: number;
  standardAdditionalCents: number;
  expressFirstCents: number | null;
  expressAdditionalCents: number | null;
};

/** Shipping prices per destination region, in display order, in USD cents. */
export async function listShippingRates(db: Database): Promise<ShippingRate[]> {
  const rows = await db.select().from(shippingRates).orderBy(asc(shippingRates.sortOrder));
  return rows.map(({ sortOrder: _sortOrder, ...rate }) => rate);
}
