import { servicesContext } from "#server/context.ts";
import { apiUpdateCollectionSchema } from "#core/schemas/collections.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { apiCollection } from "#app/edge/collections.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { findCollection, setCover, updateCollection } from "#server/services/collections.ts";

/** POST /api/collections/update {id, name?, description?, coverTemplateId?} → {collection}. */
const endpoint = apiEndpoint({
  body: apiUpdateCollectionSchema,
  async handle({ body, request, url, context }) {
    const { db, config, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const { id, name, description, coverTemplateId } = body;
    await updateCollection(db, { userId: user.id, id, name, description, now: now() });
    if (coverTemplateId !== undefined) {
      await setCover(db, { userId: user.id, id, templateId: coverTemplateId, now: now() });
    }
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
