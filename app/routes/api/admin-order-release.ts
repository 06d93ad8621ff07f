import { apiReleaseBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { releaseOrder } from "#server/services/fulfilment.ts";

/**
 * POST /api/admin/order/release {sn, to: "paid" | "in_production"} → {sn, from, status}: a held
 * order goes back to the print queue, or into production (the customer is mailed).
 */
const endpoint = operatorEndpoint({
  body: apiReleaseBodySchema,
  async handle({ body, url, context, operator }) {
    const { db } = context.get(servicesContext);
    const done = await releaseOrder(db, {
      sn: body.sn,
      to: body.to,
      ...operatorContext(context, operator, url.origin),
    });
    return { sn: done.sn, from: done.from, status: done.to };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
