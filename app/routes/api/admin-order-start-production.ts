import { apiOrderBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { startProduction } from "#server/services/fulfilment.ts";

/** POST /api/admin/order/start-production {sn} → {sn, from, status}: start production on a paid order (→ in_production); the customer is mailed. */
const endpoint = operatorEndpoint({
  body: apiOrderBodySchema,
  async handle({ body, url, context, operator }) {
    const { db } = context.get(servicesContext);
    const done = await startProduction(db, {
      sn: body.sn,
      ...operatorContext(context, operator, url.origin),
    });
    return { sn: done.sn, from: done.from, status: done.to };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
