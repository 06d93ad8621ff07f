import { servicesContext } from "#server/context.ts";
import { apiShareCollectionSchema } from "#core/schemas/collections.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { shareUrl } from "#app/edge/collections.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { findCollection, revokeShare, shareCollection } from "#server/services/collections.ts";

/**
 * POST /api/collections/share {id, shared, renew?} → {shareUrl}: `shared: true` gives the live
 * link (a new one with `renew`, the old one then 404s); `false` makes it private (null).
 */
const endpoint = apiEndpoint({
  body: apiShareCollectionSchema,
  async handle({ body, request, url, context }) {
    const { db, config, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const common = { userId: user.id, id: body.id, now: now() };
    let token: string | null = null;
    if (!body.shared) await revokeShare(db, common);
    else {
      const current = (await findCollection(db, user.id, body.id)).shareToken;
      token = current && !body.renew ? current : await shareCollection(db, common);
    }
    return { data: { shareUrl: shareUrl(config.publicUrl ?? url.origin, token, preferredLocale(request)) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
