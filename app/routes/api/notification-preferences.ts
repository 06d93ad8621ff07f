import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { notificationPreferencesView } from "#app/edge/notification-preferences.server.ts";

/** POST /api/notifications/preferences {} → {preferences}: which notifications the caller gets by mail. */
const endpoint = apiEndpoint({
  body: z.strictObject({}),
  async handle({ context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    return { data: { preferences: await notificationPreferencesView(db, user.id) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
