import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { deleteAddress } from "#server/services/addresses.ts";

/** POST /api/addresses/delete {id} → {deleted: true}: removes one of the caller's addresses. */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.uuid() }),
  async handle({ body, context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    await deleteAddress(db, user.id, body.id);
    return { data: { deleted: true } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
