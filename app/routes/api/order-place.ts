import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { shippingMethodValues } from "#core/schemas/order.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { placeOrder } from "#server/commands/orders.ts";

/**
 * POST /api/order/place {address, method, placeKey, approvedTotalCents, currency?} → {sn, created}:
 * places the caller's cart (the same `placeKey` again finds the same order; a total that no
 * longer matches is refused with 409 so the client shows the new one first).
 */
const endpoint = apiEndpoint({
  body: z.strictObject({
    address: z.uuid(),
    method: z.enum(shippingMethodValues),
    placeKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    approvedTotalCents: z.number().int().positive(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  }),
  async handle({ body, request, url, context }) {
    const placed = await placeOrder(context.get(servicesContext), {
      user: requireApiUser(context),
      addressId: body.address,
      method: body.method,
      placeKey: body.placeKey,
      approvedTotalCents: body.approvedTotalCents,
      displayCurrency: body.currency ?? "USD",
      language: preferredLocale(request),
      requestOrigin: url.origin,
    });
    return { data: placed };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
