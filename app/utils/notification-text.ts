/**
 * A notification's words, rendered when it is read (the page, the API) from its type and values,
 * in the reader's language: a notification stored in English reads in French once its reader
 * switched. Isomorphic: the page renders with the browser's messages, the API with the server's.
 */
import type { NotificationType } from "#server/db/schema.ts";
import type { MessageKey, Translate } from "./i18n.tsx";
import { carriers } from "./tracking.ts";

export const notificationGroupNames = ["orders", "security", "files"] as const;
export type NotificationGroup = (typeof notificationGroupNames)[number];

/**
 * Each type's group in the centre's filter, in the order it lists them. A record of every type,
 * so a type added to the schema fails the typecheck until it has a group (the browser cannot
 * import the schema's list).
 */
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

export const notificationTypeValues = Object.keys(groupOf) as NotificationType[];

export const notificationGroups: Record<NotificationGroup, readonly NotificationType[]> = {
  orders: notificationTypeValues.filter((type) => groupOf[type] === "orders"),
  security: notificationTypeValues.filter((type) => groupOf[type] === "security"),
  files: notificationTypeValues.filter((type) => groupOf[type] === "files"),
};

/** A filter of the centre: one type, or a whole group. */
export type NotificationFilter = NotificationType | NotificationGroup;
export const notificationFilterValues = [...notificationGroupNames, ...notificationTypeValues] as [
  NotificationFilter,
  ...NotificationFilter[],
];

/** The types a filter stands for. */
export function typesOf(filter: NotificationFilter): readonly NotificationType[] {
  return (notificationGroupNames as readonly string[]).includes(filter)
    ? notificationGroups[filter as NotificationGroup]
    : [filter as NotificationType];
}

const unfilled = /{{\s*\w+\s*}}/;
const cancelReasons = ["customer", "expired", "operator"];

/**
 * The title and text of a notification. Each text has variants for missing values (`text`, then
 * `textNoTracking`): the first whose values are all there is used, so none shows a `{{value}}`.
 */
export function renderNotification(
  notification: { type: NotificationType; params: Record<string, string> },
  t: Translate<"notifications">,
  carrierName: (code: string) => string,
): { title: string; text: string } {
  const { type } = notification;
  // Empty values are missing ones: an order shipped without a tracking number stores "".
  const values: Record<string, string> = Object.fromEntries(
    Object.entries(notification.params).filter(([, value]) => typeof value === "string" && value !== ""),
  );
  if (type === "order_shipped" && values.carrier) values.carrier = carrierName(values.carrier);
  const first = (...keys: string[]) => {
    for (const key of keys) {
      const path = `messages.${type}.${key}`;
      const text = t(path as MessageKey<"notifications">, values);
      // The translator answers a missing key with the key itself: this type has no such variant.
      if (text !== path && !unfilled.test(text)) return text;
    }
    return "";
  };
  const title = first("title", "titleNoName");
  if (type === "order_cancelled" && values.reason && cancelReasons.includes(values.reason)) {
    return { title, text: first(`reason.${values.reason}`) };
  }
  return {
    title,
    text: first("text", "textNoReason", "textNoTracking", "textNoDevice", "textNoEmail"),
  };
}

/** Names carriers with `order.carriers`; a carrier the shop does not list keeps its code. */
export function carrierNamer(tOrder: Translate<"order">): (code: string) => string {
  return (code) => (carriers.includes(code) ? tOrder(`carriers.${code}` as MessageKey<"order">) : code);
}
