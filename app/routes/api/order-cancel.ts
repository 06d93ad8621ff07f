import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { orderSnSchema } from "#core/schemas/order.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requireApiShopper } from "#app/edge/shoppers.server.ts";
import { cancelOrderAsCustomer } from "#server/commands/orders.ts";

/**
 * POST /api/order/cancel {sn} → {status}: the caller (an account, or the visitor's designer session
 * that placed it) cancels their order while it is unpaid, or paid and not yet in production (the
 * payment is refunded); otherwise 409.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ sn: orderSnSchema }),
  async handle({ body, url, context, request }) {
    const owner = await requireApiShopper(context, request, { changing: true });
    const { from } = await cancelOrderAsCustomer(context.get(servicesContext), {
      owner,
      sn: body.sn,
      requestOrigin: url.origin,
    });
    return { data: { status: "cancelled", refunding: from === "paid" } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
