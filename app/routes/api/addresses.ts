import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { listAddresses } from "#server/services/addresses.ts";

/** POST /api/addresses {} → {addresses}: the caller's address book, the default first. */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    return { data: { addresses: await listAddresses(db, user.id) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
