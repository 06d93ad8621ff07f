import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { shopperOf } from "#app/edge/shoppers.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { emptyCart, readCart } from "#server/services/cart.ts";

/**
 * POST /api/cart {} → {cart}: the caller's cart (an account's, or a visitor's designer session's),
 * priced and checked as things are now (docs/api.md); empty for a visitor who designed nothing.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ request, context }) {
    const { db, now } = context.get(servicesContext);
    const shopper = await shopperOf(context, request);
    const cart = shopper ? await readCart(db, shopper, preferredLocale(request), now()) : emptyCart;
    return { data: { cart: apiCart(cart) } };
  },
});

/** The cart as API clients get it: no renderer internals, only what ordering needs. */
export function apiCart(cart: Awaited<ReturnType<typeof readCart>>) {
  return {
    items: cart.groups.map((group) => ({
      designId: group.designId,
      product: { id: group.product.id, title: group.product.title },
      lines: group.lines.map((line) => ({
        color: line.colorKey,
        size: line.sizeKey,
        sku: line.sku,
        quantity: line.quantity,
        unitPriceCents: line.priceCents,
        listPriceCents: line.listCents,
        lineCents: line.lineCents,
        available: line.available,
      })),
      pieces: group.quantity,
      extraAreas: group.pricing.extraAreas.map((area) => ({
        key: area.key,
        label: area.label,
        cents: area.cents,
      })),
      tier: group.pricing.tier,
      nextTier: group.pricing.next,
      issues: group.issues,
      orderable: group.orderable,
    })),
    itemCount: cart.itemCount,
    subtotalCents: cart.subtotalCents,
    // The code applied, what it takes off the items now, or why it stopped applying (docs/api.md).
    discount: cart.discount
      ? { code: cart.discount.code, amountCents: cart.discount.amountCents, refusal: cart.discount.refusal }
      : null,
    orderable: cart.orderable,
  };
}

export const loader = endpoint.loader;
export const action = endpoint.action;
