import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { shareUrl } from "#app/edge/collections.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { z } from "zod";
import { listCollections } from "#server/services/collections.ts";

/** POST /api/collections {} → {collections}: the account's collections, newest change first. */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ request, url, context }) {
    const { db, config } = context.get(servicesContext);
    const user = requireApiUser(context);
    const origin = config.publicUrl ?? url.origin;
    const locale = preferredLocale(request);
    const collections = (await listCollections(db, user.id)).map((collection) => ({
      id: collection.id,
      name: collection.name,
      description: collection.description,
      shareUrl: shareUrl(origin, collection.shareToken, locale),
      templateCount: collection.templateCount,
      coverTemplateId: collection.cover?.id ?? null,
      coverMockupUrl: collection.cover?.mockup ? `/design/renders/${collection.cover.mockup.renderId}` : null,
      updatedAt: collection.updatedAt,
    }));
    return { data: { collections } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
