/**
 * The daily digest of order updates (issue 16): a customer who chose it gets the day's updates
 * in one mail after the day ends (UTC), instead of one mail each. `notify` leaves those updates
 * `pending`; this job gathers them by account and marks them `sent` in the transaction that
 * queues the mail, so a crash sends nothing twice and loses nothing.
 */
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import { isLocale, locales, localizePath, type Locale } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { notifications, users } from "../db/schema.ts";
import { type NotificationType } from "#core/notifications.ts";
import { digestMessage, type DigestItem } from "../mail/messages.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { unsubscribeHeaders, unsubscribeUrl } from "./notifications.ts";
import { getSiteSettings } from "./site.ts";

const digestTypes: readonly DigestItem["type"][] = [
  "order_in_production",
  "order_on_hold",
  "order_shipped",
  "order_delivered",
  "order_cancelled",
];

function isDigestType(type: NotificationType): type is DigestItem["type"] {
  return (digestTypes as readonly NotificationType[]).includes(type);
}

/** Midnight UTC of the day `now` falls in: updates before it belong to a finished day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Mails every account its pending updates of the days before today (UTC), one mail per account,
 * in the account's language. Safe to run on several instances at once: each account's rows are
 * claimed with `for update skip locked`, and an instance that finds them taken moves on.
 * Returns how many mails were queued.
 */
export async function sendNotificationDigests(
  db: Database,
  options: { now: Date; origin: string },
): Promise<number> {
  const dayStart = startOfUtcDay(options.now);
  const due = and(eq(notifications.digest, "pending"), lt(notifications.createdAt, dayStart));
  const accounts = await db.selectDistinct({ userId: notifications.userId }).from(notifications).where(due);
  let mailed = 0;
  for (const { userId } of accounts) {
    const sent = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(notifications)
        .where(and(due, eq(notifications.userId, userId)))
        .orderBy(asc(notifications.id))
        .for("update", { skipLocked: true });
      if (rows.length === 0) return false;
      await tx
        .update(notifications)
        .set({ digest: "sent" })
        .where(
          inArray(
            notifications.id,
            rows.map((row) => row.id),
          ),
        );
      const [account] = await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId));
      const items = rows.filter((row) => isDigestType(row.type));
      if (!account || items.length === 0) return false;
      const locale: Locale = isLocale(account.locale) ? account.locale : "en";
      const at = (path: string) => `${options.origin}${localizePath(path, locale)}`;
      const first = items[0]!.createdAt;
      const last = items.at(-1)!.createdAt;
      // One day normally; several when the job could not run for a while ("June 1 – 3, 2026").
      const date = new Intl.DateTimeFormat(locales[locale].tag, {
        dateStyle: "long",
        timeZone: "UTC",
      }).formatRange(first, last);
      const unsubscribe = await unsubscribeUrl(tx, {
        origin: options.origin,
        locale,
        userId,
        type: "order_digest",
      });
      const { siteName } = await getSiteSettings(tx, locale);
      const content = digestMessage({
        locale,
        siteName,
        date,
        items: items.map((row) => ({
          type: row.type as DigestItem["type"],
          reference: row.params.reference ?? "",
          link: at(row.link),
        })),
        preferencesLink: at("/account/notifications/preferences"),
        unsubscribeUrl: unsubscribe,
      });
      await enqueueMail(
        tx,
        { to: account.email, ...content, headers: unsubscribeHeaders(unsubscribe) },
        options.now,
      );
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}
