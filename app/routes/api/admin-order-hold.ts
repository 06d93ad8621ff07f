import { apiHoldBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { holdOrder } from "#server/services/fulfilment.ts";

/**
 * POST /api/admin/order/hold {sn, reason} → {sn, from, status}: a paid order or one in production
 * waits for the customer, who is mailed the reason and answers on their order's page.
 */
const endpoint = operatorEndpoint({
  body: apiHoldBodySchema,
  async handle({ body, url, context, operator }) {
    const { db } = context.get(servicesContext);
    const done = await holdOrder(db, {
      sn: body.sn,
      reason: body.reason,
      ...operatorContext(context, operator, url.origin),
    });
    return { sn: done.sn, from: done.from, status: done.to };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
