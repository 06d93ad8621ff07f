/** The notification centre's address, its forms and its API bodies. */
import { z } from "zod";
import { notificationFilterValues } from "#core/notifications.ts";

/** A notification's id (a bigserial: a positive integer that JavaScript holds exactly). */
const notificationId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The centre's address: a type or group, unread only, a page. Bad values fall back. */
export const notificationListQuerySchema = z.object({
  type: z.enum(notificationFilterValues).optional().catch(undefined),
  unread: z
    .literal("on")
    .optional()
    .catch(undefined)
    .transform((value) => value === "on"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The centre's buttons: open one (marks it read and follows its link), mark one read, mark all read. */
export const notificationActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("open"), id: notificationId }),
  z.object({ intent: z.literal("read"), id: notificationId }),
  z.object({ intent: z.literal("readAll") }),
]);

/** `POST /api/notifications`. */
export const notificationListBodySchema = z.strictObject({
  type: z.enum(notificationFilterValues).optional(),
  unreadOnly: z.boolean().optional(),
  page: z.number().int().min(1).max(10_000).optional(),
});

/** `POST /api/notifications/read`: some of the caller's notifications, or all of them. */
export const notificationReadBodySchema = z.union([
  z.strictObject({ ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
