/**
 * The customer's choices of notification mail: the form at /account/notifications/preferences
 * and the JSON API's body. Messages are keys of the `notificationSettings` namespace.
 */
import { z } from "zod";
import type { NotificationType } from "#core/notifications.ts";

/**
 * Mail a customer may turn off, in the order the page lists them. The server's own list
 * (`optionalMailTypes` in server/services/notifications.ts) is the rule;
 * server/services/notification-types.test.ts keeps them equal.
 */
export const choosableMailTypes = [
  "order_in_production",
  "order_on_hold",
  "order_shipped",
  "order_delivered",
  "order_cancelled",
  "file_failed",
] as const satisfies readonly NotificationType[];

/** Receipts and security mail, always sent: shown ticked and locked. Kept equal to `alwaysMailedTypes`. */
export const lockedMailTypes = [
  "order_placed",
  "order_paid",
  "order_refunded",
  "password_changed",
  "new_sign_in",
  "email_changed",
] as const satisfies readonly NotificationType[];

/** What an unsubscribe link can stop: one of those types, or the daily digest's order updates. */
export const unsubscribeTopics = [...choosableMailTypes, "order_digest"] as const;

/** Every type, as the API names them. */
export const allNotificationTypes = [...lockedMailTypes, ...choosableMailTypes] as const;

/** Order updates: one mail each as they happen, or one mail a day listing them. */
export const orderUpdateDeliveries = ["each", "daily"] as const;

export const notificationPreferencesFormSchema = z.object({
  // Ticked boxes are sent, unticked ones are not: the types absent from the form are turned off.
  mailed: z.array(z.enum(choosableMailTypes)).max(choosableMailTypes.length).default([]),
  delivery: z.enum(orderUpdateDeliveries, { error: "deliveryRequired" }),
});

/** `/api/notifications/preferences/save`: the types named change, the others stay as they are. */
export const notificationPreferencesBodySchema = z.strictObject({
  mail: z
    .strictObject(
      Object.fromEntries(allNotificationTypes.map((type) => [type, z.boolean().optional()])) as Record<
        NotificationType,
        z.ZodOptional<z.ZodBoolean>
      >,
    )
    .optional(),
  orderDigest: z.boolean().optional(),
});
