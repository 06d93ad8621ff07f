import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { orders, type OrderStatus } from "#server/db/schema.ts";
import { createTestOrder } from "#tests/support/orders.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { DASHBOARD_DAYS, loadDashboard } from "./dashboard.ts";

// Late in a UTC day: a Paris or Tokyo evening would already be "tomorrow", the dashboard's is not.
const now = new Date("2026-11-25T23:30:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe.each(testDrivers)("the dashboard on %s", (driver) => {
  const database = useTestDatabase(driver);
  const db = () => database().db;

  async function order(status: OrderStatus, paidAt: Date | null, totalCents = 2940) {
    const placed = await createTestOrder(db(), {
      status,
      placedAt: paidAt ?? hoursAgo(1),
      subtotalCents: totalCents - 940,
    });
    await db().update(orders).set({ paidAt }).where(eq(orders.id, placed.id));
    return placed;
  }

  test("sales are paid orders not cancelled or refunded, by the UTC day they were paid", async () => {
    await order("paid", new Date("2026-11-25T00:10:00Z"), 5000);
    await order("shipped", new Date("2026-11-25T22:00:00Z"), 3000);
    await order("on_hold", new Date("2026-11-24T12:00:00Z"), 1000);
    // Not sales: refunded, cancelled after payment, never paid, paid before the 30 days.
    await order("refunded", new Date("2026-11-24T12:00:00Z"), 9000);
    await order("cancelled", new Date("2026-11-24T13:00:00Z"), 9000);
    await order("pending_payment", null, 9000);
    await order("delivered", new Date("2026-10-26T23:59:59Z"), 9000);
    // The first of the 30 days.
    await order("delivered", new Date("2026-10-27T00:00:00Z"), 700);

    const dashboard = await loadDashboard(db(), now);
    expect(dashboard.days).toHaveLength(DASHBOARD_DAYS);
    expect(dashboard.days[0]).toEqual({ day: "2026-10-27", orders: 1, revenueCents: 700 });
    expect(dashboard.days.at(-1)).toEqual({ day: "2026-11-25", orders: 2, revenueCents: 8000 });
    expect(dashboard.days.at(-2)).toEqual({ day: "2026-11-24", orders: 1, revenueCents: 1000 });
    expect(dashboard.days.filter((day) => day.orders === 0)).toHaveLength(DASHBOARD_DAYS - 3);
    expect(dashboard.totals).toEqual({ orders: 4, revenueCents: 9700 });
  });

  test("every status is counted, and the paid order waiting longest for production is named with its wait", async () => {
    const oldest = await order("paid", hoursAgo(50));
    await order("paid", hoursAgo(3));
    // Held or already in production: not waiting in the queue.
    await order("on_hold", hoursAgo(100));
    await order("in_production", hoursAgo(200));
    await order("pending_payment", null);

    const dashboard = await loadDashboard(db(), now);
    expect(dashboard.byStatus).toEqual([
      { status: "pending_payment", count: 1 },
      { status: "paid", count: 2 },
      { status: "in_production", count: 1 },
      { status: "shipped", count: 0 },
      { status: "delivered", count: 0 },
      { status: "cancelled", count: 0 },
      { status: "refunded", count: 0 },
      { status: "on_hold", count: 1 },
    ]);
    expect(dashboard.oldestWaiting).toEqual({
      sn: oldest.sn,
      paidAt: hoursAgo(50).toISOString(),
      waitedMs: 50 * 60 * 60 * 1000,
    });
  });

  test("an empty shop has thirty empty days and nothing waiting", async () => {
    const dashboard = await loadDashboard(db(), now);
    expect(dashboard.days.every((day) => day.orders === 0 && day.revenueCents === 0)).toBe(true);
    expect(dashboard.totals).toEqual({ orders: 0, revenueCents: 0 });
    expect(dashboard.oldestWaiting).toBeNull();
  });
});
