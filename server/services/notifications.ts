/**
 * Notifications: every event a customer is told about (docs/decisions/021). `notify` stores it —
 * its type and values, rendered in the reader's language when read — tells the customer's open
 * pages (PostgreSQL NOTIFY, heard by every instance), and mails it as the customer chose: at once,
 * in the daily digest (order updates), or not at all. Security mails and receipts always go out.
 * Called inside the transaction of the change it tells of, so neither exists without the other.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { localizePath, type Locale } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { notificationPreferences, notifications, signingKeys } from "../db/schema.ts";
import { notificationTypes, type NotificationType } from "#core/notifications.ts";
import type { MailContent } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { getSiteSettings } from "./site.ts";

/** The PostgreSQL channel on which an account's open pages hear of a new notification. */
export const NOTIFICATION_CHANNEL = "shop_notifications";

/** Mailed whatever the preferences say: the account's security, and receipts of money and orders. */
export const alwaysMailedTypes: readonly NotificationType[] = [
  "order_placed",
  "order_paid",
  "order_refunded",
  "password_changed",
  "new_sign_in",
  "email_changed",
];

/** Order updates: the daily digest gathers these when the customer chose it. */
export const orderUpdateTypes: readonly NotificationType[] = [
  "order_in_production",
  "order_on_hold",
  "order_shipped",
  "order_delivered",
  "order_cancelled",
];

/** The types whose mail a customer may turn off, in the order the preferences list them. */
export const optionalMailTypes: readonly NotificationType[] = notificationTypes.filter(
  (type) => !alwaysMailedTypes.includes(type),
);

export type NotificationMail = {
  to: string;
  locale: Locale;
  /** The shop's public origin, for the unsubscribe link. */
  origin: string;
  /** The message, with the unsubscribe link its footer and headers carry (optional mails only). */
  build(options: { siteName: string; unsubscribeUrl: string | null }): MailContent;
};

export type Notify = {
  /** The account told; null for an order whose account was deleted: then only its mail goes. */
  userId: string | null;
  type: NotificationType;
  params?: Record<string, string>;
  /** A path of the shop without the language prefix. */
  link: string;
  now: Date;
  mail?: NotificationMail;
};

export type Delivery = "now" | "digest" | "muted" | "none";

