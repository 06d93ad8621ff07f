import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { shopperOf } from "#app/edge/shoppers.server.ts";
import { listAddresses } from "#server/services/addresses.ts";

/** POST /api/addresses {} → {addresses}: the caller's address book, the default first. */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ request, context }) {
    const { db } = context.get(servicesContext);
    const shopper = await shopperOf(context, request);
    return { data: { addresses: shopper ? await listAddresses(db, shopper) : [] } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
