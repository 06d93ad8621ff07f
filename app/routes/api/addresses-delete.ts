import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requireApiShopper } from "#app/edge/shoppers.server.ts";
import { deleteAddress } from "#server/services/addresses.ts";

/** POST /api/addresses/delete {id} → {deleted: true}: removes one of the caller's addresses. */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.uuid() }),
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const shopper = await requireApiShopper(context, request, { changing: true });
    await deleteAddress(db, shopper, body.id);
    return { data: { deleted: true } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
