import { apiCancelBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/utils/fulfilment-api.server.ts";
import { operatorContext, refundThroughProvider } from "#app/utils/fulfilment.server.ts";
import { cancelAndRefund } from "#server/services/fulfilment.ts";

/**
 * POST /api/admin/order/cancel {sn, reason?} → {sn, from, status, refunding}: the shop cancels an
 * order that has not shipped; its payments are refunded in full and the customer is mailed.
 */
const endpoint = operatorEndpoint({
  body: apiCancelBodySchema,
  async handle({ body, url, context, operator }) {
    const { db } = context.get(servicesContext);
    const { from, refunding } = await cancelAndRefund(db, {
      sn: body.sn,
      reason: body.reason,
      refund: refundThroughProvider(context),
      ...operatorContext(context, operator, url.origin),
    });
    return { sn: body.sn, from, status: "cancelled", refunding };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
