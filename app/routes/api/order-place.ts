import { z } from "zod";
import { servicesContext } from "#app/context.ts";
import { shippingMethodValues } from "#app/schemas/order.ts";
import { apiEndpoint, requireApiUser } from "#app/utils/api.server.ts";
import { preferredLocale } from "#app/utils/preferred-locale.server.ts";
import { AddressNotFound, findAddress, orderAddressOf } from "#server/services/addresses.ts";
import { orderPlacedMail } from "#server/services/order-mail.ts";
import { placeOrder } from "#server/services/orders.ts";

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
    const { db, now, config, wakeJob } = context.get(servicesContext);
    const user = requireApiUser(context);
    const address = await findAddress(db, user.id, body.address);
    if (!address) throw new AddressNotFound(body.address);
    const placed = await placeOrder(db, {
      userId: user.id,
      email: user.email,
      language: preferredLocale(request),
      placeKey: body.placeKey,
      address: orderAddressOf(address),
      method: body.method,
      displayCurrency: body.currency ?? "USD",
      approvedTotalCents: body.approvedTotalCents,
      now: now(),
    });
    if (placed.created) {
      await orderPlacedMail(db, { orderId: placed.id, origin: config.publicUrl ?? url.origin, now: now() });
      wakeJob("design-renders");
    }
    return { data: { sn: placed.sn, created: placed.created } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
