/**
 * Paying for orders, whatever the provider (docs/decisions/018-orders-and-payments.md,
 * "Payments"): opening a checkout for an order awaiting payment, applying the provider's webhook
 * events exactly once, and refunding. Amounts are the order's frozen total in USD cents; a
 * provider's word that disagrees on amount or currency is refused and changes nothing.
 */
import { and, desc, eq, lt } from "drizzle-orm";
import type { Locale } from "#core/locales.ts";
import { resources } from "#locales/index.ts";
import type { Database } from "../db/client.ts";
import { orders, payments, paymentWebhookEvents, type OrderStatus } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { PaymentEvent, PaymentFailure, PaymentProvider } from "../payments/provider.ts";
import { countDiscountUse } from "./discounts.ts";
import { IllegalTransition, transitionOrder } from "./order-lifecycle.ts";
import { orderReference } from "./order-mail.ts";
import { getSiteSettings } from "./site.ts";

/** The order cannot be paid: it is not awaiting payment (paid, cancelled or expired meanwhile). */
export class PaymentRefused extends Error {
  override name = "PaymentRefused";
  readonly reason = "notPayable";
}

/** A provider event whose amount or currency is not the payment's: refused, nothing written. */
export class PaymentMismatch extends Error {
  override name = "PaymentMismatch";
  readonly expected: { amountCents: number; currency: string };
  readonly received: { amountCents: number; currency: string };
  constructor(expected: PaymentMismatch["expected"], received: PaymentMismatch["received"]) {
    super(
      `the event says ${received.amountCents} ${received.currency}, the payment is ${expected.amountCents} ${expected.currency}`,
    );
    this.expected = expected;
    this.received = received;
  }
}

type OrderToPay = {
  id: string;
  sn: string;
  status: OrderStatus;
  totalCents: number;
  email: string;
  locale: string;
};

/** "Inkwell Print Co. — order 7K3F9QAB": what the provider's page says is being paid for. */
async function checkoutDescription(db: Database, order: OrderToPay, locale: Locale): Promise<string> {
  const { siteName } = await getSiteSettings(db, locale);
  return resources[locale].payment.checkoutDescription
    .replace("{{siteName}}", siteName)
    .replace("{{reference}}", orderReference(order.sn));
}

async function openPaymentOf(db: Database, orderId: string, provider: string) {
  const [payment] = await db
    .select({ id: payments.id, checkoutUrl: payments.checkoutUrl })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider), eq(payments.status, "open")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment;
}

/**
 * Where the customer pays `order`: its open checkout when it has one (a refused card is tried
 * again on the same page), else a new checkout of the order's total in USD and its `payments`
 * row. Refuses (`PaymentRefused`) unless the order awaits payment.
 */
export async function startPayment(
  db: Database,
  provider: PaymentProvider,
  options: { order: OrderToPay; successUrl: string; cancelUrl: string; now: Date },
): Promise<{ url: string; paymentId: string; reused: boolean }> {
  const { order, now } = options;
  if (order.status !== "pending_payment") throw new PaymentRefused();
  const open = await openPaymentOf(db, order.id, provider.name);
  if (open) return { url: open.checkoutUrl, paymentId: open.id, reused: true };

  const locale: Locale = order.locale === "fr" ? "fr" : "en";
  // Outside the transaction: the provider is a network call (the test provider writes through
  // its own connection, which an embedded database's open transaction would block).
  const checkout = await provider.createCheckout({
    reference: order.sn,
    amountCents: order.totalCents,
    currency: "USD",
    description: await checkoutDescription(db, order, locale),
    customerEmail: order.email,
    locale,
    successUrl: options.successUrl,
    cancelUrl: options.cancelUrl,
  });
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.status, totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for("update");
    if (current?.status !== "pending_payment") throw new PaymentRefused();
    // Two clicks at once: the first checkout stands; the other one is never shown.
    const raced = await openPaymentOf(tx, order.id, provider.name);
    if (raced) return { url: raced.checkoutUrl, paymentId: raced.id, reused: true };
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        provider: provider.name,
        providerRef: checkout.ref,
        checkoutUrl: checkout.url,
        amountCents: current.totalCents,
        currency: "USD",
        status: "open",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error("the payments table did not return the new payment");
    return { url: checkout.url, paymentId: payment.id, reused: false };
  });
}

