import { allNotificationTypes, lockedMailTypes } from "#core/schemas/notification-preferences.ts";
import type { Database } from "#server/db/client.ts";
import type { NotificationType } from "#core/notifications.ts";
import { getNotificationPreferences } from "#server/services/notifications.ts";

/** The caller's mail choices as the API shows them (docs/api.md "Notification preferences"). */
export async function notificationPreferencesView(db: Database, userId: string) {
  const preferences = await getNotificationPreferences(db, userId);
  return {
    mail: Object.fromEntries(
      allNotificationTypes.map((type) => [type, !preferences.mutedTypes.includes(type)]),
    ) as Record<NotificationType, boolean>,
    alwaysMailed: [...lockedMailTypes],
    orderDigest: preferences.orderDigest,
  };
}