export async function notify(db: Database, input: Notify): Promise<{ id: number | null; mail: Delivery }> {
  if (input.userId === null) {
    if (!input.mail) return { id: null, mail: "none" };
    await sendNotificationMail(db, input.mail, null, input.now);
    return { id: null, mail: "now" };
  }
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      params: input.params ?? {},
      link: input.link,
      createdAt: input.now,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("the notification was not stored");
  // Delivered when the transaction commits, to every instance's listeners.
  await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${input.userId})`);
  forgetUnreadCount(input.userId);
  if (!input.mail) return { id: row.id, mail: "none" };

  const delivery = await mailDelivery(db, input.userId, input.type);
  if (delivery === "digest") {
    await db.update(notifications).set({ digest: "pending" }).where(eq(notifications.id, row.id));
  } else if (delivery === "now") {
    const unsubscribe = alwaysMailedTypes.includes(input.type)
      ? null
      : await unsubscribeUrl(db, {
          origin: input.mail.origin,
          locale: input.mail.locale,
          userId: input.userId,
          type: input.type,
        });
    await sendNotificationMail(db, input.mail, unsubscribe, input.now);
  }
  return { id: row.id, mail: delivery };
}

async function sendNotificationMail(
  db: Database,
  mail: NotificationMail,
  unsubscribe: string | null,
  now: Date,
): Promise<void> {
  const { siteName } = await getSiteSettings(db, mail.locale);
  const content = mail.build({ siteName, unsubscribeUrl: unsubscribe });
  const headers = unsubscribe ? unsubscribeHeaders(unsubscribe) : undefined;
  await enqueueMail(db, { to: mail.to, ...content, ...(headers ? { headers } : {}) }, now);
}

/** RFC 8058: mail programs offer "unsubscribe" and post to the link themselves, in one click. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** How this type reaches this customer by mail, given their choices. */
export async function mailDelivery(db: Database, userId: string, type: NotificationType): Promise<Delivery> {
  if (alwaysMailedTypes.includes(type)) return "now";
  const preferences = await getNotificationPreferences(db, userId);
  if (preferences.mutedTypes.includes(type)) return "muted";
  if (preferences.orderDigest && orderUpdateTypes.includes(type)) return "digest";
  return "now";
}

export type NotificationPreferences = { mutedTypes: NotificationType[]; orderDigest: boolean };

export async function getNotificationPreferences(
  db: Database,
  userId: string,
): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  // Types that are always mailed cannot be muted, whatever an old row says.
  const mutedTypes = (row?.mutedTypes ?? []).filter((type) => optionalMailTypes.includes(type));
  return { mutedTypes, orderDigest: row?.orderDigest ?? false };
}

export async function setNotificationPreferences(
  db: Database,
  input: { userId: string; mutedTypes: readonly NotificationType[]; orderDigest: boolean; now: Date },
): Promise<NotificationPreferences> {
  const mutedTypes = notificationTypes.filter(
    (type) => optionalMailTypes.includes(type) && input.mutedTypes.includes(type),
  );
  await db
    .insert(notificationPreferences)
    .values({ userId: input.userId, mutedTypes, orderDigest: input.orderDigest, updatedAt: input.now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { mutedTypes, orderDigest: input.orderDigest, updatedAt: input.now },
    });
  return { mutedTypes, orderDigest: input.orderDigest };
}

/** Turns one optional type's mail off (the unsubscribe link), keeping the other choices. */
export async function muteNotificationType(
  db: Database,
  input: { userId: string; type: NotificationType; now: Date },
): Promise<void> {
  const current = await getNotificationPreferences(db, input.userId);
  await setNotificationPreferences(db, {
    userId: input.userId,
    mutedTypes: [...current.mutedTypes, input.type],
    orderDigest: current.orderDigest,
    now: input.now,
  });
}

// ---- The unsubscribe link: signed, so it works without signing in and cannot be forged. ----

/**
 * What an unsubscribe link stops: one optional type, or — the daily digest's link — every order
 * update. Stopping the digest means "fewer mails", so it mutes the updates it gathers rather than
 * going back to one mail each; they all still show in the notification centre.
 */
export type UnsubscribeTopic = NotificationType | "order_digest";

function isUnsubscribeTopic(topic: string): topic is UnsubscribeTopic {
  return topic === "order_digest" || optionalMailTypes.includes(topic as NotificationType);
}

/** The types an unsubscribe topic mutes. */
export function topicTypes(topic: UnsubscribeTopic): NotificationType[] {
  return topic === "order_digest" ? [...orderUpdateTypes] : [topic];
}

/** Follows an unsubscribe link: mutes what it names, keeping the other choices. */
export async function unsubscribeByLink(
  db: Database,
  input: { userId: string; topic: UnsubscribeTopic; now: Date },
): Promise<void> {
  const current = await getNotificationPreferences(db, input.userId);
  await setNotificationPreferences(db, {
    userId: input.userId,
    mutedTypes: [...current.mutedTypes, ...topicTypes(input.topic)],
    orderDigest: current.orderDigest,
    now: input.now,
  });
}

const signingKeyCache = new WeakMap<Database, Promise<Buffer>>();

/** The shop's key for signing links in mail, made once and kept in the database (all instances share it). */
function mailSigningKey(db: Database): Promise<Buffer> {
  let key = signingKeyCache.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(signingKeys)
        .values({ name: "mail", key: randomBytes(32).toString("base64url") })
        .onConflictDoNothing({ target: signingKeys.name });
      const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, "mail"));
      if (!row) throw new Error("the mail signing key is missing");
      return Buffer.from(row.key, "base64url");
    })();
    key.catch(() => signingKeyCache.delete(db));
    signingKeyCache.set(db, key);
  }
  return key;
}

function signature(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** `<user id>.<type>.<signature>`: names the account and the kind of mail to stop. */
export async function unsubscribeToken(
  db: Database,
  userId: string,
  type: UnsubscribeTopic,
): Promise<string> {
  const payload = `${userId}.${type}`;
  return `${payload}.${signature(await mailSigningKey(db), payload)}`;
}

export async function unsubscribeUrl(
  db: Database,
  input: { origin: string; locale: Locale; userId: string; type: UnsubscribeTopic },
): Promise<string> {
  const token = await unsubscribeToken(db, input.userId, input.type);
  return `${input.origin}${localizePath("/notifications/unsubscribe", input.locale)}?token=${encodeURIComponent(token)}`;
}

/** The account and type a token names, or null for a token the shop did not sign. */
export async function readUnsubscribeToken(
  db: Database,
  token: string,
): Promise<{ userId: string; type: UnsubscribeTopic } | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || token.length > 200) return null;
  const [userId = "", type = "", given = ""] = parts;
  const expected = Buffer.from(signature(await mailSigningKey(db), `${userId}.${type}`));
  const provided = Buffer.from(given);
  if (provided.length !== expected.length || !timingSafeEqual(provided, expected)) return null;
  if (!isUnsubscribeTopic(type)) return null;
  return { userId, type };
}

// ---- Reading ----

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationView = {
  id: number;
  type: NotificationType;
  params: Record<string, string>;
  link: string;
  createdAt: string;
  read: boolean;
};

export async function listNotifications(
  db: Database,
  options: {
    userId: string;
    type?: NotificationType | undefined;
    /** Any of these types (a group of them: the orders', the account's security…). */
    types?: readonly NotificationType[] | undefined;
    unreadOnly?: boolean;
    page: number;
  },
): Promise<{
  notifications: NotificationView[];
  total: number;
  unread: number;
  page: number;
  pageCount: number;
}> {
  const conditions: SQL[] = [eq(notifications.userId, options.userId)];
  if (options.type) conditions.push(eq(notifications.type, options.type));
  if (options.types) conditions.push(inArray(notifications.type, [...options.types]));
  if (options.unreadOnly) conditions.push(isNull(notifications.readAt));
  const where = and(...conditions);
  const [totals] = await db.select({ total: count() }).from(notifications).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      type: row.type,
      params: row.params,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      read: row.readAt !== null,
    })),
    total,
    unread: await unreadCount(db, options.userId),
    page,
    pageCount,
  };
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the account's notifications read: those named, or all. Another account's ids change nothing. */
export async function markNotificationsRead(
  db: Database,
  input: { userId: string; ids: readonly number[] | "all"; now: Date },
): Promise<number> {
  const which = input.ids === "all" ? undefined : inArray(notifications.id, [...input.ids]);
  if (input.ids !== "all" && input.ids.length === 0) return 0;
  const updated = await db
    .update(notifications)
    .set({ readAt: input.now })
    .where(and(eq(notifications.userId, input.userId), isNull(notifications.readAt), which))
    .returning({ id: notifications.id });
  if (updated.length > 0) {
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${input.userId})`);
    forgetUnreadCount(input.userId);
  }
  return updated.length;
}

