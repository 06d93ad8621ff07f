/**
 * The back-office's dashboard: sales per day, orders by status, and the paid order that has waited
 * longest for production. Days are UTC calendar days; what counts as a sale is
 * docs/decisions/020-back-office-catalogue.md: an order paid (`paid_at` set) and neither cancelled
 * nor refunded, counted on the day it was paid, for its total (items, shipping and tax, in USD
 * cents, as charged).
 */
import { and, asc, count, eq, gt, gte, isNotNull, lt, notInArray, sql, sum } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { orders, orderStatuses, type OrderStatus } from "../db/schema.ts";

/** How many days the dashboard's chart covers, today (UTC) included. */
export const DASHBOARD_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Statuses whose money the shop did not keep: never counted as sales. */
const unsoldStatuses: OrderStatus[] = ["cancelled", "refunded"];

export type DailySales = {
  /** The UTC calendar day, `YYYY-MM-DD`. */
  day: string;
  orders: number;
  revenueCents: number;
};

export type Dashboard = {
  /** `DASHBOARD_DAYS` days, oldest first, every day present (zero when nothing sold). */
  days: DailySales[];
  totals: { orders: number; revenueCents: number };
  /** The discount codes' reductions on those sales (docs/decisions/025): how many orders, how much. */
  discounts: { orders: number; cents: number };
  /** Every status with its number of orders, in the lifecycle's order. */
  byStatus: { status: OrderStatus; count: number }[];
  /** The paid order waiting longest for production, and since when it was paid. */
  oldestWaiting: { sn: string; paidAt: string; waitedMs: number } | null;
};

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** What the dashboard shows at `now`. */
export async function loadDashboard(db: Database, now: Date): Promise<Dashboard> {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(todayStart - (DASHBOARD_DAYS - 1) * DAY_MS);
  const until = new Date(todayStart + DAY_MS);
  const paidDay = sql<string>`to_char(${orders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const sales = and(
    isNotNull(orders.paidAt),
    gte(orders.paidAt, from),
    lt(orders.paidAt, until),
    notInArray(orders.status, unsoldStatuses),
  );
  const [daily, statuses, waiting, discounted] = await Promise.all([
    db
      .select({ day: paidDay, orders: count(), revenueCents: sum(orders.totalCents).mapWith(Number) })
      .from(orders)
      .where(sales)
      .groupBy(paidDay),
    db.select({ status: orders.status, count: count() }).from(orders).groupBy(orders.status),
    db
      .select({ sn: orders.sn, paidAt: orders.paidAt })
      .from(orders)
      .where(and(eq(orders.status, "paid"), isNotNull(orders.paidAt)))
      .orderBy(asc(orders.paidAt), asc(orders.id))
      .limit(1),
    db
      .select({ orders: count(), cents: sum(orders.discountCents).mapWith(Number) })
      .from(orders)
      .where(and(sales, gt(orders.discountCents, 0))),
  ]);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const days: DailySales[] = [];
  for (let index = 0; index < DASHBOARD_DAYS; index += 1) {
    const day = utcDay(new Date(from.getTime() + index * DAY_MS));
    const row = byDay.get(day);
    days.push({ day, orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 });
  }
  const counts = new Map(statuses.map((row) => [row.status, row.count]));
  const oldest = waiting[0];
  return {
    days,
    totals: {
      orders: days.reduce((total, day) => total + day.orders, 0),
      revenueCents: days.reduce((total, day) => total + day.revenueCents, 0),
    },
    discounts: { orders: discounted[0]?.orders ?? 0, cents: discounted[0]?.cents ?? 0 },
    byStatus: orderStatuses.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    oldestWaiting: oldest?.paidAt
      ? {
          sn: oldest.sn,
          paidAt: oldest.paidAt.toISOString(),
          waitedMs: Math.max(0, now.getTime() - oldest.paidAt.getTime()),
        }
      : null,
  };
}
