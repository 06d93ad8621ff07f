import { servicesContext } from "#server/context.ts";
import { apiCollectionIdSchema } from "#core/schemas/collections.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { deleteCollection } from "#server/services/collections.ts";

/** POST /api/collections/delete {id} → {id}: the collection is gone (its templates stay). */
const endpoint = apiEndpoint({
  body: apiCollectionIdSchema,
  async handle({ body, context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    await deleteCollection(db, { userId: user.id, id: body.id });
    return { data: { id: body.id } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
