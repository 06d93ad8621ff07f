import { servicesContext } from "#server/context.ts";
import { notificationReadBodySchema } from "#core/schemas/notifications.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { markNotificationsRead, unreadCount } from "#server/services/notifications.ts";

/**
 * POST /api/notifications/read {ids} or {all: true} → {marked, unread}. Ids of another account's
 * notifications change nothing and are not told apart from ids that do not exist.
 */
const endpoint = apiEndpoint({
  body: notificationReadBodySchema,
  async handle({ body, context }) {
    const { db, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const marked = await markNotificationsRead(db, {
      userId: user.id,
      ids: "all" in body ? "all" : body.ids,
      now: now(),
    });
    return { data: { marked, unread: await unreadCount(db, user.id) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