/**
 * Unread counts as the header shows them, kept between pages: every signed-in page shows one, and
 * counting costs a query. Forgotten here when this process changes an account's notifications,
 * and by every process when it hears the change (notification-streams.ts listens); the age limit
 * bounds a change missed while that listening connection was down. Keyed by account id (random
 * UUIDs: several test databases in one process never share one).
 */
const unreadCounts = new Map<string, { count: number; readAt: number }>();
const UNREAD_CACHE_MS = 60_000;
const UNREAD_CACHE_ENTRIES = 10_000;

/** `unreadCount`, from memory when it was read in the last minute and has not changed since. */
export async function cachedUnreadCount(db: Database, userId: string): Promise<number> {
  const known = unreadCounts.get(userId);
  if (known && Date.now() - known.readAt < UNREAD_CACHE_MS) return known.count;
  const readAt = Date.now();
  const unread = await unreadCount(db, userId);
  if (unreadCounts.size >= UNREAD_CACHE_ENTRIES)
    unreadCounts.delete(unreadCounts.keys().next().value as string);
  unreadCounts.set(userId, { count: unread, readAt });
  return unread;
}

/** Forgets the account's kept count (or every count): its notifications changed. */
export function forgetUnreadCount(userId?: string): void {
  if (userId === undefined) unreadCounts.clear();
  else unreadCounts.delete(userId);
}

/**
 * Opens one of the account's notifications: marks it read and gives where it leads. Null when the
 * account has no such notification (another account's is no different from none).
 */
export async function openNotification(
  db: Database,
  input: { userId: string; id: number; now: Date },
): Promise<{ link: string } | null> {
  const [row] = await db
    .select({ link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, input.userId), eq(notifications.id, input.id)));
  if (!row) return null;
  await markNotificationsRead(db, { userId: input.userId, ids: [input.id], now: input.now });
  return { link: row.link };
}

/** Pending digest items created before `before`, oldest first, by account. */
export async function pendingDigestItems(db: Database, before: Date) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.digest, "pending"), lt(notifications.createdAt, before)))
    .orderBy(notifications.userId, notifications.id);
}
