import { z } from "zod";
import { orderSnSchema } from "#app/schemas/order.ts";
import { apiEndpoint, requireApiUser } from "#app/utils/api.server.ts";
import { cancelForCustomer } from "#app/utils/orders.server.ts";

/**
 * POST /api/order/cancel {sn} → {status}: the caller cancels their order while it is unpaid, or
 * paid and not yet in production (the payment is refunded); otherwise 409.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ sn: orderSnSchema }),
  async handle({ body, url, context }) {
    const user = requireApiUser(context);
    const { from } = await cancelForCustomer(context, { userId: user.id, sn: body.sn, origin: url.origin });
    return { data: { status: "cancelled", refunding: from === "paid" } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
