/**
 * What an order step's refusal says (in the `order` namespace, the words the pages use) and its
 * HTTP status, for the pages and the API alike.
 */
import type { TFunction } from "i18next";
import { AddressBookFull, AddressNotFound } from "#server/services/addresses.ts";
import { CartRefused } from "#server/services/cart.ts";
import { IllegalTransition } from "#server/services/order-lifecycle.ts";
import { OrderNotFoundForCustomer, OrderRefused } from "#server/services/orders.ts";

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
