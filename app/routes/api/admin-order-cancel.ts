import { apiCancelBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { cancelOrderAsOperator } from "#server/commands/fulfilment.ts";

/**
 * POST /api/admin/order/cancel {sn, reason?} → {sn, from, status, refunding}: the shop cancels an
 * order that has not shipped; its payments are refunded in full and the customer is mailed.
 */
const endpoint = operatorEndpoint({
  body: apiCancelBodySchema,
  async handle({ body, url, context, operator }) {
    const { from, refunding } = await cancelOrderAsOperator(context.get(servicesContext), {
      sn: body.sn,
      reason: body.reason,
      ...operatorContext(context, operator, url.origin),
    });
    return { sn: body.sn, from, status: "cancelled", refunding };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
