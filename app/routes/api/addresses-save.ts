import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { addressSchema } from "#core/schemas/address.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requireApiShopper } from "#app/edge/shoppers.server.ts";
import { saveAddress } from "#server/services/addresses.ts";

/**
 * POST /api/addresses/save {id?, makeDefault?, …address} → {address}: adds an address to the
 * caller's book, or changes one of theirs; the same rules as the delivery step's form.
 */
const endpoint = apiEndpoint({
  body: z.object({ id: z.uuid().optional(), makeDefault: z.boolean().optional() }).and(addressSchema),
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const shopper = await requireApiShopper(context, request, { changing: true });
    const { id, makeDefault, ...input } = body;
    const address = await saveAddress(db, {
      shopper,
      id,
      input,
      makeDefault: makeDefault ?? false,
      now: now(),
    });
    return { data: { address } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
