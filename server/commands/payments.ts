/**
 * What happens when a payment provider's word arrives (docs/decisions/018-orders-and-payments.md):
 * the event is applied once (services/payments.ts), and this decides the rest, in one place for
 * the webhook route and anything else that receives events.
 */
import type { Database } from "../db/client.ts";
import type { PaymentEvent } from "../payments/provider.ts";
import { orderPaidMail, orderRefundedMail } from "../services/order-mail.ts";
import { requestPrintFiles } from "../services/orders.ts";
import {
  handlePaymentEvent,
  refundPayment,
  type PaymentChange,
  type PaymentEventResult,
} from "../services/payments.ts";
import type { ShopServices } from "../shop-services.ts";

/**
 * Records one verified event of the configured provider. A paid order gets its receipt mail and
 * its print files asked for, in the event's transaction; a refunded order gets its mail. The mail
 * and render jobs are woken for them. A payment for an order closed meanwhile goes back at once.
 * Throws `PaymentMismatch` (nothing written) when the amount or currency is not the payment's.
 */
export async function recordPaymentEvent(
  services: ShopServices,
  input: {
    event: PaymentEvent;
    receivedAt: Date;
    /** Where the event came to: the mail links there unless the shop's public address is configured. */
    requestOrigin: string;
  },
): Promise<PaymentEventResult> {
  const { event, receivedAt } = input;
  const origin = services.config.publicUrl ?? input.requestOrigin;
  const result = await handlePaymentEvent(services.db, services.payments.name, event, receivedAt, {
    onChange: (tx, change) => tellCustomer(tx, change, origin, receivedAt),
  });
  if (result.outcome === "paid" || result.outcome === "refunded") {
    services.wakeJob("mail");
    if (result.outcome === "paid") services.wakeJob("design-renders");
  }
  if (result.outcome === "refunded" && !result.orderRefunded) {
    services.logger.warn(
      result,
      "a payment was refunded while its order still stands: an operator should look at it",
    );
  }
  if (result.outcome === "paidAfterClose") await refundLatePayment(services, result.paymentId);
  return result;
}

/** The mail and print files a payment change calls for, queued in the same transaction. */
async function tellCustomer(tx: Database, change: PaymentChange, origin: string, now: Date) {
  if (change.outcome === "paid") {
    await orderPaidMail(tx, { orderId: change.orderId, origin, now });
    await requestPrintFiles(tx, change.orderId, now);
  } else if (change.outcome === "refunded" && change.orderRefunded) {
    await orderRefundedMail(tx, { orderId: change.orderId, origin, now });
  }
}

/**
 * A payment for an order that was closed meanwhile goes back at once. When the provider cannot
 * be reached now, the refund job asks again later: the event still counts as recorded, since the
 * payment itself is.
 */
async function refundLatePayment(services: ShopServices, paymentId: string) {
  try {
    await refundPayment(services.db, services.payments, { paymentId, now: services.now() });
  } catch (error) {
    services.logger.error(
      { err: error, paymentId },
      "refund of a payment for a closed order failed; will retry",
    );
  }
}
