import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { shippingMethodValues } from "#core/schemas/order.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requireApiShopper } from "#app/edge/shoppers.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { AddressNotFound, findAddress } from "#server/services/addresses.ts";
import { quoteOrder } from "#server/services/orders.ts";

/**
 * POST /api/shipping/quote {address, method?} → {methods, quote}: the caller's cart delivered to
 * one of their addresses: every method with its price and dates, and the totals (USD cents) for
 * `method` (the first offered when not given).
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ address: z.uuid(), method: z.enum(shippingMethodValues).optional() }),
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const shopper = await requireApiShopper(context, request, { changing: false });
    const address = await findAddress(db, shopper, body.address);
    if (!address) throw new AddressNotFound(body.address);
    const language = preferredLocale(request);
    const first = await quoteOrder(db, {
      shopper,
      language,
      address,
      method: body.method ?? "standard",
      now: now(),
    }).catch(async (error: unknown) => {
      if (body.method) throw error;
      // No standard delivery there: quote the first method that is offered.
      return quoteOrder(db, { shopper, language, address, method: "express", now: now() });
    });
    return {
      data: {
        methods: first.methods,
        quote: {
          method: first.shipping.method,
          subtotalCents: first.subtotalCents,
          discount: first.discount,
          shippingCents: first.shipping.priceCents,
          taxRateBasisPoints: first.taxRateBasisPoints,
          taxCents: first.taxCents,
          totalCents: first.totalCents,
          currency: "USD",
          deliveryFrom: first.shipping.deliveryFrom,
          deliveryTo: first.shipping.deliveryTo,
        },
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
