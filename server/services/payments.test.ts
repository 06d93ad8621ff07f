import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { createLogger } from "#server/logger.ts";
import { orderEvents, orders, payments, paymentWebhookEvents } from "#server/db/schema.ts";
import type { CheckoutRequest, PaymentEvent, PaymentProvider } from "#server/payments/provider.ts";
import { createTestOrder } from "#tests/support/orders.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { transitionOrder } from "./order-lifecycle.ts";
import {
  handlePaymentEvent,
  PaymentMismatch,
  PaymentRefused,
  refundOrderPayment,
  refundOwedPayments,
  refundPayment,
  startPayment,
} from "./payments.ts";

/** A provider that does what it is told and remembers what it was asked. */
function fakeProvider(name = "fake") {
  const checkouts: CheckoutRequest[] = [];
  const refunds: { chargeRef: string; amountCents: number }[] = [];
  let refundFails = false;
  const provider: PaymentProvider = {
    name,
    testMode: true,
    async createCheckout(request) {
      checkouts.push(request);
      const ref = `co_${checkouts.length}_${Math.random().toString(36).slice(2)}`;
      return { ref, url: `https://pay.test/${ref}` };
    },
    async refund(request) {
      if (refundFails) throw new Error("provider unreachable");
      refunds.push(request);
      return { ref: `re_${refunds.length}` };
    },
    verifyWebhook() {
      throw new Error("not used");
    },
  };
  return {
    provider,
    checkouts,
    refunds,
    failRefunds(fails: boolean) {
      refundFails = fails;
    },
  };
}

let eventCount = 0;
function event(overrides: Partial<PaymentEvent> & Pick<PaymentEvent, "type" | "checkoutRef">): PaymentEvent {
  eventCount += 1;
  return {
    id: `evt_${eventCount}`,
    chargeRef: overrides.type === "checkout.failed" ? null : "ch_1",
    amountCents: 2940,
    currency: "USD",
    failure: null,
    checkoutClosed: false,
    ...overrides,
  };
}

