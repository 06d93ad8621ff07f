import { apiShipBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { trackingUrl } from "#core/tracking.ts";
import { shipOrder } from "#server/services/fulfilment.ts";

/**
 * POST /api/admin/order/ship {sn, carrier, trackingNumber} → {sn, from, status, tracking}: an
 * order in production leaves; the customer is mailed the carrier's tracking link.
 */
const endpoint = operatorEndpoint({
  body: apiShipBodySchema,
  async handle({ body, url, context, operator }) {
    const { db } = context.get(servicesContext);
    const done = await shipOrder(db, {
      sn: body.sn,
      carrier: body.carrier,
      trackingNumber: body.trackingNumber,
      ...operatorContext(context, operator, url.origin),
    });
    return {
      sn: done.sn,
      from: done.from,
      status: done.to,
      tracking: {
        carrier: body.carrier,
        number: body.trackingNumber,
        url: trackingUrl(body.carrier, body.trackingNumber),
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
