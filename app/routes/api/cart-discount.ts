import { apiCartDiscountBodySchema } from "#core/schemas/discounts.ts";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requireApiShopper } from "#app/edge/shoppers.server.ts";
import { requestedCurrency } from "#app/edge/api-price.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { readCart, setCartDiscount } from "#server/services/cart.ts";
import { apiCart } from "./cart.ts";

/**
 * POST /api/cart/discount {code} → {cart}: applies a discount code to the caller's cart (any
 * case), or takes it off when `code` is empty. A code that does not apply is a 400 saying why (a
 * minimum in the `Currency` header's currency).
 */
const endpoint = apiEndpoint({
  body: apiCartDiscountBodySchema,
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const shopper = await requireApiShopper(context, request, { changing: true });
    const currency = await requestedCurrency(db, request);
    await setCartDiscount(db, { shopper, code: body.code, now: now(), currency });
    return { data: { cart: apiCart(await readCart(db, shopper, preferredLocale(request), now())) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