for (const driver of testDrivers) {
  describe(`payments (${driver})`, () => {
    const database = useTestDatabase(driver, { seeded: true });
    const db = () => database().db;
    const placedAt = new Date("2026-11-25T10:00:00Z");
    const later = (ms: number) => new Date(placedAt.getTime() + ms);
    const urls = { successUrl: "https://shop.test/paid", cancelUrl: "https://shop.test/cancelled" };

    async function orderRow(id: string) {
      const [row] = await db().select().from(orders).where(eq(orders.id, id));
      return row!;
    }
    async function paymentRow(id: string) {
      const [row] = await db().select().from(payments).where(eq(payments.id, id));
      return row!;
    }
    const timeline = (orderId: string) =>
      db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);

    /** An order with an open checkout: what the customer has when they reach the provider's page. */
    async function orderWithCheckout(options: { locale?: "en" | "fr" } = {}) {
      const fake = fakeProvider();
      const order = await createTestOrder(db(), { placedAt, ...options });
      const started = await startPayment(db(), fake.provider, { order, ...urls, now: later(1000) });
      const payment = await paymentRow(started.paymentId);
      return { fake, order, payment, started };
    }

    test("a checkout is opened for the order's total in USD, in its language, and reused after that", async () => {
      const fake = fakeProvider();
      const order = await createTestOrder(db(), { placedAt, locale: "fr" });
      const first = await startPayment(db(), fake.provider, { order, ...urls, now: later(1000) });
      expect(first.reused).toBe(false);
      expect(fake.checkouts).toEqual([
        {
          reference: order.sn,
          amountCents: 2940,
          currency: "USD",
          description: expect.stringMatching(new RegExp(`commande ${order.sn.slice(0, 8).toUpperCase()}$`)),
          customerEmail: order.email,
          locale: "fr",
          ...urls,
        },
      ]);
      expect(await paymentRow(first.paymentId)).toMatchObject({
        orderId: order.id,
        provider: "fake",
        providerRef: expect.stringMatching(/^co_1_/),
        checkoutUrl: first.url,
        amountCents: 2940,
        currency: "USD",
        status: "open",
      });
      // Back on the payment page (a refused card, another try): the same checkout.
      const again = await startPayment(db(), fake.provider, { order, ...urls, now: later(2000) });
      expect(again).toEqual({ ...first, reused: true });
      expect(fake.checkouts).toHaveLength(1);
    });

    test("only an order awaiting payment can be paid", async () => {
      const fake = fakeProvider();
      for (const status of ["paid", "cancelled", "refunded"] as const) {
        const order = await createTestOrder(db(), { placedAt, status });
        await expect(startPayment(db(), fake.provider, { order, ...urls, now: later(1000) })).rejects.toThrow(
          PaymentRefused,
        );
      }
      // Read before it was cancelled: the row's status is checked again when the payment is written.
      const order = await createTestOrder(db(), { placedAt });
      await transitionOrder(db(), { orderId: order.id, to: "cancelled", actor: "customer", now: later(500) });
      await expect(startPayment(db(), fake.provider, { order, ...urls, now: later(1000) })).rejects.toThrow(
        PaymentRefused,
      );
      expect(await db().select().from(payments)).toEqual([]);
    });

    test("a paid checkout pays the order once, however often the webhook comes", async () => {
      const { order, payment } = await orderWithCheckout();
      const paid = event({ type: "checkout.paid", checkoutRef: payment.providerRef, chargeRef: "ch_paid" });
      const results = [];
      for (let delivery = 0; delivery < 4; delivery += 1) {
        results.push(await handlePaymentEvent(db(), "fake", paid, later(5000 + delivery)));
      }
      expect(results.map((result) => result.outcome)).toEqual([
        "paid",
        "duplicate",
        "duplicate",
        "duplicate",
      ]);
      expect(await paymentRow(payment.id)).toMatchObject({
        status: "succeeded",
        chargeRef: "ch_paid",
        updatedAt: later(5000),
      });
      expect(await orderRow(order.id)).toMatchObject({ status: "paid", paidAt: later(5000) });
      const events = await timeline(order.id);
      expect(events.map((row) => [row.fromStatus, row.toStatus, row.actor])).toEqual([
        ["pending_payment", "paid", "payment"],
      ]);
      expect(await db().select().from(paymentWebhookEvents)).toHaveLength(1);
    });

    test("four deliveries of one event at once still pay once", async () => {
      const { order, payment } = await orderWithCheckout();
      const paid = event({ type: "checkout.paid", checkoutRef: payment.providerRef });
      const results = await Promise.all(
        [0, 1, 2, 3].map((delivery) => handlePaymentEvent(db(), "fake", paid, later(5000 + delivery))),
      );
      expect(results.filter((result) => result.outcome === "paid")).toHaveLength(1);
      expect(results.filter((result) => result.outcome === "duplicate")).toHaveLength(3);
      expect(await timeline(order.id)).toHaveLength(1);
    });

    test("a wrong amount or currency is refused and changes nothing, its event id included", async () => {
      const { order, payment } = await orderWithCheckout();
      for (const wrong of [
        { amountCents: 100 },
        { currency: "EUR" },
        { amountCents: 2941, currency: "usd" },
      ]) {
        const forged = event({
          type: "checkout.paid",
          checkoutRef: payment.providerRef,
          id: "evt_same",
          ...wrong,
        });
        await expect(handlePaymentEvent(db(), "fake", forged, later(5000))).rejects.toThrow(PaymentMismatch);
      }
      expect(await paymentRow(payment.id)).toMatchObject({ status: "open", chargeRef: null });
      expect(await orderRow(order.id)).toMatchObject({ status: "pending_payment", paidAt: null });
      expect(await timeline(order.id)).toEqual([]);
      expect(await db().select().from(paymentWebhookEvents)).toEqual([]);
      // The same event id with the right amount is still applied.
      const right = event({ type: "checkout.paid", checkoutRef: payment.providerRef, id: "evt_same" });
      expect(await handlePaymentEvent(db(), "fake", right, later(6000))).toMatchObject({ outcome: "paid" });
    });

    test("an event about a checkout the shop does not know changes nothing", async () => {
      const { payment } = await orderWithCheckout();
      const stranger = event({ type: "checkout.paid", checkoutRef: "co_someone_else" });
      expect(await handlePaymentEvent(db(), "fake", stranger, later(5000))).toEqual({ outcome: "unknown" });
      // Another provider's checkout with the same id is not ours either.
      const elsewhere = event({ type: "checkout.paid", checkoutRef: payment.providerRef });
      expect(await handlePaymentEvent(db(), "other", elsewhere, later(5000))).toEqual({ outcome: "unknown" });
      expect(await db().select().from(paymentWebhookEvents)).toEqual([]);
      expect((await paymentRow(payment.id)).status).toBe("open");
    });

    test("a refused card leaves the order waiting and the checkout open for another card", async () => {
      const { fake, order, payment, started } = await orderWithCheckout();
      const declined = event({
        type: "checkout.failed",
        checkoutRef: payment.providerRef,
        failure: "insufficientFunds",
      });
      expect(await handlePaymentEvent(db(), "fake", declined, later(5000))).toMatchObject({
        outcome: "failed",
        failure: "insufficientFunds",
        closed: false,
      });
      expect(await paymentRow(payment.id)).toMatchObject({ status: "open", failure: "insufficientFunds" });
      expect((await orderRow(order.id)).status).toBe("pending_payment");
      const retry = await startPayment(db(), fake.provider, { order, ...urls, now: later(6000) });
      expect(retry.url).toBe(started.url);

      const paid = event({ type: "checkout.paid", checkoutRef: payment.providerRef });
      expect(await handlePaymentEvent(db(), "fake", paid, later(7000))).toMatchObject({ outcome: "paid" });
      expect(await paymentRow(payment.id)).toMatchObject({ status: "succeeded", failure: null });
    });

    test("an expired checkout is closed, and paying again opens a new one", async () => {
      const { fake, order, payment, started } = await orderWithCheckout();
      const expired = event({
        type: "checkout.failed",
        checkoutRef: payment.providerRef,
        failure: "expired",
        checkoutClosed: true,
      });
      await handlePaymentEvent(db(), "fake", expired, later(5000));
      expect(await paymentRow(payment.id)).toMatchObject({ status: "failed", failure: "expired" });
      const next = await startPayment(db(), fake.provider, { order, ...urls, now: later(6000) });
      expect(next.reused).toBe(false);
      expect(next.url).not.toBe(started.url);
    });

    test("a payment for an order cancelled meanwhile is recorded and refunded; the order ends refunded", async () => {
      const { fake, order, payment } = await orderWithCheckout();
      await transitionOrder(db(), { orderId: order.id, to: "cancelled", actor: "system", now: later(3000) });
      const paid = event({ type: "checkout.paid", checkoutRef: payment.providerRef, chargeRef: "ch_late" });
      const result = await handlePaymentEvent(db(), "fake", paid, later(5000));
      expect(result).toEqual({
        outcome: "paidAfterClose",
        orderId: order.id,
        paymentId: payment.id,
        chargeRef: "ch_late",
        amountCents: 2940,
      });
      expect((await orderRow(order.id)).status).toBe("cancelled");
      expect(await refundPayment(db(), fake.provider, { paymentId: payment.id, now: later(6000) })).toEqual({
        ref: "re_1",
      });
      expect(fake.refunds).toEqual([{ chargeRef: "ch_late", amountCents: 2940 }]);

      const refunded = event({
        type: "charge.refunded",
        checkoutRef: payment.providerRef,
        chargeRef: "ch_late",
      });
      expect(await handlePaymentEvent(db(), "fake", refunded, later(7000))).toMatchObject({
        outcome: "refunded",
        orderRefunded: true,
      });
      expect(await paymentRow(payment.id)).toMatchObject({ status: "refunded" });
      expect((await timeline(order.id)).map((row) => row.toStatus)).toEqual(["cancelled", "refunded"]);
    });

    test("cancelling a paid order refunds its payment; the provider's word, found by the charge, ends it", async () => {
      const { fake, order, payment } = await orderWithCheckout();
      await handlePaymentEvent(
        db(),
        "fake",
        event({ type: "checkout.paid", checkoutRef: payment.providerRef, chargeRef: "pi_42" }),
        later(5000),
      );
      await transitionOrder(db(), {
        orderId: order.id,
        to: "cancelled",
        actor: "customer",
        now: later(6000),
      });
      await refundOrderPayment(db(), fake.provider, { orderId: order.id, now: later(6000) });
      expect(fake.refunds).toEqual([{ chargeRef: "pi_42", amountCents: 2940 }]);
      // As Stripe says it: no checkout, the PaymentIntent.
      const refunded = event({ type: "charge.refunded", checkoutRef: null, chargeRef: "pi_42" });
      const result = await handlePaymentEvent(db(), "fake", refunded, later(7000));
      expect(result).toMatchObject({ outcome: "refunded", orderRefunded: true });
      expect(await handlePaymentEvent(db(), "fake", refunded, later(8000))).toEqual({ outcome: "duplicate" });
      expect((await orderRow(order.id)).status).toBe("refunded");
      // A late copy of the paid event changes nothing any more.
      const latePaid = event({ type: "checkout.paid", checkoutRef: payment.providerRef, chargeRef: "pi_42" });
      expect(await handlePaymentEvent(db(), "fake", latePaid, later(9000))).toMatchObject({
        outcome: "unchanged",
      });
    });

    test("what the caller queues with a change is committed with it, or not at all", async () => {
      const { order, payment } = await orderWithCheckout();
      const paid = event({ type: "checkout.paid", checkoutRef: payment.providerRef });
      await expect(
        handlePaymentEvent(db(), "fake", paid, later(5000), {
          onChange: async () => {
            throw new Error("the mail could not be queued");
          },
        }),
      ).rejects.toThrow(/mail/);
      expect((await orderRow(order.id)).status).toBe("pending_payment");
      expect(await db().select().from(paymentWebhookEvents)).toEqual([]);
      const changes: string[] = [];
      await handlePaymentEvent(db(), "fake", paid, later(6000), {
        onChange: async (tx, change) => {
          const [row] = await tx
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, change.orderId));
          changes.push(`${change.outcome}:${row?.status}`);
        },
      });
      expect(changes).toEqual(["paid:paid"]);
    });

    test("the refund job asks again for refunds that did not go through, and leaves recent ones alone", async () => {
      const { fake, order, payment } = await orderWithCheckout();
      await handlePaymentEvent(
        db(),
        "fake",
        event({ type: "checkout.paid", checkoutRef: payment.providerRef, chargeRef: "ch_owed" }),
        later(5000),
      );
      await transitionOrder(db(), {
        orderId: order.id,
        to: "cancelled",
        actor: "customer",
        now: later(6000),
      });
      fake.failRefunds(true);
      const lines: string[] = [];
      const logger = createLogger("error", { write: (line: string) => void lines.push(line) });
      // The cancellation stands; the failure is logged and left to the job.
      await refundOrderPayment(db(), fake.provider, { orderId: order.id, now: later(6000), logger });
      expect(lines.join("")).toMatch(/refund failed/);
      expect(fake.refunds).toEqual([]);
      // Too soon after the cancel: the request's own refund may still be under way.
      expect(
        await refundOwedPayments({ db: db(), provider: fake.provider, logger, now: later(60_000) }),
      ).toEqual({
        asked: 0,
        failed: 0,
      });
      expect(
        await refundOwedPayments({ db: db(), provider: fake.provider, logger, now: later(11 * 60_000) }),
      ).toEqual({ asked: 0, failed: 1 });
      fake.failRefunds(false);
      expect(
        await refundOwedPayments({ db: db(), provider: fake.provider, logger, now: later(12 * 60_000) }),
      ).toEqual({ asked: 1, failed: 0 });
      expect(fake.refunds).toEqual([{ chargeRef: "ch_owed", amountCents: 2940 }]);
      // Asked just now: the next run waits for the provider's webhook.
      expect(
        await refundOwedPayments({ db: db(), provider: fake.provider, logger, now: later(13 * 60_000) }),
      ).toEqual({ asked: 0, failed: 0 });
    });
  });
}
