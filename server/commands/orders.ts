/**
 * The customer's order commands: each validates, runs the services and decides the mail and job
 * wake-ups, so the order pages and their `/api/*` twins only parse, call and map (issue 28).
 */
import type { OrderStatus, ShippingMethod } from "../db/schema.ts";
import { AddressNotFound, findAddress, orderAddressOf } from "../services/addresses.ts";
import type { Language } from "../services/catalogue.ts";
import { orderCancelledMail, orderPlacedMail } from "../services/order-mail.ts";
import * as orders from "../services/orders.ts";
import { refundOrderPayment } from "../services/payments.ts";
import { guestEmail, setGuestEmail, type Shopper } from "../services/shoppers.ts";
import type { ShopServices } from "../shop-services.ts";

/**
 * Places the shopper's cart as an order to one of their addresses, or finds the order this
 * `placeKey` placed already. An account's order goes to its email; a guest's to the email they
 * gave on the delivery step (refused as `noEmail` without one). A new order is mailed to the customer (the payment link, queued in
 * the placing transaction) and wakes the render job for the proofs it asked for; finding the same order again does neither, since it
 * asked for nothing new. Throws `AddressNotFound` and `OrderRefused`.
 */
export async function placeOrder(
  services: Pick<ShopServices, "db" | "now" | "config" | "wakeJob">,
  input: {
    /** An account with its email, or a guest's designer session (docs/decisions/026). */
    customer: { userId: string; email: string } | { designerSessionId: string; email?: string | undefined };
    addressId: string;
    method: ShippingMethod;
    placeKey: string;
    approvedTotalCents: number;
    /** The display currency the customer saw the total in (`USD` when none). */
    displayCurrency: string;
    language: Language;
    /** Where the request came to: the mail links there unless the shop's public address is configured. */
    requestOrigin: string;
  },
): Promise<{ sn: string; created: boolean }> {
  const { db, now, config } = services;
  const { customer } = input;
  const shopper: Shopper =
    "userId" in customer ? { userId: customer.userId } : { designerSessionId: customer.designerSessionId };
  if ("designerSessionId" in customer && customer.email) {
    await setGuestEmail(db, customer.designerSessionId, customer.email);
  }
  const email =
    "userId" in customer
      ? customer.email
      : (customer.email ?? (await guestEmail(db, customer.designerSessionId)));
  if (!email) throw new orders.OrderRefused("noEmail");
  const address = await findAddress(db, shopper, input.addressId);
  if (!address) throw new AddressNotFound(input.addressId);
  const placed = await orders.placeOrder(db, {
    shopper,
    email,
    language: input.language,
    placeKey: input.placeKey,
    address: orderAddressOf(address),
    method: input.method,
    displayCurrency: input.displayCurrency,
    approvedTotalCents: input.approvedTotalCents,
    now: now(),
    onPlaced: (tx, orderId) =>
      orderPlacedMail(tx, { orderId, origin: config.publicUrl ?? input.requestOrigin, now: now() }),
  });
  if (placed.created) services.wakeJob("design-renders");
  return { sn: placed.sn, created: placed.created };
}

/**
 * The customer (an account, or the guest's designer session that placed it) cancels their order
 * `sn`: the customer is mailed in the cancelling transaction,
 * and a paid one is then refunded through the provider (a provider out of reach is left to the
 * refund job). Returns the status it had.
 * Throws `OrderNotFoundForCustomer` and `IllegalTransition` (in production already).
 */
export async function cancelOrderAsCustomer(
  services: Pick<ShopServices, "db" | "now" | "config" | "payments" | "logger">,
  input: { owner: Shopper; sn: string; requestOrigin: string },
): Promise<{ from: OrderStatus }> {
  const { db, now, payments, logger, config } = services;
  const { from } = await orders.cancelOrder(db, {
    owner: input.owner,
    sn: input.sn,
    now: now(),
    refund: (orderId) => refundOrderPayment(db, payments, { orderId, now: now(), logger }),
    onCancelled: (tx, cancelled) =>
      orderCancelledMail(tx, {
        orderId: cancelled.id,
        origin: config.publicUrl ?? input.requestOrigin,
        reason: "customer",
        refunding: cancelled.from === "paid",
        now: now(),
      }),
  });
  return { from };
}

/**
 * The expiry job's step: unpaid orders past their time are cancelled and their customers told.
 * `origin` is the shop's address the mail links to.
 */
export async function expireUnpaidOrders(
  services: Pick<ShopServices, "db" | "now">,
  input: { origin: string },
): Promise<void> {
  const { db, now } = services;
  await orders.expireUnpaidOrders(db, now(), (tx, orderId) =>
    orderCancelledMail(tx, {
      orderId,
      origin: input.origin,
      reason: "expired",
      refunding: false,
      now: now(),
    }),
  );
}
