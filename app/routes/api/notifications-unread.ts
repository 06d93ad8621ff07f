import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { unreadCount } from "#server/services/notifications.ts";

/** POST /api/notifications/unread {} → {unread}: how many of the caller's notifications are unread. */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    return { data: { unread: await unreadCount(db, user.id) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