/** What a provider event did, for the caller to tell the customer (mail) and to log. */
export type PaymentEventResult =
  /** Handled before: nothing changed. */
  | { outcome: "duplicate" }
  /** No payment of ours has this checkout (another system's, on a shared provider account). */
  | { outcome: "unknown" }
  /** The payment succeeded and the order is paid. */
  | { outcome: "paid"; orderId: string; paymentId: string }
  /**
   * The payment succeeded but the order no longer awaited it (cancelled or expired meanwhile):
   * the money must go back; the caller asks the provider to refund it (`refundPayment`).
   */
  | {
      outcome: "paidAfterClose";
      orderId: string;
      paymentId: string;
      chargeRef: string | null;
      amountCents: number;
    }
  /** A checkout attempt failed; `closed`: a new checkout is needed to try again. */
  | { outcome: "failed"; orderId: string; paymentId: string; failure: PaymentFailure; closed: boolean }
  /** The payment was refunded; `orderRefunded`: the order moved to `refunded` with it. */
  | { outcome: "refunded"; orderId: string; paymentId: string; orderRefunded: boolean }
  /** Said already by an earlier event (paid twice, failed after paying): nothing changed. */
  | { outcome: "unchanged"; orderId: string; paymentId: string };

export type PaymentChange = Exclude<PaymentEventResult, { outcome: "duplicate" | "unknown" }>;

/**
 * Applies one verified provider event, in one transaction, exactly once: its id is recorded in
 * `payment_webhook_events`, so the same event delivered again is a `duplicate` that changes
 * nothing. An event whose amount or currency disagrees with the payment throws `PaymentMismatch`
 * and writes nothing (its id neither, so a corrected delivery is still applied). An event about
 * a checkout the shop does not know is `unknown` and writes nothing. `onChange` runs inside the
 * transaction with what changed (to queue mail in the same commit).
 */
export async function handlePaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
  now: Date,
  options: { onChange?: (tx: Database, change: PaymentChange) => Promise<void> } = {},
): Promise<PaymentEventResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // Stripe's refunds name the PaymentIntent only: that is the charge the shop keeps.
    const match = event.checkoutRef
      ? eq(payments.providerRef, event.checkoutRef)
      : event.chargeRef
        ? eq(payments.chargeRef, event.chargeRef)
        : undefined;
    if (!match) return { outcome: "unknown" };
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), match))
      .for("update");
    if (!payment) return { outcome: "unknown" };
    if (event.amountCents !== payment.amountCents || event.currency !== payment.currency) {
      throw new PaymentMismatch(
        { amountCents: payment.amountCents, currency: payment.currency },
        { amountCents: event.amountCents, currency: event.currency },
      );
    }
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({ provider, eventId: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    if (recorded.length === 0) return { outcome: "duplicate" };

    const change = await applyEvent(tx, payment, event, now);
    if (change.outcome !== "unchanged") await options.onChange?.(tx, change);
    return change;
  });
}

type PaymentRow = typeof payments.$inferSelect;

async function applyEvent(
  tx: Database,
  payment: PaymentRow,
  event: PaymentEvent,
  now: Date,
): Promise<PaymentChange> {
  const ids = { orderId: payment.orderId, paymentId: payment.id };
  const update = (values: Partial<PaymentRow>) =>
    tx
      .update(payments)
      .set({ ...values, updatedAt: now })
      .where(eq(payments.id, payment.id));

  switch (event.type) {
    case "checkout.paid": {
      // Refunded is the end (a late or out-of-order event), and a success is told once.
      if (payment.status === "succeeded" || payment.status === "refunded")
        return { outcome: "unchanged", ...ids };
      await update({ status: "succeeded", chargeRef: event.chargeRef, failure: null });
      try {
        await transitionOrder(tx, {
          orderId: payment.orderId,
          to: "paid",
          actor: "payment",
          from: ["pending_payment"],
          now,
        });
        // Its discount code's use counts now; the last use taken meanwhile puts it on hold.
        await countDiscountUse(tx, { orderId: payment.orderId, now });
        return { outcome: "paid", ...ids };
      } catch (error) {
        if (!(error instanceof IllegalTransition)) throw error;
        // Cancelled or expired while the customer paid: the payment is recorded, and refunded.
        return {
          outcome: "paidAfterClose",
          ...ids,
          chargeRef: event.chargeRef,
          amountCents: payment.amountCents,
        };
      }
    }
    case "checkout.failed": {
      if (payment.status !== "open") return { outcome: "unchanged", ...ids };
      const failure = event.failure ?? "declined";
      // A refused card leaves the checkout open for another card; an expired one is over.
      await update({ failure, status: event.checkoutClosed ? "failed" : "open" });
      return { outcome: "failed", ...ids, failure, closed: event.checkoutClosed };
    }
    case "charge.refunded": {
      if (payment.status === "refunded") return { outcome: "unchanged", ...ids };
      await update({ status: "refunded", chargeRef: payment.chargeRef ?? event.chargeRef });
      // The order is refunded with its payment, unless another payment of it still stands
      // (an order paid twice keeps the payment that counts).
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, payment.orderId))
        .for("update");
      const [standing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, payment.orderId), eq(payments.status, "succeeded")))
        .limit(1);
      const refundable = order?.status === "cancelled" || order?.status === "delivered";
      if (!refundable || standing) return { outcome: "refunded", ...ids, orderRefunded: false };
      await transitionOrder(tx, {
        orderId: payment.orderId,
        to: "refunded",
        actor: "payment",
        from: ["cancelled", "delivered"],
        now,
      });
      return { outcome: "refunded", ...ids, orderRefunded: true };
    }
  }
}

