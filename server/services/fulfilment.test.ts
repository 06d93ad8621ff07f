import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { createPaidTestOrder, createTestOrder, createTestUser } from "#tests/support/orders.ts";
import { auditLog, mailOutbox, orderEvents, orders, payments } from "../db/schema.ts";
import type { AuditActor } from "./audit.ts";
import {
  addOrderMessage,
  cancelAndRefund,
  FulfilmentInputRefused,
  holdOrder,
  markDelivered,
  operatorOrder,
  OrderActionRefused,
  queueCounts,
  releaseOrder,
  searchOrders,
  shipOrder,
  startProduction,
} from "./fulfilment.ts";
import { OrderNotFound } from "./order-lifecycle.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every time written is the one given.
const { start, minutesLater: later } = shopClock();
const origin = "https://shop.example";

describe.each(testDrivers)("fulfilment on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  async function operator(): Promise<AuditActor> {
    const user = await createTestUser(db(), start);
    return { userId: user.id, label: user.email };
  }

  const paidOrder = (locale: "en" | "fr" = "en") => createPaidTestOrder(db(), { locale, placedAt: start });

  const mailsFor = async () => db().select().from(mailOutbox).orderBy(mailOutbox.id);
  const auditFor = async (sn: string) =>
    db().select().from(auditLog).where(eq(auditLog.targetId, sn)).orderBy(auditLog.id);

  test("paid → in production → shipped → delivered: each step timed by the clock given, audited and mailed", async () => {
    const actor = await operator();
    const order = await paidOrder();
    await startProduction(db(), { sn: order.sn, actor, now: later(1), origin });
    await shipOrder(db(), {
      sn: order.sn,
      actor,
      now: later(2),
      origin,
      carrier: "ups",
      trackingNumber: "1z 999 aa1 0123456784",
    });
    await markDelivered(db(), { sn: order.sn, actor, now: later(3), origin });

    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: "delivered",
      trackingCarrier: "ups",
      trackingNumber: "1Z999AA10123456784",
      updatedAt: later(3),
    });
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((event) => [event.toStatus, event.actor, event.actorUserId, event.at])).toEqual([
      ["in_production", "operator", actor.userId, later(1)],
      ["shipped", "operator", actor.userId, later(2)],
      ["delivered", "operator", actor.userId, later(3)],
    ]);
    const audit = await auditFor(order.sn);
    expect(audit.map((line) => [line.action, line.actor, line.at])).toEqual([
      ["order.startProduction", actor.label, later(1)],
      ["order.ship", actor.label, later(2)],
      ["order.deliver", actor.label, later(3)],
    ]);
    expect(audit[1]!.details).toMatchObject({ carrier: "ups", trackingNumber: "1Z999AA10123456784" });
    const mails = await mailsFor();
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/is being printed$/),
      expect.stringMatching(/has shipped$/),
      expect.stringMatching(/was delivered$/),
    ]);
    expect(mails[1]!.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(mails[1]!.text).toContain(`${origin}/account/orders/${order.sn}`);
    expect(mails.every((mail) => mail.createdAt.getTime() >= later(1).getTime())).toBe(true);
  });

  test("a hold tells the customer why in their language; their answer and the release follow", async () => {
    const actor = await operator();
    const order = await paidOrder("fr");
    await holdOrder(db(), {
      sn: order.sn,
      actor,
      now: later(1),
      origin,
      reason: "  Votre image est trop petite : envoyez-en une plus grande.  ",
    });
    const [held] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(held).toMatchObject({
      status: "on_hold",
      holdReason: "Votre image est trop petite : envoyez-en une plus grande.",
    });
    const [holdMail] = await mailsFor();
    expect(holdMail!.subject).toMatch(/^Action requise/);
    expect(holdMail!.text).toContain("Votre image est trop petite");
    expect(holdMail!.text).toContain(`${origin}/fr/account/orders/${order.sn}#order-conversation`);

    await addOrderMessage(db(), {
      sn: order.sn,
      author: "customer",
      userId: order.userId!,
      body: "Voici une image plus grande.",
      now: later(2),
    });
    const stranger = await createTestUser(db(), start);
    await expect(
      addOrderMessage(db(), {
        sn: order.sn,
        author: "customer",
        userId: stranger.id,
        body: "Hi",
        now: later(2),
      }),
    ).rejects.toBeInstanceOf(OrderNotFound);

    await releaseOrder(db(), { sn: order.sn, actor, now: later(3), origin, to: "in_production" });
    const detail = await operatorOrder(db(), order.sn, "fr");
    expect(detail).toMatchObject({ status: "in_production", holdReason: null });
    expect(detail!.messages.map((message) => [message.author, message.body])).toEqual([
      ["customer", "Voici une image plus grande."],
    ]);
    expect(detail!.events.map((event) => [event.toStatus, event.note])).toEqual([
      ["on_hold", "Votre image est trop petite : envoyez-en une plus grande."],
      ["in_production", null],
    ]);
    expect((await auditFor(order.sn)).map((line) => line.action)).toEqual(["order.hold", "order.release"]);
    expect((await mailsFor()).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Action requise/),
      expect.stringMatching(/en cours d’impression$/),
    ]);
  });

  test("an action the lifecycle forbids is refused and changes, logs and mails nothing", async () => {
    const actor = await operator();
    const cancelled = await createTestOrder(db(), { status: "cancelled" });
    const refused = shipOrder(db(), {
      sn: cancelled.sn,
      actor,
      now: later(1),
      origin,
      carrier: "dhl",
      trackingNumber: "JD014600006281230",
    });
    await expect(refused).rejects.toBeInstanceOf(OrderActionRefused);
    await expect(refused).rejects.toMatchObject({ action: "ship", status: "cancelled" });
    const [row] = await db().select().from(orders).where(eq(orders.id, cancelled.id));
    expect(row).toMatchObject({ status: "cancelled", trackingNumber: null });
    expect(await auditFor(cancelled.sn)).toEqual([]);
    expect(await mailsFor()).toEqual([]);

    const paid = await paidOrder();
    await expect(markDelivered(db(), { sn: paid.sn, actor, now: later(1), origin })).rejects.toMatchObject({
      action: "deliver",
      status: "paid",
    });
    await expect(
      releaseOrder(db(), { sn: paid.sn, actor, now: later(1), origin, to: "paid" }),
    ).rejects.toBeInstanceOf(OrderActionRefused);
  });

  test("bad input is refused: unknown carrier, malformed tracking number, empty reason", async () => {
    const actor = await operator();
    const order = await paidOrder();
    const base = { sn: order.sn, actor, now: later(1), origin };
    await expect(
      shipOrder(db(), { ...base, carrier: "pigeon", trackingNumber: "ABC123456" }),
    ).rejects.toMatchObject({ reason: "carrier" });
    await expect(
      shipOrder(db(), { ...base, carrier: "ups", trackingNumber: "12<script>" }),
    ).rejects.toMatchObject({ reason: "trackingNumber" });
    await expect(holdOrder(db(), { ...base, reason: "   " })).rejects.toBeInstanceOf(FulfilmentInputRefused);
    await expect(startProduction(db(), { ...base, sn: "abcdefghijkmnpqrstuvwxyz" })).rejects.toBeInstanceOf(
      OrderNotFound,
    );
  });

  test("cancel and refund: a paid order asks the provider for its money back; an unpaid one does not", async () => {
    const actor = await operator();
    const order = await paidOrder();
    await db()
      .insert(payments)
      .values({
        orderId: order.id,
        provider: "test",
        providerRef: `cs_${order.sn}`,
        chargeRef: `ch_${order.sn}`,
        checkoutUrl: "https://pay.example/cs",
        amountCents: order.totalCents,
        currency: "USD",
        status: "succeeded",
        createdAt: start,
        updatedAt: start,
      });
    const refunded: string[] = [];
    const result = await cancelAndRefund(db(), {
      sn: order.sn,
      actor,
      now: later(1),
      origin,
      reason: "The artwork is not printable.",
      refund: async (id) => void refunded.push(id),
    });
    expect(result).toEqual({ from: "paid", refunding: true });
    expect(refunded).toEqual([order.id]);
    const [cancelMail] = await mailsFor();
    expect(cancelMail!.text).toContain("being refunded in full");
    expect((await auditFor(order.sn))[0]).toMatchObject({
      action: "order.cancel",
      details: { from: "paid", to: "cancelled", reason: "The artwork is not printable." },
    });

    const unpaid = await createTestOrder(db());
    const closed = await cancelAndRefund(db(), {
      sn: unpaid.sn,
      actor,
      now: later(2),
      origin,
      refund: async (id) => void refunded.push(id),
    });
    expect(closed).toEqual({ from: "pending_payment", refunding: false });
    expect(refunded).toEqual([order.id]);
  });

  test("the queue counts work by status and finds orders by sn, email or name", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    await db()
      .update(orders)
      .set({ email: "ada@example.net", address: { ...second.address, fullName: "Ada Lovelace" } })
      .where(eq(orders.id, second.id));
    await createTestOrder(db(), { status: "on_hold" });
    await createTestOrder(db(), { status: "in_production" });

    const counts = await queueCounts(db());
    expect(counts).toMatchObject({ paid: 2, on_hold: 1, in_production: 1, shipped: 0 });
    const toPrint = await searchOrders(db(), { status: "paid", page: 1, language: "en" });
    expect(toPrint.orders.map((order) => order.sn).sort()).toEqual([first.sn, second.sn].sort());
    expect((await searchOrders(db(), { query: "lovelace", page: 1, language: "en" })).orders).toEqual([
      expect.objectContaining({ sn: second.sn, name: "Ada Lovelace", email: "ada@example.net" }),
    ]);
    expect((await searchOrders(db(), { query: "ADA@EXAMPLE", page: 1, language: "en" })).total).toBe(1);
    expect(
      (await searchOrders(db(), { query: first.sn.slice(0, 8), page: 1, language: "en" })).orders.map(
        (order) => order.sn,
      ),
    ).toEqual([first.sn]);
    expect((await searchOrders(db(), { query: "100%_", page: 1, language: "en" })).total).toBe(0);
  });

  test("an operator's message is audited; the detail shows it with its author", async () => {
    const actor = await operator();
    const order = await paidOrder();
    await addOrderMessage(db(), {
      sn: order.sn,
      author: "operator",
      actor,
      origin,
      body: "We will print it tomorrow.",
      now: later(1),
    });
    const detail = await operatorOrder(db(), order.sn, "en");
    expect(detail!.messages).toEqual([
      expect.objectContaining({ author: "operator", authorEmail: actor.label, at: later(1).toISOString() }),
    ]);
    expect(detail!.audit.map((line) => line.action)).toEqual(["order.message"]);
    expect(detail!.next.sort()).toEqual(["cancelled", "in_production", "on_hold"]);
    expect(detail!.customer).not.toBeNull();
  });
});
