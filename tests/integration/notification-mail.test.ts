/**
 * The customer's choices of notification mail, over HTTP on the built shop (issue 16): shipping
 * mail turned off by the preferences form stops that mail but not the notification, while a
 * receipt still arrives; an optional mail's unsubscribe link (and its List-Unsubscribe headers)
 * works signed out, by the page's button or a mail program's one-click post, and a forged one
 * changes nothing; the daily digest gathers a day's updates into one mail after midnight UTC; a
 * sign-in from a new browser is mailed once; an email change goes through the new address.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { notifications, users } from "#server/db/schema.ts";
import { type NotificationType } from "#core/notifications.ts";
import { sendNotificationDigests } from "#server/services/notification-digest.ts";
import { getNotificationPreferences } from "#server/services/notifications.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { placePaidOrder } from "#tests/support/checkout-pages.ts";
import { cardExpiry } from "#tests/support/clock.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import {
  accountPassword as password,
  shopBrowser,
  signedInAccount,
  type SignedInAccount,
} from "#tests/support/shop-clients.ts";
import { startSmtpSink, type CapturedMail, type SmtpSink } from "#tests/support/smtp-sink.ts";

const TEE = "st75v2";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

describe("notification mail over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  let sink: SmtpSink;
  // The shop's clock runs three hours behind the machine, and the digest test moves it on a day.
  let clock = new Date(Date.now() - 3 * 60 * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    sink = await startSmtpSink();
    shop = await startShop({ trustProxy: "loopback", smtpUrl: sink.url }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await sink.stop();
    await database.dispose();
  });

  const browser = (language = "en", userAgent?: string) => shopBrowser(shop, { language, userAgent });

  const account = (email: string, language = "en", role: "customer" | "operator" = "customer") =>
    signedInAccount(shop, database, { email, language, role, clock });

  type Account = SignedInAccount;

  /** A design with text on its front, one in M, placed and paid. */
  const paidOrder = (buyer: Account) =>
    placePaidOrder(shop, database, buyer, {
      document: { version: 1, product: TEE, color: "white", areas: { front: [teeText("f1", "Front")] } },
      expiry: cardExpiry(clock),
      quantity: 1,
    });

  const mailTo = (email: string, subject: RegExp) =>
    sink.waitFor((mail) => mail.to === email && subject.test(mail.subject), 15_000);
  const received = (email: string, subject: RegExp): CapturedMail[] =>
    sink.messages.filter((mail) => mail.to === email && subject.test(mail.subject));
  const notificationsOf = async (userId: string, type: NotificationType) =>
    database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  /** A page's text as read, its elements' tags removed. */
  const withoutTags = (html: string) => html.replaceAll(/<[^>]*>/g, "");
  /** The unsubscribe link at the foot of a mail's text, as a path and query of the shop. */
  const unsubscribeLinkOf = (mail: CapturedMail) => {
    const link = /^(https?:\/\/\S+\/notifications\/unsubscribe\?token=\S+)$/m.exec(mail.text)?.[1];
    if (!link) throw new Error(`no unsubscribe link in "${mail.subject}"`);
    return link;
  };
  const pathOf = (link: string) => {
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };
  const allOptional = [
    "order_in_production",
    "order_on_hold",
    "order_shipped",
    "order_delivered",
    "order_cancelled",
    "file_failed",
  ];
  const preferencesForm = (mailed: string[], delivery: "each" | "daily"): [string, string][] => [
    ...mailed.map((type): [string, string] => ["mailed", type]),
    ["delivery", delivery],
  ];

  test('"shipped" mails turned off: the notification stays, the mail does not come, receipts still do; the links in mail work signed out', async () => {
    const operator = await account("printer@example.com", "en", "operator");
    const buyer = await account("buyer@example.com");

    const form = await buyer.page("/account/notifications/preferences");
    expect(form.status).toBe(200);
    expect(form.html).toContain("Order shipped, with tracking");
    // Receipts and security mail are listed, ticked and locked.
    expect(
      form.html.match(
        /<input type="checkbox" disabled="" aria-describedby="always-mailed-note"[^>]*checked=""/g,
      ),
    ).toHaveLength(6);
    expect(form.html).toContain(
      "Receipts and security alerts are always emailed: they cannot be turned off.",
    );

    const saved = await buyer.post(
      "/account/notifications/preferences",
      preferencesForm(
        allOptional.filter((type) => type !== "order_shipped"),
        "each",
      ),
    );
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/account/notifications/preferences");
    const kept = await buyer.page("/account/notifications/preferences");
    expect(kept.html).toContain("Your email choices are saved.");
    expect(kept.html).toContain('name="mailed" value="order_shipped"');
    expect(kept.html).toContain('name="mailed" checked="" value="order_delivered"');
    const read = await buyer.api<{ preferences: { mail: Record<string, boolean>; orderDigest: boolean } }>(
      "/api/notifications/preferences",
      {},
    );
    expect(read.body.data.preferences.mail).toMatchObject({
      order_shipped: false,
      order_delivered: true,
      order_paid: true,
    });

    // A form without a choice of delivery is refused under it, in the page's language; nothing changes.
    const refused = await buyer.post("/fr/account/notifications/preferences", [["mailed", "order_shipped"]]);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Choisissez comment recevoir les nouvelles de vos commandes.");
    expect((await getNotificationPreferences(database.db, buyer.id)).mutedTypes).toEqual(["order_shipped"]);

    const sn = await paidOrder(buyer);
    await mailTo(buyer.email, /^Receipt for your .* order /);
    for (const intent of ["startProduction", "ship", "deliver"]) {
      const fields: Record<string, string> =
        intent === "ship" ? { intent, carrier: "ups", trackingNumber: "1Z999AA10123456784" } : { intent };
      expect((await operator.post(`/admin/orders/${sn}`, fields)).status).toBe(302);
    }
    // Mail leaves in the order it was queued: once "delivered" is in, "shipped" would be too.
    const delivered = await mailTo(buyer.email, /was delivered$/);
    expect(received(buyer.email, /has shipped$/)).toEqual([]);
    expect(await notificationsOf(buyer.id, "order_shipped")).toHaveLength(1);
    expect((await notificationsOf(buyer.id, "order_shipped"))[0]).toMatchObject({
      link: `/account/orders/${sn}`,
      params: { carrier: "ups", trackingNumber: "1Z999AA10123456784" },
    });
    expect(received(buyer.email, /^Receipt for your .* order /)).toHaveLength(1);

    // An optional mail carries its link in the text and in the RFC 8058 headers; a receipt none.
    const printing = (await mailTo(buyer.email, /is being printed$/))!;
    const link = unsubscribeLinkOf(printing);
    expect(printing.unsubscribe).toEqual({ link: `<${link}>`, post: "List-Unsubscribe=One-Click" });
    expect(received(buyer.email, /^Receipt for your .* order /)[0]?.unsubscribe).toBeUndefined();

    // Opened signed out: it asks, with the address masked, and changes nothing.
    const stranger = browser();
    const asked = await stranger.page(pathOf(link));
    expect(asked.status).toBe(200);
    expect(asked.headers.get("cache-control")).toBe("private, no-store");
    expect(withoutTags(asked.html)).toContain(
      "Stop emailing notices that printing started to b…@example.com?",
    );
    expect(asked.html).not.toContain("buyer@example.com");
    expect((await getNotificationPreferences(database.db, buyer.id)).mutedTypes).toEqual(["order_shipped"]);
    // Opened again, it still asks (no cache answered the second visit with the first page).
    expect((await stranger.page(pathOf(link))).headers.get("cache-status")).toContain("bypass");
    const token = new URL(link).searchParams.get("token")!;
    const done = await stranger.post(pathOf(link), { token });
    expect(done.status).toBe(200);
    expect(withoutTags(done.html)).toContain(
      "We no longer email notices that printing started to b…@example.com.",
    );
    expect((await getNotificationPreferences(database.db, buyer.id)).mutedTypes).toEqual([
      "order_in_production",
      "order_shipped",
    ]);

    // A mail program's one-click post, from its own servers or a webmail page.
    const oneClick = await fetch(shop.url(pathOf(delivered.unsubscribe!.link.slice(1, -1))), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(oneClick.status).toBe(200);
    expect((await getNotificationPreferences(database.db, buyer.id)).mutedTypes).toContain("order_delivered");

    // A forged link (another account's id under this signature) shows why, and changes nothing.
    const other = await account("other@example.com");
    const forged = pathOf(link).replace(encodeURIComponent(buyer.id), encodeURIComponent(other.id));
    expect(forged).not.toBe(pathOf(link));
    const forgedPage = await stranger.page(forged);
    expect(forgedPage.status).toBe(400);
    expect(forgedPage.html).toContain("This unsubscribe link does not work");
    const forgedPost = await stranger.post(forged, {
      token: new URL(shop.url(forged)).searchParams.get("token")!,
    });
    expect(forgedPost.status).toBe(400);
    const french = await stranger.page("/fr/notifications/unsubscribe?token=nothing.at.all");
    expect(french.status).toBe(400);
    expect(french.html).toContain("Ce lien de désabonnement ne fonctionne pas");
    expect((await getNotificationPreferences(database.db, other.id)).mutedTypes).toEqual([]);

    // The API: receipts cannot be turned off; unknown types are named; the rest is kept.
    const locked = await buyer.api("/api/notifications/preferences/save", { mail: { order_paid: false } });
    expect(locked).toMatchObject({
      status: 400,
      body: {
        code: 0,
        msg: "order_paid: receipts and security alerts are always emailed and cannot be turned off.",
      },
    });
    const unknown = await buyer.api("/api/notifications/preferences/save", { mail: { order_lost: false } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toContain("order_lost");
    const changed = await buyer.api<{ preferences: { mail: Record<string, boolean>; orderDigest: boolean } }>(
      "/api/notifications/preferences/save",
      { mail: { order_shipped: true }, orderDigest: true },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.preferences).toMatchObject({
      mail: { order_shipped: true, order_in_production: false, order_delivered: false },
      orderDigest: true,
    });
    expect((await browser().api("/api/notifications/preferences", {})).status).toBe(401);
  });

  test("the daily digest: three order updates in a day make one mail after midnight UTC, and only one", async () => {
    const operator = await account("digest-printer@example.com", "en", "operator");
    const buyer = await account("digest@example.com");
    const saved = await buyer.post(
      "/account/notifications/preferences",
      preferencesForm(allOptional, "daily"),
    );
    expect(saved.status).toBe(302);

    const sn = await paidOrder(buyer);
    for (const intent of ["startProduction", "ship", "deliver"]) {
      const fields: Record<string, string> =
        intent === "ship" ? { intent, carrier: "ups", trackingNumber: "1Z999AA10123456784" } : { intent };
      expect((await operator.post(`/admin/orders/${sn}`, fields)).status).toBe(302);
    }
    await mailTo(buyer.email, /^Receipt for your .* order /);
    const origin = shop.url("");
    expect(await sendNotificationDigests(database.db, { now: clock, origin })).toBe(0);

    const dayStart = Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate());
    clock = new Date(dayStart + 24 * 60 * 60_000 + 5 * 60_000);
    expect(await sendNotificationDigests(database.db, { now: clock, origin })).toBe(1);
    const digest = await mailTo(buyer.email, /order updates of/);
    const reference = sn.slice(0, 8).toUpperCase();
    expect(digest.text).toContain("Here are the 3 updates to your orders on");
    expect(digest.text).toContain(
      [
        `- Order ${reference}: printing started`,
        `  ${origin}/account/orders/${sn}`,
        `- Order ${reference}: shipped`,
        `  ${origin}/account/orders/${sn}`,
        `- Order ${reference}: delivered`,
        `  ${origin}/account/orders/${sn}`,
      ].join("\n"),
    );
    expect(digest.unsubscribe?.post).toBe("List-Unsubscribe=One-Click");
    expect(await sendNotificationDigests(database.db, { now: clock, origin })).toBe(0);
    // None of the three went out on its own.
    for (const subject of [/is being printed$/, /has shipped$/, /was delivered$/]) {
      expect(received(buyer.email, subject)).toEqual([]);
    }
    expect(received(buyer.email, /order updates of/)).toHaveLength(1);
  });

  test("a sign-in from a new browser is mailed once; an email change goes through the new address and tells the old one", async () => {
    const owner = await account("owner@example.com");
    const firefox = browser("en", FIREFOX_WINDOWS);
    // The sign-in form, as a browser sends it.
    const signedIn = await firefox.post("/auth/signin", { email: owner.email, password, returnTo: "/" });
    expect(signedIn.status).toBe(302);
    const alert = await mailTo(owner.email, /^New sign-in to your /);
    expect(alert.text).toContain("Device: Firefox on Windows");
    expect(alert.text).toContain("/account/settings");
    // The same browser again, through the API this time: it is known, so nobody is told.
    const again = browser("en", FIREFOX_WINDOWS);
    expect((await again.api("/api/login", { account: owner.email, pwd: password })).status).toBe(200);

    // Asked with a wrong password: refused under the field, nothing mailed.
    const wrong = await owner.post("/account/settings", {
      intent: "email",
      newEmail: "owner.new@example.com",
      currentPassword: "not my password",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("The password is incorrect.");
    const asked = await owner.post("/account/settings", {
      intent: "email",
      newEmail: "Owner.New@example.com",
      currentPassword: password,
    });
    expect(asked.status).toBe(302);
    const verify = await mailTo("owner.new@example.com", /^Confirm your new email address/);
    // Mail goes out in order: the first sign-in's alert was the only one.
    expect(received(owner.email, /^New sign-in to your /)).toHaveLength(1);
    const link = /^(https?:\/\/\S+\/account\/email\/confirm\?token=\S+)$/m.exec(verify.text)![1]!;

    // Opening the link asks first (scanners open links), signed in or not.
    const opened = await browser().page(pathOf(link));
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Use owner.new@example.com as the email address of your account?");
    expect((await database.db.select().from(users).where(eq(users.id, owner.id)))[0]?.email).toBe(
      "owner@example.com",
    );
    const token = new URL(link).searchParams.get("token")!;
    const confirmed = await owner.post(pathOf(link), { token });
    expect(confirmed.status).toBe(302);
    expect(confirmed.location).toBe("/account/settings");
    expect((await database.db.select().from(users).where(eq(users.id, owner.id)))[0]?.email).toBe(
      "owner.new@example.com",
    );
    const toOld = await mailTo("owner@example.com", /^The email address of your .* account was changed$/);
    expect(toOld.text).toContain("was changed to owner.new@example.com");
    await mailTo("owner.new@example.com", /now uses this email address$/);
    expect(await notificationsOf(owner.id, "email_changed")).toHaveLength(1);
    // This browser stays signed in; the others are signed out.
    expect((await owner.page("/account/settings")).html).toContain("owner.new@example.com");
    expect((await firefox.page("/account/settings")).status).toBe(302);
    // A link works once.
    expect((await owner.post(pathOf(link), { token })).status).toBe(400);

    // A new browser after the change: told at the new address.
    const safari = browser("en", SAFARI_MAC);
    expect((await safari.api("/api/login", { account: "owner.new@example.com", pwd: password })).status).toBe(
      200,
    );
    const second = await mailTo("owner.new@example.com", /^New sign-in to your /);
    expect(second.text).toContain("Device: Safari on macOS");
    expect(await notificationsOf(owner.id, "new_sign_in")).toHaveLength(2);
  });
});
