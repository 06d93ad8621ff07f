import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { shopClock } from "#tests/support/clock.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { createTestOrder, createTestUser } from "#tests/support/orders.ts";
import { loadConfig } from "../config.ts";
import { mailOutbox, notifications, orders } from "../db/schema.ts";
import { createLogger } from "../logger.ts";
import { createTestProvider } from "../payments/test-provider.ts";
import { UNPAID_ORDER_LIFETIME_MS } from "../services/orders.ts";
import { cancelOrderAsCustomer, expireUnpaidOrders } from "./orders.ts";

const { start, later } = shopClock();

// The mail and the change it tells of are written together (ADR 021): a mail that cannot be
// written (here, a link that is not a web address) leaves the order as it was.
describe.each(testDrivers)("the customer's order commands on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });

  function services(now: Date) {
    const db = database().db;
    const logger = createLogger("silent");
    const clock = () => now;
    const payments = createTestProvider({
      db,
      logger,
      now: clock,
      secret: "a test webhook secret",
      publicUrl: undefined,
      webhookOrigin: () => undefined,
    });
    return { db, logger, now: clock, payments, config: loadConfig({}) };
  }

  const statusOf = async (id: string) =>
    (await database().db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
  const mailCount = async () => (await database().db.select().from(mailOutbox)).length;

  test("a cancel is mailed in its transaction: the order is cancelled and mailed, or neither", async () => {
    const user = await createTestUser(database().db, start);
    const order = await createTestOrder(database().db, { userId: user.id, placedAt: start });
    const refused = cancelOrderAsCustomer(services(later(1000)), {
      owner: { userId: user.id },
      sn: order.sn,
      requestOrigin: "ftp://shop.example",
    });
    await expect(refused).rejects.toThrow("mail links must be absolute http(s) URLs");
    expect(await statusOf(order.id)).toBe("pending_payment");
    expect(await mailCount()).toBe(0);

    const cancelled = await cancelOrderAsCustomer(services(later(2000)), {
      owner: { userId: user.id },
      sn: order.sn,
      requestOrigin: "https://shop.example",
    });
    expect(cancelled).toEqual({ from: "pending_payment" });
    expect(await statusOf(order.id)).toBe("cancelled");
    const [mail] = await database().db.select().from(mailOutbox);
    expect(mail).toMatchObject({ recipient: order.email, createdAt: later(2000) });
    const [notification] = await database().db.select().from(notifications);
    expect(notification).toMatchObject({ userId: user.id, type: "order_cancelled" });
  });

  test("an unpaid order past its time is cancelled with its mail, each order on its own", async () => {
    const order = await createTestOrder(database().db, { placedAt: start });
    const due = later(UNPAID_ORDER_LIFETIME_MS + 1000);
    await expect(expireUnpaidOrders(services(due), { origin: "ftp://shop.example" })).rejects.toThrow(
      "mail links must be absolute http(s) URLs",
    );
    expect(await statusOf(order.id)).toBe("pending_payment");

    await expireUnpaidOrders(services(due), { origin: "https://shop.example" });
    expect(await statusOf(order.id)).toBe("cancelled");
    expect(await mailCount()).toBe(1);
  });
});
