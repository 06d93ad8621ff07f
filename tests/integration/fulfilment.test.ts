/**
 * Fulfilment over HTTP, as operators and customers meet it on the built shop: a paid order
 * printed (its print files downloaded: PNGs of each print area's pixels at 300 DPI), shipped with
 * a tracking link the customer sees and is mailed once, and delivered; a hold whose reason the
 * customer reads on their page and in their mail, in French for a French order, and answers; a
 * fulfilment partner's script driving the same actions with an operator's token; a customer
 * answered 404 by every back-office page and endpoint; an action the lifecycle forbids refused
 * with a translated 409; every action in the audit log.
 */
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, designRenders, orders } from "#server/db/schema.ts";
import { cliActor } from "#server/services/audit.ts";
import { createOperatorToken } from "#server/services/operators.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { until } from "#tests/support/until.ts";
import { placePaidOrder } from "#tests/support/checkout-pages.ts";
import { cardExpiry } from "#tests/support/clock.ts";
import { readPngHeader } from "#tests/support/images.ts";
import { signedInAccount, type Envelope, type SignedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import { startSmtpSink, type CapturedMail, type SmtpSink } from "#tests/support/smtp-sink.ts";

const TEE = "st75v2";

describe("fulfilment over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  let sink: SmtpSink;
  // The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
  const clock = new Date(Date.now() - 3 * 60 * 60_000);

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

  const account = (email: string, language = "en", role: "customer" | "operator" = "customer") =>
    signedInAccount(shop, database, { email, language, role, clock });

  type Account = SignedInAccount;

  /** A design with text on the front and the back, two of it in M, placed and paid. */
  const paidOrder = (buyer: Account, locale: "en" | "fr" = "en") =>
    placePaidOrder(shop, database, buyer, {
      document: {
        version: 1,
        product: TEE,
        color: "white",
        areas: { front: [teeText("f1", "Front", 150)], back: [teeText("b1", "Back", 150)] },
      },
      expiry: cardExpiry(clock),
      locale,
    });

  async function orderOf(sn: string) {
    const [row] = await database.db.select().from(orders).where(eq(orders.sn, sn));
    return row!;
  }

  /** The mail `email` received whose subject matches, once it has arrived. */
  const mailTo = (email: string, subject: RegExp) =>
    sink.waitFor((mail) => mail.to === email && subject.test(mail.subject), 15_000);
  /** Every message `email` received with such a subject (mail is sent in the order it was queued). */
  const received = (email: string, subject: RegExp): CapturedMail[] =>
    sink.messages.filter((mail) => mail.to === email && subject.test(mail.subject));

  const auditOf = async (sn: string) =>
    (
      await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, "order"), eq(auditLog.targetId, sn)))
        .orderBy(auditLog.id)
    ).map((line) => [line.action, line.actor]);

  test("paid → production → print files (PNG, the area's pixels at 300 DPI) → shipped with tracking → delivered, as plain forms", async () => {
    const operator = await account("printer@example.com", "en", "operator");
    const buyer = await account("buyer@example.com");
    const sn = await paidOrder(buyer);

    const queue = await operator.page("/admin/orders?status=paid");
    expect(queue.status).toBe(200);
    expect(queue.html).toContain(`/admin/orders/${sn}`);
    expect(queue.html).toMatch(/To print \(\d+\)/);
    const found = await operator.page(`/admin/orders?q=${encodeURIComponent(buyer.email)}`);
    expect(found.html).toContain(`/admin/orders/${sn}`);

    // A hold without a reason is refused under its field, and nothing moves.
    const noReason = await operator.post(`/admin/orders/${sn}`, { intent: "hold", reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.html).toContain("Write the reason, in 1,000 characters at most.");
    expect((await orderOf(sn)).status).toBe("paid");

    const started = await operator.post(`/admin/orders/${sn}`, { intent: "startProduction" });
    expect(started.status).toBe(302);
    expect(started.location).toBe(`/admin/orders/${sn}`);
    expect((await orderOf(sn)).status).toBe("in_production");

    // The print files are rendered once paid; the order page links to each.
    await until(
      () => database.db.select().from(designRenders).where(eq(designRenders.kind, "print")),
      (rows) => rows.filter((row) => row.status === "done").length >= 2,
    );
    const page = await operator.page(`/admin/orders/${sn}`);
    expect(page.status).toBe(200);
    const links = [
      ...page.html.matchAll(/href="(\/admin\/orders\/[a-z2-9]+\/renders\/[0-9a-f-]+)" download/g),
    ].map((match) => match[1]!);
    expect(links).toHaveLength(2);
    const files = await Promise.all(links.map((link) => operator.request(link)));
    const names = files.map((file) => file.headers.get("content-disposition"));
    expect(names.sort()).toEqual([
      `attachment; filename=${sn}-back.png`,
      `attachment; filename=${sn}-front.png`,
    ]);
    for (const file of files) {
      expect(file.headers.get("content-type")).toBe("image/png");
      const facts = readPngHeader(Buffer.from(await file.arrayBuffer()));
      // The tee's front and back are 305 × 406 mm: 3603 × 4796 px at 300 DPI (11 811 px per metre).
      expect(facts).toMatchObject({ width: 3603, height: 4796, density: { x: 11811, y: 11811, unit: 1 } });
    }
    // Another visitor gets nothing from the same addresses.
    expect((await buyer.request(links[0]!)).status).toBe(404);

    const shipped = await operator.post(`/admin/orders/${sn}`, {
      intent: "ship",
      carrier: "ups",
      trackingNumber: "1z 999 aa1 0123456784",
    });
    expect(shipped.status).toBe(302);
    const tracking = "https://www.ups.com/track?tracknum=1Z999AA10123456784";
    const customerPage = await buyer.page(`/account/orders/${sn}`);
    expect(customerPage.html).toContain(`href="${tracking}"`);
    expect(customerPage.html).toContain("Track the parcel on the UPS website");
    expect(customerPage.html).toContain("Shipped");

    const delivered = await operator.post(`/admin/orders/${sn}`, { intent: "deliver" });
    expect(delivered.status).toBe(302);
    expect((await orderOf(sn)).status).toBe("delivered");
    expect((await buyer.page(`/account/orders/${sn}`)).html).toContain("Delivered");

    await mailTo(buyer.email, /was delivered$/);
    expect(received(buyer.email, /is being printed$/)).toHaveLength(1);
    expect(received(buyer.email, /was delivered$/)).toHaveLength(1);
    const [shippedMail, ...again] = received(buyer.email, /has shipped$/);
    expect(again).toEqual([]);
    expect(shippedMail!.text).toContain(tracking);
    expect(shippedMail!.html).toContain(`href="${tracking.replace("&", "&amp;")}"`);

    expect(await auditOf(sn)).toEqual([
      ["order.startProduction", operator.email],
      ["order.ship", operator.email],
      ["order.deliver", operator.email],
    ]);

    const slip = await operator.page(`/admin/orders/${sn}/packing-slip`);
    expect(slip.status).toBe(200);
    expect(slip.html).toContain(sn);
    expect(slip.html).toContain("12 rue de Rivoli");
    expect(slip.html).not.toMatch(/\$\d/);
  });

  test("a French order held: the reason on the customer's page and in a French mail; the answer reaches the operator; a script drives it with a token", async () => {
    const operator = await account("holds@example.com", "en", "operator");
    const buyer = await account("acheteuse@example.com", "fr");
    const sn = await paidOrder(buyer, "fr");
    const { token } = await createOperatorToken(database.db, {
      email: operator.email,
      name: "partner",
      actor: cliActor,
      now: clock,
    });
    const script = async (path: string, body: unknown, language = "en") => {
      const response = await fetch(shop.url(path), {
        method: "POST",
        headers: { "content-type": "application/json", Token: token, "accept-language": language },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Envelope };
    };

    const reason = "Votre image est floue : pouvez-vous en envoyer une plus grande ?";
    const held = await script("/api/admin/order/hold", { sn, reason });
    expect(held).toMatchObject({
      status: 200,
      body: { code: 1, data: { sn, from: "paid", status: "on_hold" } },
    });

    const customerPage = await buyer.page(`/fr/account/orders/${sn}`);
    expect(customerPage.html).toContain("Votre commande est en attente");
    expect(customerPage.html).toContain("Votre image est floue");
    const holdMail = await mailTo(buyer.email, /Action requise/);
    expect(holdMail.subject).toMatch(/^Action requise\u202f: votre commande /);
    expect(holdMail.text).toContain(reason);
    expect(holdMail.text).toContain(`/fr/account/orders/${sn}#order-conversation`);

    // An empty answer is refused with the form's message; a real one is kept.
    const empty = await buyer.post(`/fr/account/orders/${sn}`, { intent: "message", body: "  " });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Écrivez votre réponse");
    const answered = await buyer.post(`/fr/account/orders/${sn}`, {
      intent: "message",
      body: "Voici une image plus grande.",
    });
    expect(answered.status).toBe(302);
    expect((await buyer.page(`/fr/account/orders/${sn}`)).html).toContain("Voici une image plus grande.");

    const detail = await script("/api/admin/order", { sn });
    const order = detail.body.data.order as {
      messages: { author: string; body: string }[];
      holdReason: string;
    };
    expect(order.holdReason).toBe(reason);
    expect(order.messages).toEqual([
      expect.objectContaining({ author: "customer", body: "Voici une image plus grande." }),
    ]);
    expect((await operator.page(`/admin/orders/${sn}`)).html).toContain("Voici une image plus grande.");
    const queue = await script("/api/admin/orders", { status: "on_hold" });
    expect(queue.body.data).toMatchObject({
      orders: [expect.objectContaining({ sn, customerWroteLast: true })],
    });

    const released = await script("/api/admin/order/release", { sn, to: "in_production" });
    expect(released.body.data).toMatchObject({ status: "in_production" });
    const shipped = await script("/api/admin/order/ship", {
      sn,
      carrier: "colissimo",
      trackingNumber: "6A12345678901",
    });
    expect(shipped.body.data).toMatchObject({
      status: "shipped",
      tracking: { url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901" },
    });
    const shippedMail = await mailTo(buyer.email, /a été expédiée$/);
    expect(shippedMail.text).toContain("Colissimo");
    expect(shippedMail.text).toContain("Suivre mon colis");
    expect(received(buyer.email, /Action requise/)).toHaveLength(1);
    expect(received(buyer.email, /en cours d’impression$/)).toHaveLength(1);
    expect(received(buyer.email, /a été expédiée$/)).toHaveLength(1);
    expect(await auditOf(sn)).toEqual([
      ["order.hold", operator.email],
      ["order.release", operator.email],
      ["order.ship", operator.email],
    ]);
  });

  test("shipping a cancelled order is refused with a translated 409, by form and by API; nothing changes", async () => {
    const operator = await account("careful@example.com", "en", "operator");
    const buyer = await account("changed-mind@example.com");
    const sn = await paidOrder(buyer);
    const cancelled = await operator.post(`/admin/orders/${sn}`, {
      intent: "cancel",
      reason: "The artwork cannot be printed.",
      confirm: "on",
    });
    expect(cancelled.status).toBe(302);
    await until(
      () => orderOf(sn),
      (row) => row.status === "refunded",
    );

    const byForm = await operator.post(`/admin/orders/${sn}`, {
      intent: "ship",
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(byForm.status).toBe(409);
    expect(byForm.html).toContain("This order is “Refunded”: only an order in production can be shipped.");
    const byApi = await operator.api("/api/admin/order/ship", {
      sn,
      carrier: "ups",
      trackingNumber: "1Z999AA10123456784",
    });
    expect(byApi).toMatchObject({ status: 409, body: { code: 0, data: null } });
    // A script with the operator's token and no language cookie is answered in its Accept-Language.
    const { token } = await createOperatorToken(database.db, {
      email: operator.email,
      name: "partner",
      actor: cliActor,
      now: clock,
    });
    const inFrench = await fetch(shop.url("/api/admin/order/deliver"), {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "fr", Token: token },
      body: JSON.stringify({ sn }),
    });
    expect(inFrench.status).toBe(409);
    expect(((await inFrench.json()) as Envelope).msg).toBe(
      "Cette commande est «\u202fRemboursée\u202f»\u202f: seule une commande expédiée peut être marquée livrée.",
    );
    // Bad input is a 400 that names the field, never a 500.
    const badCarrier = await operator.api("/api/admin/order/ship", {
      sn,
      carrier: "pigeon",
      trackingNumber: "x",
    });
    expect(badCarrier.status).toBe(400);
    expect(badCarrier.body.msg).toContain("carrier");
    const unknown = await operator.api("/api/admin/order/start-production", {
      sn: "abcdefghijkmnpqrstuvwxyz",
    });
    expect(unknown.status).toBe(404);
    const noIntent = await operator.post(`/admin/orders/${sn}`, { intent: "paint" });
    expect(noIntent.status).toBe(400);

    expect((await orderOf(sn)).trackingNumber).toBeNull();
    expect(await auditOf(sn)).toEqual([["order.cancel", operator.email]]);
    await mailTo(buyer.email, / was refunded$/);
    const cancelMail = received(buyer.email, / was cancelled$/);
    expect(cancelMail).toHaveLength(1);
    expect(cancelMail[0]!.text).toContain("We had to cancel your order");
    expect(cancelMail[0]!.text).toContain("being refunded in full");
  });

  test("a customer gets 404 from every back-office page and endpoint, whatever they send", async () => {
    const buyer = await account("curious@example.com");
    const sn = await paidOrder(buyer);
    const [render] = await database.db.select().from(designRenders).limit(1);
    for (const path of [
      "/admin/orders",
      "/admin/orders?status=paid",
      `/admin/orders/${sn}`,
      `/admin/orders/${sn}/packing-slip`,
      `/admin/orders/${sn}/renders/${render!.id}`,
      "/fr/admin/orders",
      `/fr/admin/orders/${sn}/packing-slip`,
    ]) {
      expect((await buyer.request(path)).status, path).toBe(404);
    }
    expect((await buyer.post(`/admin/orders/${sn}`, { intent: "startProduction" })).status).toBe(404);
    for (const endpoint of [
      "orders",
      "order",
      "order/start-production",
      "order/hold",
      "order/release",
      "order/ship",
      "order/deliver",
      "order/cancel",
      "order/message",
    ]) {
      const path = `/api/admin/${endpoint}`;
      // A valid body, a malformed one and a GET all hear the same: there is no such endpoint.
      const valid = await buyer.api(path, { sn });
      expect(valid.status, path).toBe(404);
      expect(valid.body).toMatchObject({ code: 0, msg: `There is no API endpoint at ${path}.` });
      expect((await buyer.api(path, { nonsense: true })).status, path).toBe(404);
      expect((await buyer.request(path)).status, path).toBe(404);
      const anonymous = await fetch(shop.url(path), { method: "POST" });
      expect(anonymous.status, path).toBe(404);
    }
    expect((await orderOf(sn)).status).toBe("paid");
  });

  test("an operator's script sending random bodies to every endpoint never causes a 5xx", async () => {
    const operator = await account("fuzzy@example.com", "en", "operator");
    const buyer = await account("fuzzed@example.com");
    const sn = await paidOrder(buyer);
    const { token } = await createOperatorToken(database.db, {
      email: operator.email,
      name: "fuzz",
      actor: cliActor,
      now: clock,
    });
    const anyText = fc.oneof(fc.string(), fc.constantFrom("", " ", "x".repeat(1001), "1Z999AA10123456784"));
    const bodies = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
      fc
        .record(
          {
            sn: fc.oneof(fc.string(), fc.constantFrom(sn, "abcdefghijkmnpqrstuvwxyz")),
            reason: anyText,
            body: anyText,
            carrier: fc.oneof(fc.string(), fc.constantFrom("ups", "dhl", "pigeon")),
            trackingNumber: anyText,
            to: fc.oneof(fc.string(), fc.constantFrom("paid", "in_production", "shipped")),
            status: fc.oneof(fc.string(), fc.constantFrom("paid", "on_hold")),
            q: anyText,
            page: fc.oneof(fc.integer(), fc.double(), fc.string()),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc.string({ unit: "binary" }),
    );
    for (const endpoint of [
      "orders",
      "order",
      "order/start-production",
      "order/hold",
      "order/release",
      "order/ship",
      "order/deliver",
      "order/cancel",
      "order/message",
    ]) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await fetch(shop.url(`/api/admin/${endpoint}`), {
            method: "POST",
            body,
            headers: { "content-type": "application/json", Token: token },
          });
          const envelope = (await response.json()) as Envelope;
          expect(response.status, `${endpoint} ${body}`).toBeLessThan(500);
          expect(envelope.code === 1 || envelope.msg.length > 0).toBe(true);
        }),
        { numRuns: 60 },
      );
    }
    // Some 700 requests: on a busy 2-core machine they can take longer than the usual 30 s.
  }, 120_000);
});
