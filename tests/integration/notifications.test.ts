/**
 * Notifications over HTTP on the built shop: an operator ships an order and its customer gets one
 * notification that leads to the order, sees the header's count change on an open stream
 * (server-sent events), reads it in their page's language, opens it with a plain form post, and is
 * mailed once; the API lists, counts and marks; filters, pages and bad input on the centre; and
 * another account never sees any of it, on the page, in the API or on its stream.
 */
import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mailOutbox, notifications, orders } from "#server/db/schema.ts";
import { type NotificationType } from "#core/notifications.ts";
import { cliActor } from "#server/services/audit.ts";
import { notify } from "#server/services/notifications.ts";
import { createOperatorToken } from "#server/services/operators.ts";
import { orderReference } from "#server/services/order-mail.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { createTestOrder } from "#tests/support/orders.ts";
import { until } from "#tests/support/until.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import { signedInAccount, type Envelope } from "#tests/support/shop-clients.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";

type Listed = {
  notifications: {
    id: number;
    type: string;
    title: string;
    text: string;
    link: string;
    read: boolean;
    createdAt: string;
  }[];
  total: number;
  unread: number;
  page: number;
  pageCount: number;
};
const nnbsp = "\u202f";

/** The unread counts a notification stream sent, as they arrive. */
type OpenStream = {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  counts: number[];
  /** Waits until the stream has sent `count` as its latest count. */
  reaches(count: number): Promise<void>;
  close(): void;
};

