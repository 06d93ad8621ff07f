/**
 * A notification's words, rendered when it is read (the page, the API) from its type and values,
 * in the reader's language: a notification stored in English reads in French once its reader
 * switched. Isomorphic: the page renders with the browser's messages, the API with the server's.
 */
import type { NotificationType } from "#core/notifications.ts";
import type { MessageKey, Translate } from "#app/utils/i18n.tsx";
import { carriers } from "#core/tracking.ts";

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
