/**
 * Who shops in a request (docs/decisions/026-guest-checkout.md): the signed-in account or, for a
 * visitor, the designer session their drafts are kept against. The order steps and the cart's
 * API take either; what a visitor changes is counted per address, as their uploads are.
 */
import type { RouterContextProvider } from "react-router";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { designerSessionId } from "#app/edge/files.server.ts";
import { ApiError } from "#app/edge/api.server.ts";
import { consumeRateLimit, type RateLimit } from "#server/services/rate-limit.ts";
import type { Shopper } from "#server/services/shoppers.ts";

type Context = Readonly<RouterContextProvider>;

/** Cart changes, addresses and orders by visitors, per address: plenty for an order, few for a bot. */
export const guestShoppingLimit: RateLimit = { limit: 120, windowMs: 60 * 60_000 };

/** The account, else the visitor's designer session, else nobody (a visitor who designed nothing). */
export async function shopperOf(context: Context, request: Request): Promise<Shopper | null> {
  const user = context.get(userContext);
  if (user) return { userId: user.id };
  const id = await designerSessionId(context, request);
  return id ? { designerSessionId: id } : null;
}

/** `shopperOf` for a change (cart, address, code, order): a visitor's is counted against the limit. */
export async function changingShopperOf(context: Context, request: Request): Promise<Shopper | null> {
  const shopper = await shopperOf(context, request);
  if (shopper && "designerSessionId" in shopper) {
    const { db, now } = context.get(servicesContext);
    await consumeRateLimit(db, `shop:guest:${context.get(clientIpContext)}`, guestShoppingLimit, now());
  }
  return shopper;
}

/** Who places an order: the account with its email, or the visitor's session (its email kept there). */
export function customerOf(
  context: Context,
  shopper: Shopper,
): { userId: string; email: string } | { designerSessionId: string } {
  const user = context.get(userContext);
  if ("userId" in shopper && user) return { userId: user.id, email: user.email };
  if ("designerSessionId" in shopper) return shopper;
  throw new Error("an account shopper without a signed-in user");
}

/**
 * The shopper behind an API call: the account, or the visitor's designer session (their first
 * `/api/designs/save` starts it). 401 for a caller with neither: there is no cart to speak of.
 */
export async function requireApiShopper(
  context: Context,
  request: Request,
  options: { changing: boolean },
): Promise<Shopper> {
  const shopper = options.changing
    ? await changingShopperOf(context, request)
    : await shopperOf(context, request);
  if (!shopper) throw new ApiError(401, "signInRequired");
  return shopper;
}
