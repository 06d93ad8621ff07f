/**
 * What an order step's refusal says (in the `order` namespace, the words the pages use) and its
 * HTTP status, for the pages and the API alike.
 */
import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.ts";
import { AddressBookFull, AddressNotFound } from "#server/services/addresses.ts";
import { CartRefused } from "#server/services/cart.ts";
import { IllegalTransition } from "#server/services/order-lifecycle.ts";
import { orderCancelledMail } from "#server/services/order-mail.ts";
import { cancelOrder, OrderNotFoundForCustomer, OrderRefused } from "#server/services/orders.ts";
import { refundOrderPayment } from "#server/services/payments.ts";

export function orderErrorMessage(error: unknown, t: TFunction<"order">): string | null {
  if (error instanceof CartRefused) return t(`cart.refused.${error.reason}`);
  if (error instanceof OrderRefused) return t(`refused.${error.reason}`);
  if (error instanceof IllegalTransition) return t("detail.cannotCancel");
  if (error instanceof OrderNotFoundForCustomer) return t("notFound");
  if (error instanceof AddressNotFound) return t("shipping.addressNotFound");
  if (error instanceof AddressBookFull) return t("shipping.bookFull");
  return null;
}

export function orderErrorStatus(error: unknown): number {
  if (error instanceof OrderNotFoundForCustomer || error instanceof AddressNotFound) return 404;
  if (error instanceof CartRefused && error.reason === "unknownDesign") return 404;
  if (error instanceof IllegalTransition || error instanceof AddressBookFull) return 409;
  if (error instanceof OrderRefused && error.reason === "priceChanged") return 409;
  return 400;
}

/**
 * The customer cancels their order `sn` (the order page's form and the API): a paid one is
 * refunded through the provider, and the customer is mailed. Returns the status it had.
 */
export async function cancelForCustomer(
  context: Readonly<RouterContextProvider>,
  options: { userId: string; sn: string; origin: string },
) {
  const { db, now, payments, logger, config } = context.get(servicesContext);
  const { from, id } = await cancelOrder(db, {
    userId: options.userId,
    sn: options.sn,
    now: now(),
    refund: (orderId) => refundOrderPayment(db, payments, { orderId, now: now(), logger }),
  });
  await orderCancelledMail(db, {
    orderId: id,
    origin: config.publicUrl ?? options.origin,
    reason: "customer",
    refunding: from === "paid",
    now: now(),
  });
  return { from };
}
