import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { optionKeyPattern } from "#core/catalogue.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requireApiShopper } from "#app/edge/shoppers.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { readCart, setDesignQuantities } from "#server/services/cart.ts";
import { apiCart } from "./cart.ts";

/**
 * POST /api/cart/update {designId, quantities: [{color, size, quantity}]} → {cart}: sets how many
 * of each variant of one of the caller's drafts the cart holds; 0 or left out removes it.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({
    designId: z.uuid(),
    quantities: z
      .array(
        z.strictObject({
          color: z.string().regex(optionKeyPattern),
          size: z.string().regex(optionKeyPattern),
          quantity: z.number().int().min(0).max(999),
        }),
      )
      .max(400),
  }),
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const shopper = await requireApiShopper(context, request, { changing: true });
    await setDesignQuantities(db, {
      shopper,
      designId: body.designId,
      quantities: body.quantities.map((entry) => ({
        colorKey: entry.color,
        sizeKey: entry.size,
        quantity: entry.quantity,
      })),
      now: now(),
    });
    return { data: { cart: apiCart(await readCart(db, shopper, preferredLocale(request), now())) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