/**
 * Asks the provider to refund one succeeded payment in full (its `refunded` state comes with the
 * provider's webhook). Safe to repeat: providers answer a second request for the same refund
 * without refunding twice. Returns the refund's id (null: it was refunded already).
 */
export async function refundPayment(
  db: Database,
  provider: PaymentProvider,
  options: { paymentId: string; now: Date },
): Promise<{ ref: string | null } | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, options.paymentId));
  if (!payment || payment.status !== "succeeded" || !payment.chargeRef) return null;
  if (payment.provider !== provider.name) {
    throw new Error(`payment ${payment.id} was made with ${payment.provider}, not ${provider.name}`);
  }
  const refund = await provider.refund({ chargeRef: payment.chargeRef, amountCents: payment.amountCents });
  // Marks when the refund was last asked for, so the retry job leaves it alone for a while.
  await db.update(payments).set({ updatedAt: options.now }).where(eq(payments.id, payment.id));
  return refund;
}

/**
 * A cancelled order's money goes back: asks the provider to refund each of its succeeded
 * payments. The order becomes `refunded` when the provider's webhook says so. A provider that
 * cannot be reached now does not fail the cancellation: the refund job asks again
 * (`refundOwedPayments`); `logger`, when given, hears of it at once.
 */
export async function refundOrderPayment(
  db: Database,
  provider: PaymentProvider,
  options: { orderId: string; now: Date; logger?: Logger },
): Promise<void> {
  const succeeded = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, options.orderId), eq(payments.status, "succeeded")));
  for (const { id } of succeeded) {
    try {
      await refundPayment(db, provider, { paymentId: id, now: options.now });
    } catch (error) {
      options.logger?.error(
        { err: error, paymentId: id, orderId: options.orderId },
        "refund failed; the refund job will ask again",
      );
    }
  }
}

/** How long a refund asked for is left to its webhook before it is asked for again. */
export const REFUND_RETRY_AFTER_MS = 10 * 60_000;

/**
 * The refund job: a cancelled order must not keep a succeeded payment. Asks again for the
 * refunds that did not go through (the provider was down when the order was cancelled, or a
 * payment arrived after its order expired and its refund failed), each at most every
 * REFUND_RETRY_AFTER_MS. Failures are logged and left for the next run.
 */
export async function refundOwedPayments(options: {
  db: Database;
  provider: PaymentProvider;
  logger: Logger;
  now: Date;
  signal?: AbortSignal;
}): Promise<{ asked: number; failed: number }> {
  const { db, provider, logger, now } = options;
  const cutoff = new Date(now.getTime() - REFUND_RETRY_AFTER_MS);
  const owed = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, "succeeded"),
        eq(payments.provider, provider.name),
        eq(orders.status, "cancelled"),
        lt(payments.updatedAt, cutoff),
        lt(orders.updatedAt, cutoff),
      ),
    )
    .limit(20);
  let asked = 0;
  let failed = 0;
  for (const payment of owed) {
    if (options.signal?.aborted) break;
    try {
      const refund = await refundPayment(db, provider, { paymentId: payment.id, now });
      asked += 1;
      // Refunded already, yet the provider's word never came: its webhooks may not reach the shop.
      if (refund?.ref === null) {
        logger.warn(
          { paymentId: payment.id, orderId: payment.orderId },
          "refunded at the provider; no webhook yet",
        );
      }
    } catch (error) {
      failed += 1;
      logger.error(
        { err: error, paymentId: payment.id, orderId: payment.orderId },
        "refund failed; will retry",
      );
    }
  }
  return { asked, failed };
}
