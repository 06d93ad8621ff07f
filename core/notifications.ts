/**
 * The kinds of notification and how the notification centre groups them: one list for the
 * database's column, the API's filters and the page's.
 */

/**
 * What a customer is told about: their orders' changes, their account's security, their files.
 * The title and text are rendered in the reader's language when read, from `type` and `params`.
 */
export const notificationTypes = [
  "order_placed",
  "order_paid",
  "order_in_production",
  "order_on_hold",
  "order_shipped",
  "order_delivered",
  "order_cancelled",
  "order_refunded",
  "password_changed",
  "new_sign_in",
  "email_changed",
  "file_failed",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationGroupNames = ["orders", "security", "files"] as const;
export type NotificationGroup = (typeof notificationGroupNames)[number];

/** Each type's group in the centre's filter: a record, so a new type fails the typecheck until it has one. */
const groupOf: Record<NotificationType, NotificationGroup> = {
  order_placed: "orders",
  order_paid: "orders",
  order_in_production: "orders",
  order_on_hold: "orders",
  order_shipped: "orders",
  order_delivered: "orders",
  order_cancelled: "orders",
  order_refunded: "orders",
  password_changed: "security",
  new_sign_in: "security",
  email_changed: "security",
  file_failed: "files",
};

export const notificationGroups: Record<NotificationGroup, readonly NotificationType[]> = {
  orders: notificationTypes.filter((type) => groupOf[type] === "orders"),
  security: notificationTypes.filter((type) => groupOf[type] === "security"),
  files: notificationTypes.filter((type) => groupOf[type] === "files"),
};

/** A filter of the centre: one type, or a whole group. */
export type NotificationFilter = NotificationType | NotificationGroup;
export const notificationFilterValues = [...notificationGroupNames, ...notificationTypes] as [
  NotificationFilter,
  ...NotificationFilter[],
];

/** The types a filter stands for. */
export function typesOf(filter: NotificationFilter): readonly NotificationType[] {
  return (notificationGroupNames as readonly string[]).includes(filter)
    ? notificationGroups[filter as NotificationGroup]
    : [filter as NotificationType];
}
