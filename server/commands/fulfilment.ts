/** The back office's order commands that set background work off (issue 28). */
import * as fulfilment from "../services/fulfilment.ts";
import * as artwork from "../services/order-artwork.ts";
import { refundOrderPayment } from "../services/payments.ts";
import type { ShopServices } from "../shop-services.ts";

/**
 * The shop cancels an order that has not shipped (refusals as `cancelAndRefund` says): the
 * customer is mailed in its transaction, and a paid order is refunded in full through the shop's
 * payment provider once it is committed (the refund job asks again if the provider is down).
 */
export async function cancelOrderAsOperator(
  services: Pick<ShopServices, "db" | "payments" | "now" | "logger">,
  input: Omit<Parameters<typeof fulfilment.cancelAndRefund>[1], "refund">,
): ReturnType<typeof fulfilment.cancelAndRefund> {
  const { db, payments, now, logger } = services;
  return fulfilment.cancelAndRefund(db, {
    ...input,
    refund: (orderId) => refundOrderPayment(db, payments, { orderId, now: now(), logger }),
  });
}

/**
 * Prints the file a customer sent with a message in place of an image layer of the order's
 * design (refusals as `printMessageFile` says), and wakes the render job for the new print files
 * and proofs.
 */
export async function printMessageFile(
  services: Pick<ShopServices, "db" | "wakeJob">,
  input: Parameters<typeof artwork.printMessageFile>[1],
): Promise<{ fileId: string; designId: string }> {
  const printed = await artwork.printMessageFile(services.db, input);
  services.wakeJob("design-renders");
  return printed;
}
