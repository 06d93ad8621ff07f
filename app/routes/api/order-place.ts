import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { shippingMethodValues } from "#core/schemas/order.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { customerOf, requireApiShopper } from "#app/edge/shoppers.server.ts";
import { emailSchema } from "#core/schemas/auth.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { placeOrder } from "#server/commands/orders.ts";

/**
 * POST /api/order/place {address, method, placeKey, approvedTotalCents, currency?, email?} →
 * {sn, created}: places the caller's cart (a visitor's too, to `email` or the one they gave before) (the same `placeKey` again finds the same order; a total that no
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
    // A guest's email (docs/decisions/026); an account's order goes to the account's.
    email: emailSchema.optional(),
  }),
  async handle({ body, request, url, context }) {
    const shopper = await requireApiShopper(context, request, { changing: true });
    const customer = customerOf(context, shopper);
    const placed = await placeOrder(context.get(servicesContext), {
      customer: "designerSessionId" in customer ? { ...customer, email: body.email } : customer,
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
