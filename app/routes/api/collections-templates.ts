import { servicesContext } from "#server/context.ts";
import { apiCollectionTemplatesSchema } from "#core/schemas/collections.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { apiCollection } from "#app/edge/collections.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import {
  addTemplates,
  findCollection,
  moveTemplate,
  removeTemplate,
  reorderTemplates,
} from "#server/services/collections.ts";

/**
 * POST /api/collections/templates {id, action: add|remove|move|reorder, …} → {collection}: one
 * change of which of the account's templates the collection holds, or their order.
 */
const endpoint = apiEndpoint({
  body: apiCollectionTemplatesSchema,
  async handle({ body, request, url, context }) {
    const { db, config, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const common = { userId: user.id, id: body.id, now: now() };
    if (body.action === "add") await addTemplates(db, { ...common, templateIds: body.templateIds });
    else if (body.action === "remove") await removeTemplate(db, { ...common, templateId: body.templateId });
    else if (body.action === "move") await moveTemplate(db, { ...common, ...body });
    else await reorderTemplates(db, { ...common, templateIds: body.templateIds });
    const collection = await findCollection(db, user.id, body.id);
    return {
      data: {
        collection: apiCollection(collection, config.publicUrl ?? url.origin, preferredLocale(request)),
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
