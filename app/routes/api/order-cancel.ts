import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { orderSnSchema } from "#core/schemas/order.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { cancelOrderAsCustomer } from "#server/commands/orders.ts";

/**
 * POST /api/order/cancel {sn} → {status}: the caller cancels their order while it is unpaid, or
 * paid and not yet in production (the payment is refunded); otherwise 409.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ sn: orderSnSchema }),
  async handle({ body, url, context }) {
    const user = requireApiUser(context);
    const { from } = await cancelOrderAsCustomer(context.get(servicesContext), {
      userId: user.id,
      sn: body.sn,
      requestOrigin: url.origin,
    });
    return { data: { status: "cancelled", refunding: from === "paid" } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
