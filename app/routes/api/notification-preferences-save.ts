import { servicesContext } from "#server/context.ts";
import {
  allNotificationTypes,
  lockedMailTypes,
  notificationPreferencesBodySchema,
} from "#core/schemas/notification-preferences.ts";
import { ApiError, apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { notificationPreferencesView } from "#app/edge/notification-preferences.server.ts";
import { getNotificationPreferences, setNotificationPreferences } from "#server/services/notifications.ts";

/**
 * POST /api/notifications/preferences/save {mail?, orderDigest?} → {preferences}. The types named
 * change; turning off a receipt or a security mail is refused (400) and nothing changes.
 */
const endpoint = apiEndpoint({
  body: notificationPreferencesBodySchema,
  async handle({ body, context }) {
    const { db, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const mail = body.mail ?? {};
    const refused = lockedMailTypes.filter((type) => mail[type] === false);
    if (refused.length > 0) throw new ApiError(400, "alwaysMailed", { types: refused.join(", ") });
    const current = await getNotificationPreferences(db, user.id);
    const muted = allNotificationTypes.filter((type) =>
      mail[type] === undefined ? current.mutedTypes.includes(type) : !mail[type],
    );
    await setNotificationPreferences(db, {
      userId: user.id,
      mutedTypes: muted,
      orderDigest: body.orderDigest ?? current.orderDigest,
      now: now(),
    });
    return { data: { preferences: await notificationPreferencesView(db, user.id) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