describe("notifications over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  let sink: SmtpSink;
  // The shop's clock runs three hours behind the machine: notifications carry the shop's time.
  const clock = new Date(Date.now() - 3 * 60 * 60_000);
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    sink = await startSmtpSink();
    shop = await startShop({ trustProxy: "loopback", smtpUrl: sink.url }, { database, now: () => clock });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await shop.close();
    await sink.stop();
    await database.dispose();
  });

  let accounts = 0;
  async function account(language: "en" | "fr" = "en", role: "customer" | "operator" = "customer") {
    accounts += 1;
    const email = `reader-${accounts}-${randomInt(1e9)}@example.com`;
    const signedIn = await signedInAccount(shop, database, { email, language, role, clock });
    const stream = () => openStream((init) => signedIn.request("/notifications/stream", init));
    return { ...signedIn, stream };
  }

  async function openStream(request: (init: RequestInit) => Promise<Response>): Promise<OpenStream> {
    const controller = new AbortController();
    const response = await request({ signal: controller.signal });
    const counts: number[] = [];
    const opened: OpenStream = {
      status: response.status,
      contentType: response.headers.get("content-type"),
      cacheControl: response.headers.get("cache-control"),
      counts,
      async reaches(count) {
        for (let waited = 0; counts.at(-1) !== count; waited += 20) {
          if (waited > 10_000) throw new Error(`the stream said ${counts.join(", ")}, never ${count}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      close: () => controller.abort(),
    };
    if (response.ok && response.body) {
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      void (async () => {
        let buffer = "";
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += value;
            for (let end = buffer.indexOf("\n\n"); end !== -1; end = buffer.indexOf("\n\n")) {
              const event = /^event: unread\ndata: (\d+)$/m.exec(buffer.slice(0, end));
              if (event) counts.push(Number(event[1]));
              buffer = buffer.slice(end + 2);
            }
          }
        } catch {
          // Aborted by the test.
        }
      })();
      streams.push(opened);
    }
    return opened;
  }

  /** An order of `customer`'s in production, in their language, mailed to their address. */
  async function orderInProduction(customer: { id: string; email: string }, locale: "en" | "fr") {
    const order = await createTestOrder(database.db, {
      userId: customer.id,
      status: "in_production",
      locale,
      placedAt: clock,
    });
    await database.db.update(orders).set({ email: customer.email }).where(eq(orders.id, order.id));
    return order.sn;
  }

  async function operatorScript() {
    const operator = await account("en", "operator");
    const { token } = await createOperatorToken(database.db, {
      email: operator.email,
      name: "partner",
      actor: cliActor,
      now: clock,
    });
    return async (path: string, body: unknown) => {
      const response = await fetch(shop.url(path), {
        method: "POST",
        headers: { "content-type": "application/json", Token: token },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Envelope };
    };
  }

  const notificationsOf = (userId: string) =>
    database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id);

  test("an operator ships an order: one notification leading to it, live on the open stream, read in the page's language, opened by a plain form, mailed once", async () => {
    const customer = await account("fr");
    const sn = await orderInProduction(customer, "fr");
    const reference = orderReference(sn);
    const stream = await customer.stream();
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    // `no-transform` keeps the compression middleware from holding the events back.
    expect(stream.cacheControl).toBe("no-cache, no-transform");
    await stream.reaches(0);

    const script = await operatorScript();
    const shipped = await script("/api/admin/order/ship", {
      sn,
      carrier: "colissimo",
      trackingNumber: "6a 1234 5678 9",
    });
    expect(shipped.body).toMatchObject({ code: 1, data: { status: "shipped" } });
    await stream.reaches(1);

    const stored = await notificationsOf(customer.id);
    expect(stored.map((row) => [row.type, row.link, row.params.carrier, row.readAt])).toEqual([
      ["order_shipped", `/account/orders/${sn}`, "colissimo", null],
    ]);
    const id = stored[0]!.id;

    // The header's bell says it on every page; the centre lists it, in the page's language.
    const home = await customer.page("/fr");
    expect(home.html).toContain(`aria-label="Notifications${nnbsp}: 1 non lue"`);
    const french = await customer.page("/fr/account/notifications");
    expect(french.status).toBe(200);
    expect(french.html).toContain(`La commande ${reference} a été expédiée`);
    expect(french.html).toContain(`Numéro de suivi Colissimo${nnbsp}: 6A123456789`);
    expect(french.html).toContain("Non lue");
    expect(french.html).toContain('href="/fr/account/notifications/preferences"');
    const english = await customer.page("/account/notifications");
    expect(english.html).toContain(`Order ${reference} has shipped`);
    expect(english.html).toContain("Colissimo tracking number: 6A123456789");

    // The API writes it in the request's language (the customer's saved one, French).
    const listed = await customer.api<Listed>("/api/notifications", {});
    expect(listed.status).toBe(200);
    expect(listed.body.data).toMatchObject({ total: 1, unread: 1, page: 1, pageCount: 1 });
    expect(listed.body.data.notifications).toEqual([
      {
        id,
        type: "order_shipped",
        title: `La commande ${reference} a été expédiée`,
        text: `Numéro de suivi Colissimo${nnbsp}: 6A123456789`,
        link: `/account/orders/${sn}`,
        read: false,
        createdAt: clock.toISOString(),
      },
    ]);
    expect((await customer.api("/api/notifications/unread", {})).body.data).toEqual({ unread: 1 });

    // Opening it is a plain post: it is read, and the customer lands on the order.
    const opened = await customer.post("/fr/account/notifications", { intent: "open", id: String(id) });
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(`/fr/account/orders/${sn}`);
    await stream.reaches(0);
    expect((await customer.api("/api/notifications/unread", {})).body.data).toEqual({ unread: 0 });
    expect((await customer.page("/fr")).html).toContain('aria-label="Notifications"');

    await sink.waitFor((mail) => mail.to === customer.email && / a été expédiée$/.test(mail.subject), 15_000);
    // The shipping queued its mail in its transaction: once the outbox has sent everything for
    // the customer, a second copy would be there and in the sink.
    const queued = await until(
      () =>
        database.db
          .select({ sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.recipient, customer.email)),
      (rows) => rows.every((row) => row.sentAt !== null),
    );
    expect(queued).toHaveLength(1);
    expect(sink.messages.filter((mail) => mail.to === customer.email)).toHaveLength(1);
  });

  test("another account sees none of it: not on its page, not through the API, not on its stream", async () => {
    const customer = await account("en");
    const stranger = await account("en");
    const customerStream = await customer.stream();
    const strangerStream = await stranger.stream();
    await customerStream.reaches(0);
    await strangerStream.reaches(0);

    const { id } = await notify(database.db, {
      userId: customer.id,
      type: "order_delivered",
      params: { reference: "PRIVATE1" },
      link: "/account/orders/private",
      now: clock,
    });
    await customerStream.reaches(1);
    const own = await customer.api<Listed>("/api/notifications", {});
    expect(own.body.data.notifications.map((entry) => [entry.title, entry.text, entry.link])).toEqual([
      ["Order PRIVATE1 was delivered", "We hope you love it.", "/account/orders/private"],
    ]);

    const page = await stranger.page("/account/notifications");
    expect(page.html).not.toContain("PRIVATE1");
    expect(page.html).toContain("Nothing yet.");
    const listed = await stranger.api<Listed>("/api/notifications", {});
    expect(listed.body.data).toMatchObject({ notifications: [], total: 0, unread: 0 });

    // Its ids change nothing and say nothing, in the API and on the page.
    const marked = await stranger.api("/api/notifications/read", { ids: [id!] });
    expect(marked).toMatchObject({ status: 200, body: { code: 1, data: { marked: 0, unread: 0 } } });
    const read = await stranger.post("/account/notifications", { intent: "read", id: String(id) });
    expect(read.status).toBe(302);
    const opened = await stranger.post("/account/notifications", { intent: "open", id: String(id) });
    expect(opened.status).toBe(404);
    expect(opened.html).toContain("This notification does not exist any more.");
    expect(opened.html).not.toContain("/account/orders/private");
    expect((await customer.api("/api/notifications/unread", {})).body.data).toEqual({ unread: 1 });

    // The customer marks it read through the API; their stream follows.
    const markedOwn = await customer.api("/api/notifications/read", { all: true });
    expect(markedOwn.body.data).toEqual({ marked: 1, unread: 0 });
    await customerStream.reaches(0);
    expect(customerStream.counts).toEqual([0, 1, 0]);

    // The stranger's stream heard every NOTIFY above and said nothing: two updates of its own,
    // written at once, are the next (and only other) count it sends.
    await database.db.transaction(async (tx) => {
      for (const reference of ["OWN1", "OWN2"]) {
        await notify(tx, {
          userId: stranger.id,
          type: "order_delivered",
          params: { reference },
          link: "/account/orders/own",
          now: clock,
        });
      }
    });
    await strangerStream.reaches(2);
    expect(strangerStream.counts).toEqual([0, 2]);
  });

  test("a stream needs a signed-in account: anyone else hears 401 in their language and gets no stream", async () => {
    const anonymous = await fetch(shop.url("/notifications/stream"), {
      headers: { "accept-language": "fr" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await anonymous.text()).toMatch(/^Il faut être connecté/);
    const forged = await fetch(shop.url("/notifications/stream"), {
      headers: { cookie: "session=not-a-session", "accept-language": "en" },
    });
    expect(forged.status).toBe(401);
    expect(await forged.text()).toMatch(/^This needs a signed-in account/);
    const unknownToken = await fetch(shop.url("/notifications/stream"), {
      headers: { Token: "x".repeat(43) },
    });
    expect(unknownToken.status).toBe(401);
    await unknownToken.body?.cancel();
  });

  test("the centre filters by type or group, pages by 20, marks all read, and answers bad input with a translated 400", async () => {
    const reader = await account("en");
    // Four kinds in turn, 24 in all, a second apart.
    const paramsOf = {
      order_paid: (index: number) => ({ reference: `REF${index}` }),
      password_changed: () => ({}),
      file_failed: (index: number) => ({ name: `artwork-${index}.png` }),
      order_cancelled: (index: number) => ({ reference: `REF${index}`, reason: "expired" }),
    } satisfies Partial<Record<NotificationType, (index: number) => Record<string, string>>>;
    const types = Object.keys(paramsOf) as (keyof typeof paramsOf)[];
    for (let index = 0; index < 24; index += 1) {
      const type = types[index % types.length]!;
      await notify(database.db, {
        userId: reader.id,
        type,
        params: paramsOf[type](index),
        link: type === "file_failed" ? "/account/files" : `/account/orders/n${index}`,
        now: new Date(clock.getTime() + index * 1000),
      });
    }
    const first = await reader.page("/account/notifications");
    expect(first.html).toContain("24 unread");
    // Newest first: the 24th (index 23, a cancellation) heads the list.
    expect(first.html.indexOf("Order REF23 was cancelled")).toBeGreaterThan(-1);
    expect(first.html.indexOf("Order REF23 was cancelled")).toBeLessThan(first.html.indexOf("REF19"));
    expect(first.html).toContain("It was not paid within 48 hours.");
    expect(first.html).toContain("Page 1 of 2");
    expect(first.html).not.toContain("REF3 ");
    const second = await reader.page("/account/notifications?page=2");
    expect(second.html).toContain("Order REF3 was cancelled");
    expect(second.html).toContain("Page 2 of 2");

    const security = await reader.page("/account/notifications?type=security");
    expect(security.html.match(/Your password was changed/g)).toHaveLength(6);
    expect(security.html).not.toContain("REF");
    const files = await reader.page("/account/notifications?type=file_failed");
    expect(files.html).toContain("“artwork-22.png” could not be processed");
    expect(files.html).not.toContain("Your password was changed");
    // A filter the page does not know shows everything rather than failing.
    const unknown = await reader.page("/account/notifications?type=nonsense&page=x");
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain("Page 1 of 2");

    const apiFiltered = await reader.api<Listed>("/api/notifications", { type: "orders", page: 2 });
    expect(apiFiltered.body.data).toMatchObject({ total: 12, page: 1, pageCount: 1 });
    expect(apiFiltered.body.data.notifications.every((entry) => entry.type.startsWith("order_"))).toBe(true);

    // Refused input: translated 4xx answers, nothing changed.
    const badIntent = await reader.post("/account/notifications", { intent: "delete", id: "1" });
    expect(badIntent.status).toBe(400);
    expect(badIntent.html).toContain("This action is not possible. Reload the page and try again.");
    const badId = await reader.post("/fr/account/notifications", { intent: "open", id: "-3" });
    expect(badId.status).toBe(400);
    expect(badId.html).toContain(`Cette action n’est pas possible. Rechargez la page et réessayez.`);
    const badBody = await reader.api("/api/notifications/read", { ids: [] });
    expect(badBody.status).toBe(400);
    expect(badBody.body.code).toBe(0);
    const badType = await reader.api("/api/notifications", { type: "nonsense" });
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain("type");
    expect((await reader.request("/api/notifications")).status).toBe(405);
    const anonymous = await fetch(shop.url("/api/notifications/unread"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(anonymous.status).toBe(401);
    expect(await database.db.$count(notifications, and(eq(notifications.userId, reader.id)))).toBe(24);

    const all = await reader.post("/account/notifications?type=security", { intent: "readAll" });
    expect(all.status).toBe(302);
    expect(all.location).toBe("/account/notifications?type=security");
    const after = await reader.page("/account/notifications");
    expect(after.html).toContain("All your notifications are marked as read.");
    expect(after.html).toContain("0 unread");
    expect(after.html).not.toContain(">Mark all as read<");
    expect((await reader.page("/account/notifications?unread=on")).html).toContain(
      "No notification matches these choices.",
    );
  });
});
