import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { listDiscounts } from "#server/services/discounts.ts";

/** POST /api/admin/discounts {} → {discounts}: every discount code with its uses and state (operators only). */
const endpoint = operatorEndpoint({
  body: z.strictObject({}),
  async handle({ context }) {
    const { db, now } = context.get(servicesContext);
    return { discounts: await listDiscounts(db, now()) };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
