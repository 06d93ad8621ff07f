import { servicesContext } from "#server/context.ts";
import { apiCreateCollectionSchema } from "#core/schemas/collections.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { apiCollection } from "#app/edge/collections.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { createCollection, findCollection } from "#server/services/collections.ts";

/** POST /api/collections/create {name, description?} → {collection}: a new private collection. */
const endpoint = apiEndpoint({
  body: apiCreateCollectionSchema,
  async handle({ body, request, url, context }) {
    const { db, config, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const { id } = await createCollection(db, { userId: user.id, ...body, now: now() });
    const collection = await findCollection(db, user.id, id);
    return {
      data: {
        collection: apiCollection(collection, config.publicUrl ?? url.origin, preferredLocale(request)),
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
