import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { createTestUser } from "#tests/support/orders.ts";
import { mailOutbox, notifications } from "../db/schema.ts";
import type { MailContent } from "../mail/messages.ts";
import {
  cachedUnreadCount,
  getNotificationPreferences,
  listNotifications,
  markNotificationsRead,
  notify,
  readUnsubscribeToken,
  setNotificationPreferences,
  unreadCount,
  unsubscribeToken,
  unsubscribeUrl,
} from "./notifications.ts";

// The shop's clock runs two hours behind the machine: every time written is the one given.
const now = new Date(Date.now() - 2 * 60 * 60_000);
const origin = "https://shop.example";

function mail(to: string) {
  return {
    to,
    locale: "en" as const,
    origin,
    build: ({ unsubscribeUrl: link }: { siteName: string; unsubscribeUrl: string | null }): MailContent => ({
      subject: "Update",
      text: `body ${link ?? "no link"}`,
      html: "<p>body</p>",
    }),
  };
}

describe.each(testDrivers)("notifications on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  async function outboxFor(email: string) {
    return db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  }

  test("an optional mail carries its unsubscribe link and headers; a receipt carries none", async () => {
    const user = await createTestUser(db(), now);
    const shipped = await notify(db(), {
      userId: user.id,
      type: "order_shipped",
      params: { reference: "ABCD2345" },
      link: "/account/orders/x",
      now,
      mail: mail(user.email),
    });
    expect(shipped.mail).toBe("now");
    await notify(db(), {
      userId: user.id,
      type: "order_paid",
      link: "/account/orders/x",
      now,
      mail: mail(user.email),
    });
    const [optional, receipt] = await outboxFor(user.email);
    const link = `${origin}/notifications/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(db(), user.id, "order_shipped"))}`;
    expect(optional?.text).toBe(`body ${link}`);
    expect(optional?.headers).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(receipt?.text).toBe("body no link");
    expect(receipt?.headers).toBeNull();
    expect(await unreadCount(db(), user.id)).toBe(2);
  });

  test("a muted type is stored but not mailed; receipts and security mails cannot be muted", async () => {
    const user = await createTestUser(db(), now);
    const saved = await setNotificationPreferences(db(), {
      userId: user.id,
      mutedTypes: ["order_shipped", "order_paid", "password_changed"],
      orderDigest: false,
      now,
    });
    expect(saved.mutedTypes).toEqual(["order_shipped"]);
    const shipped = await notify(db(), {
      userId: user.id,
      type: "order_shipped",
      link: "/a",
      now,
      mail: mail(user.email),
    });
    const paid = await notify(db(), {
      userId: user.id,
      type: "order_paid",
      link: "/a",
      now,
      mail: mail(user.email),
    });
    expect([shipped.mail, paid.mail]).toEqual(["muted", "now"]);
    expect(await outboxFor(user.email)).toHaveLength(1);
    expect((await listNotifications(db(), { userId: user.id, page: 1 })).total).toBe(2);
  });

  test("with the digest, order updates wait for it; other optional types do not", async () => {
    const user = await createTestUser(db(), now);
    await setNotificationPreferences(db(), { userId: user.id, mutedTypes: [], orderDigest: true, now });
    const update = await notify(db(), {
      userId: user.id,
      type: "order_in_production",
      link: "/a",
      now,
      mail: mail(user.email),
    });
    const file = await notify(db(), {
      userId: user.id,
      type: "file_failed",
      link: "/b",
      now,
      mail: mail(user.email),
    });
    expect([update.mail, file.mail]).toEqual(["digest", "now"]);
    const [row] = await db().select().from(notifications).where(eq(notifications.id, update.id!));
    expect(row?.digest).toBe("pending");
    expect(await outboxFor(user.email)).toHaveLength(1);
  });

  test("unsubscribe tokens name their account and type, and a changed one is refused", async () => {
    const user = await createTestUser(db(), now);
    const token = await unsubscribeToken(db(), user.id, "order_delivered");
    expect(await readUnsubscribeToken(db(), token)).toEqual({ userId: user.id, type: "order_delivered" });
    const other = await createTestUser(db(), now);
    expect(await readUnsubscribeToken(db(), token.replace(user.id, other.id))).toBeNull();
    expect(await readUnsubscribeToken(db(), token.replace("order_delivered", "order_shipped"))).toBeNull();
    expect(await readUnsubscribeToken(db(), `${token}x`)).toBeNull();
    expect(await readUnsubscribeToken(db(), "not.a.token")).toBeNull();
    // Receipts have no unsubscribe link, so a signed token for one is refused too.
    const receipt = await unsubscribeToken(db(), user.id, "order_paid");
    expect(await readUnsubscribeToken(db(), receipt)).toBeNull();
    expect(
      await unsubscribeUrl(db(), { origin, locale: "fr", userId: user.id, type: "order_delivered" }),
    ).toBe(`${origin}/fr/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await getNotificationPreferences(db(), user.id)).mutedTypes).toEqual([]);
  });

  test("the header's kept unread count follows a new notification and a read one at once", async () => {
    const user = await createTestUser(db(), now);
    expect(await cachedUnreadCount(db(), user.id)).toBe(0);
    const { id } = await notify(db(), { userId: user.id, type: "order_shipped", params: {}, link: "/", now });
    expect(await cachedUnreadCount(db(), user.id)).toBe(1);
    await markNotificationsRead(db(), { userId: user.id, ids: [id!], now });
    expect(await cachedUnreadCount(db(), user.id)).toBe(0);
  });

  test("marking read touches only the reader's own notifications", async () => {
    const reader = await createTestUser(db(), now);
    const stranger = await createTestUser(db(), now);
    const mine = await notify(db(), { userId: reader.id, type: "order_delivered", link: "/a", now });
    const theirs = await notify(db(), { userId: stranger.id, type: "order_delivered", link: "/a", now });
    expect(await markNotificationsRead(db(), { userId: reader.id, ids: [mine.id!, theirs.id!], now })).toBe(
      1,
    );
    expect(await unreadCount(db(), stranger.id)).toBe(1);
    await notify(db(), { userId: reader.id, type: "order_shipped", link: "/b", now });
    expect(await markNotificationsRead(db(), { userId: reader.id, ids: "all", now })).toBe(1);
    expect(await unreadCount(db(), reader.id)).toBe(0);
    const list = await listNotifications(db(), { userId: reader.id, page: 1 });
    expect(list.notifications.map((entry) => [entry.type, entry.read])).toEqual([
      ["order_shipped", true],
      ["order_delivered", true],
    ]);
  });
});
