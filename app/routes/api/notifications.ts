import { servicesContext } from "#server/context.ts";
import { notificationListBodySchema } from "#core/schemas/notifications.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { pageTranslator } from "#app/edge/messages.server.ts";
import { carrierNamer, renderNotification } from "#app/utils/notification-text.ts";
import { typesOf } from "#core/notifications.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { listNotifications } from "#server/services/notifications.ts";

/**
 * POST /api/notifications {type?, unreadOnly?, page?} → {notifications, total, unread, page,
 * pageCount}: the caller's notifications, newest first, written in the request's language.
 */
const endpoint = apiEndpoint({
  body: notificationListBodySchema,
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    const locale = preferredLocale(request);
    const t = pageTranslator(locale, "notifications");
    const carrierName = carrierNamer(pageTranslator(locale, "order"));
    const list = await listNotifications(db, {
      userId: user.id,
      types: body.type ? typesOf(body.type) : undefined,
      unreadOnly: body.unreadOnly ?? false,
      page: body.page ?? 1,
    });
    return {
      data: {
        notifications: list.notifications.map((notification) => ({
          id: notification.id,
          type: notification.type,
          ...renderNotification(notification, t, carrierName),
          link: notification.link,
          read: notification.read,
          createdAt: notification.createdAt,
        })),
        total: list.total,
        unread: list.unread,
        page: list.page,
        pageCount: list.pageCount,
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
