import { apiMessageBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { addOrderMessage } from "#server/services/fulfilment.ts";

/**
 * POST /api/admin/order/message {sn, body} → {sn, id}: a message to the customer in the order's
 * conversation, shown on their order's page.
 */
const endpoint = operatorEndpoint({
  body: apiMessageBodySchema,
  async handle({ body, url, context, operator }) {
    const { db } = context.get(servicesContext);
    const { id } = await addOrderMessage(db, {
      sn: body.sn,
      body: body.body,
      author: "operator",
      ...operatorContext(context, operator, url.origin),
    });
    return { sn: body.sn, id };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
