import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { createTestUser } from "#tests/support/orders.ts";
import { mailOutbox, notifications, users } from "../db/schema.ts";
import { type NotificationType } from "#core/notifications.ts";
import type { MailContent } from "../mail/messages.ts";
import { sendNotificationDigests } from "./notification-digest.ts";
import {
  notify,
  readUnsubscribeToken,
  setNotificationPreferences,
  unsubscribeByLink,
} from "./notifications.ts";

const origin = "https://shop.example";
// Day D, as the shop's clock says: every time is the one given, never the machine's.
const day = (hours: number, minutes = 0) => new Date(Date.UTC(2031, 2, 14, hours, minutes));

describe.each(testDrivers)("the daily digest on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  async function digestCustomer(locale = "en") {
    const user = await createTestUser(db(), day(0));
    await db().update(users).set({ locale }).where(eq(users.id, user.id));
    await setNotificationPreferences(db(), {
      userId: user.id,
      mutedTypes: [],
      orderDigest: true,
      now: day(0),
    });
    return user;
  }

  const update = (user: { id: string; email: string }, type: NotificationType, reference: string, at: Date) =>
    notify(db(), {
      userId: user.id,
      type,
      params: { reference },
      link: `/account/orders/${reference.toLowerCase()}`,
      now: at,
      mail: {
        to: user.email,
        locale: "en",
        origin,
        build: (): MailContent => ({ subject: "one mail each", text: "", html: "" }),
      },
    });

  const mailTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

  test("three updates on day D: nothing that day, one mail listing them after midnight UTC, nothing again", async () => {
    const user = await digestCustomer();
    await update(user, "order_in_production", "AAAA2222", day(9));
    await update(user, "order_shipped", "AAAA2222", day(15));
    await update(user, "order_delivered", "BBBB3333", day(21, 30));
    // A receipt is never held for the digest.
    await update(user, "order_paid", "CCCC4444", day(22));
    expect((await mailTo(user.email)).map((mail) => mail.subject)).toEqual(["one mail each"]);

    expect(await sendNotificationDigests(db(), { now: day(23, 59), origin })).toBe(0);
    expect(await mailTo(user.email)).toHaveLength(1);

    const nextDay = new Date(day(24, 5));
    expect(await sendNotificationDigests(db(), { now: nextDay, origin })).toBe(1);
    const [, digest, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe("Your Inkwell Print Co. order updates of March 14, 2031");
    expect(digest?.text).toContain("Here are the 3 updates to your orders on March 14, 2031:");
    expect(digest?.text).toContain(
      `- Order AAAA2222: printing started\n  ${origin}/account/orders/aaaa2222\n` +
        `- Order AAAA2222: shipped\n  ${origin}/account/orders/aaaa2222\n` +
        `- Order BBBB3333: delivered\n  ${origin}/account/orders/bbbb3333`,
    );
    expect(digest?.html).toContain(`<a href="${origin}/account/orders/bbbb3333"`);
    expect(digest?.createdAt).toEqual(nextDay);
    const link = /https:\/\/shop\.example\/notifications\/unsubscribe\?token=(\S+)/.exec(digest?.text ?? "");
    expect(digest?.headers).toEqual({
      "List-Unsubscribe": `<${link?.[0]}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const states = await db()
      .select({ digest: notifications.digest })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(states.map((row) => row.digest).sort()).toEqual([null, "sent", "sent", "sent"]);
    expect(await sendNotificationDigests(db(), { now: day(24, 20), origin })).toBe(0);
    expect(await mailTo(user.email)).toHaveLength(2);

    // The digest's own link stops order update mail altogether (fewer mails, not one each).
    const named = await readUnsubscribeToken(db(), decodeURIComponent(link?.[1] ?? ""));
    expect(named).toEqual({ userId: user.id, type: "order_digest" });
    await unsubscribeByLink(db(), { userId: user.id, topic: "order_digest", now: day(25) });
    expect((await update(user, "order_shipped", "DDDD5555", day(26))).mail).toBe("muted");
  });

  test("each account gets its own digest, in its own language; today's updates wait for tomorrow", async () => {
    const ada = await digestCustomer("en");
    const elodie = await digestCustomer("fr");
    await update(ada, "order_on_hold", "EEEE6666", day(10));
    await update(elodie, "order_cancelled", "FFFF7777", day(11));
    await update(elodie, "order_shipped", "FFFF7777", day(24, 1));
    expect(await sendNotificationDigests(db(), { now: day(24, 5), origin })).toBe(2);
    const [toAda] = await mailTo(ada.email);
    const [toElodie] = await mailTo(elodie.email);
    expect(toAda?.text).toContain("Here is the update to your orders on March 14, 2031:");
    expect(toAda?.text).toContain("Order EEEE6666: on hold, we need your answer");
    expect(toAda?.text).not.toContain("FFFF7777");
    expect(toElodie?.subject).toBe("Les nouvelles de vos commandes Inkwell Print Co. du 14 mars 2031");
    expect(toElodie?.text).toContain("Commande FFFF7777\u202f: annulée");
    expect(toElodie?.text).toContain(`${origin}/fr/account/orders/ffff7777`);
    expect(toElodie?.text).not.toContain("expédiée");
    // The update of the new day goes out the day after.
    expect(await sendNotificationDigests(db(), { now: day(48, 5), origin })).toBe(1);
  });
});
