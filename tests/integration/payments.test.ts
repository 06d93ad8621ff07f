/**
 * Paying an order with the built-in test provider, over HTTP as a browser without scripts meets
 * it: the hosted test page (cards that succeed, are declined, lack funds or ask for
 * authentication; cancel), the provider's signed webhook reaching the shop before the customer is
 * back, and the webhook endpoint refusing what it must (bad signature, wrong amount) while
 * applying a repeated event once. Runs on the built shop in process.
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { mailOutbox, orderEvents, orders, payments, testPaymentWebhooks } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { paymentProviderFrom, testWebhookSecret } from "#server/payments/provider.ts";
import { signTestPayload } from "#server/payments/test-provider.ts";
import { startPayment } from "#server/services/payments.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { createTestOrder, type TestOrder } from "#tests/support/orders.ts";
import { shopBrowser } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

const SUCCEEDS = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";
const NO_FUNDS = "4000 0000 0000 9995";
const AUTHENTICATES = "4000 0025 0000 3155";

describe("paying with the test provider", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  // The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
  const clock = new Date(Date.now() - 3 * 60 * 60_000);
  // A card that expires two years after the clock: never overtaken by the calendar.
  const past = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() - 1, 1));
  const pastExpiry = `${String(past.getUTCMonth() + 1).padStart(2, "0")}/${String(past.getUTCFullYear() % 100).padStart(2, "0")}`;
  const expiry = `${String(clock.getUTCMonth() + 1).padStart(2, "0")}/${String((clock.getUTCFullYear() + 2) % 100).padStart(2, "0")}`;
  const seconds = () => Math.floor(clock.getTime() / 1000);

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  const db = () => database.db;

  /** A browser of its own, without scripts: forms are posted, redirects are returned. */
  const browser = (language = "en") => shopBrowser(shop, { language });

  const card = (number: string) => ({
    intent: "pay",
    number,
    expiry,
    cvc: "123",
    name: "Ada Lovelace",
  });

  /** An order awaiting payment and its hosted test page, as the shop's payment step opens it. */
  async function orderAtCheckout(locale: "en" | "fr" = "en") {
    const order = await createTestOrder(db(), { placedAt: clock, locale });
    const provider = paymentProviderFrom(shop.config, {
      db: db(),
      logger: createLogger("silent"),
      now: () => clock,
      selfOrigin: () => undefined,
    });
    const back = shop.url(`/order/payment?sn=${order.sn}`);
    const checkout = await startPayment(db(), provider, {
      order,
      successUrl: `${back}&returned=paid`,
      cancelUrl: `${back}&returned=cancelled`,
      now: clock,
    });
    return { order, page: new URL(checkout.url).pathname, successUrl: `${back}&returned=paid`, back };
  }

  async function state(order: TestOrder) {
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
    const timeline = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    return { status: row!.status, payment: payment!, timeline: timeline.map((event) => event.toStatus) };
  }

  const paidMails = async (order: TestOrder) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, order.email))).length;

  beforeEach(async () => {
    await db().delete(mailOutbox);
  });

  test("the test page says it is a test, the amount in USD and the shop's name, and lists the test cards", async () => {
    const { page } = await orderAtCheckout();
    expect(page).toMatch(/^\/pay\/test\/tps_[0-9a-f]{24}$/);
    const { status, html } = await browser().page(page);
    expect(status).toBe(200);
    expect(html).toContain("Test payment — no real money moves");
    expect(html).toContain("$29.40");
    expect(html).toContain("Inkwell Print Co.");
    for (const number of [SUCCEEDS, DECLINED, NO_FUNDS, AUTHENTICATES]) expect(html).toContain(number);
    expect(html).toContain('name="robots" content="noindex"');
  });

  test("a good card pays: the shop is told before the customer is back, and the order is paid once", async () => {
    const { order, page, successUrl } = await orderAtCheckout();
    const customer = browser();
    const paid = await customer.post(page, card(SUCCEEDS));
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(successUrl);
    // The webhook was posted (and answered) before the redirect.
    const after = await state(order);
    expect(after.status).toBe("paid");
    expect(after.payment).toMatchObject({ status: "succeeded", chargeRef: expect.stringMatching(/^ch_/) });
    expect(after.timeline).toEqual(["paid"]);
    const [webhook] = await db().select().from(testPaymentWebhooks);
    expect(webhook?.deliveredAt).not.toBeNull();
    expect(await paidMails(order)).toBe(1);

    // Back on the test page, or posting again: nothing more is charged.
    const again = await customer.page(page);
    expect(again.html).toContain("Payment complete");
    expect(again.html).toContain(successUrl.replaceAll("&", "&amp;"));
    const twice = await customer.post(page, card(SUCCEEDS));
    expect(twice.status).toBe(303);
    expect(twice.location).toBe(page);
    expect((await state(order)).timeline).toEqual(["paid"]);
  });

  test("a declined card keeps the order waiting with a clear message; another card pays it", async () => {
    const { order, page, successUrl } = await orderAtCheckout();
    const customer = browser();
    const declined = await customer.post(page, card(DECLINED));
    expect(declined.status).toBe(402);
    expect(declined.html).toContain("Your card was declined.");
    expect(declined.html).toContain("Try another card");
    // What was typed is kept, but the security code.
    expect(declined.html).toContain('value="Ada Lovelace"');
    expect(declined.html).not.toContain('value="123"');
    expect(await state(order)).toMatchObject({
      status: "pending_payment",
      payment: { status: "open", failure: "declined" },
      timeline: [],
    });
    // A reload still says why.
    expect((await customer.page(page)).html).toContain("Your card was declined.");

    const paid = await customer.post(page, card(SUCCEEDS));
    expect(paid.location).toBe(successUrl);
    expect(await state(order)).toMatchObject({
      status: "paid",
      payment: { status: "succeeded", failure: null },
      timeline: ["paid"],
    });
  });

  test("insufficient funds is its own refusal", async () => {
    const { order, page } = await orderAtCheckout();
    const refused = await browser().post(page, card(NO_FUNDS));
    expect(refused.status).toBe(402);
    expect(refused.html).toContain("Your card was declined: insufficient funds.");
    expect(await state(order)).toMatchObject({
      status: "pending_payment",
      payment: { status: "open", failure: "insufficientFunds" },
    });
  });

  test("a card asking for authentication pays once authorised, and is refused when it fails", async () => {
    const { order, page, successUrl } = await orderAtCheckout();
    const customer = browser();
    const step = await customer.post(page, card(AUTHENTICATES));
    expect(step.status).toBe(200);
    expect(step.html).toContain("Authentication required");
    expect(step.html).toMatch(/<button[^>]*value="authorise"[^>]*>Authorise<\/button>/);
    expect(step.html).toMatch(/<button[^>]*value="failAuthentication"[^>]*>Fail authentication<\/button>/);
    const token = /name="token" value="([0-9a-f]+)"/.exec(step.html)?.[1];
    expect(token).toBeDefined();
    expect((await state(order)).payment.failure).toBeNull();

    const failed = await customer.post(page, { intent: "failAuthentication", token: token! });
    expect(failed.status).toBe(402);
    expect(failed.html).toContain("The card’s authentication failed.");
    expect(await state(order)).toMatchObject({
      status: "pending_payment",
      payment: { failure: "authenticationFailed" },
    });

    // Authorising without having been asked (a forged step) pays nothing.
    const forged = await customer.post(page, { intent: "authorise", token: "0".repeat(64) });
    expect(forged.status).toBe(400);
    expect((await state(order)).status).toBe("pending_payment");

    const authorised = await customer.post(page, { intent: "authorise", token: token! });
    expect(authorised.status).toBe(303);
    expect(authorised.location).toBe(successUrl);
    expect(await state(order)).toMatchObject({ status: "paid", timeline: ["paid"] });
  });

  test("the customer may cancel and return to the shop; nothing is paid", async () => {
    const { order, page, back } = await orderAtCheckout();
    const { html } = await browser().page(page);
    const cancel = `${back}&returned=cancelled`.replaceAll("&", "&amp;");
    expect(html).toMatch(
      new RegExp(`<a href="${cancel.replaceAll("?", "\\?")}"[^>]*>Cancel and return to the shop</a>`),
    );
    expect(await state(order)).toMatchObject({ status: "pending_payment", payment: { status: "open" } });
  });

  test("card details are checked and explained field by field, with what was typed kept", async () => {
    const { order, page } = await orderAtCheckout();
    const webhooksBefore = (await db().select().from(testPaymentWebhooks)).length;
    const customer = browser();
    const wrong = await customer.post(page, {
      intent: "pay",
      number: "4242 4242 4242 4241",
      // A month before the clock's: expired.
      expiry: pastExpiry,
      cvc: "12",
      name: "",
    });
    expect(wrong.status).toBe(400);
    for (const message of [
      "This card number is not valid: check the digits.",
      "This card has expired.",
      "The security code is 3 or 4 digits.",
      "Enter the name on the card.",
    ]) {
      expect(wrong.html).toContain(message);
    }
    expect(wrong.html).toContain('value="4242 4242 4242 4241"');
    expect(wrong.html).toContain('aria-invalid="true"');

    const stranger = await customer.post(page, card("5555 5555 5555 4444"));
    expect(stranger.status).toBe(400);
    expect(stranger.html).toContain("This card number is not recognised as a test card.");
    expect(await state(order)).toMatchObject({ status: "pending_payment", payment: { failure: null } });
    // Nothing was tried, so the shop is told nothing.
    expect(await db().select().from(testPaymentWebhooks)).toHaveLength(webhooksBefore);
  });

  test("in French, the page and its messages are French", async () => {
    const { page } = await orderAtCheckout("fr");
    expect(page).toMatch(/^\/fr\/pay\/test\//);
    const customer = browser("fr");
    const { html } = await customer.page(page);
    expect(html).toContain('lang="fr-FR"');
    expect(html).toContain("Paiement de test — aucun argent réel n’est débité");
    expect(html).toContain("29,40\u00a0$US");
    const refused = await customer.post(page, card(NO_FUNDS));
    expect(refused.html).toContain("Votre carte a été refusée\u202f: provision insuffisante.");
  });

  test("an unknown payment page is a 404 that says so", async () => {
    for (const address of ["/pay/test/tps_000000000000000000000000", "/pay/test/nope", "/fr/pay/test/nope"]) {
      const { status, html } = await browser().page(address);
      expect(status, address).toBe(404);
      expect(html, address).toMatch(/Payment not found|Paiement introuvable/);
    }
    const { page } = await orderAtCheckout();
    expect((await browser().page(page.replace("/pay/", "/de/pay/"))).status).toBe(404);
  });

  describe("the webhook endpoint", () => {
    const secret = () => testWebhookSecret(shop.config);

    async function deliver(payload: string, signature = signTestPayload(payload, secret(), seconds())) {
      const response = await fetch(shop.url("/webhooks/payments/test"), {
        method: "POST",
        headers: { "content-type": "application/json", "test-signature": signature },
        body: payload,
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    /** The event the provider would send when this checkout is paid (not sent). */
    async function paidEvent(order: TestOrder, amount = order.totalCents) {
      const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id));
      return JSON.stringify({
        id: `evt_${randomInt(1e9).toString(16).padStart(24, "0")}`,
        type: "checkout.paid",
        created: seconds(),
        data: {
          checkout: payment!.providerRef,
          charge: `ch_${randomInt(1e9).toString(16).padStart(24, "0")}`,
          amount,
          currency: "USD",
          failure: null,
          reference: order.sn,
        },
      });
    }

    test("the same webhook delivered four times is one payment and one timeline event", async () => {
      const { order } = await orderAtCheckout();
      const payload = await paidEvent(order);
      const answers = [];
      for (let delivery = 0; delivery < 4; delivery += 1) answers.push(await deliver(payload));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((answer) => answer.body.outcome)).toEqual([
        "paid",
        "duplicate",
        "duplicate",
        "duplicate",
      ]);
      expect(await state(order)).toMatchObject({
        status: "paid",
        payment: { status: "succeeded" },
        timeline: ["paid"],
      });
      expect(await paidMails(order)).toBe(1);
    });

    test("a bad signature is refused and changes nothing", async () => {
      const { order } = await orderAtCheckout();
      const payload = await paidEvent(order);
      const forged = await deliver(payload, signTestPayload(payload, "not the secret", seconds()));
      const tampered = await deliver(
        payload.replace('"USD"', '"USD" '),
        signTestPayload(payload, secret(), seconds()),
      );
      const stale = await deliver(payload, signTestPayload(payload, secret(), seconds() - 600));
      const unsigned = await fetch(shop.url("/webhooks/payments/test"), { method: "POST", body: payload });
      expect([forged, tampered, stale].map((answer) => answer.status)).toEqual([400, 400, 400]);
      expect(stale.body.error).toBe("stale");
      expect(unsigned.status).toBe(400);
      expect(await state(order)).toMatchObject({
        status: "pending_payment",
        payment: { status: "open" },
        timeline: [],
      });
    });

    test("a wrong amount is refused and changes nothing", async () => {
      const { order } = await orderAtCheckout();
      const answer = await deliver(await paidEvent(order, order.totalCents - 1));
      expect(answer).toEqual({ status: 409, body: { error: "mismatch" } });
      expect(await state(order)).toMatchObject({
        status: "pending_payment",
        payment: { status: "open" },
        timeline: [],
      });
      expect(await paidMails(order)).toBe(0);
    });

    test("anything else a sender can post is a 4xx, never a 5xx", async () => {
      const post = (address: string, body: string, headers: Record<string, string> = {}) =>
        fetch(shop.url(address), { method: "POST", body, headers }).then((response) => response.status);
      expect(await post("/webhooks/payments/stripe", "{}")).toBe(404);
      expect(await post("/webhooks/payments/test", "x".repeat(70 * 1024))).toBe(413);
      const notJson = "not json";
      expect(
        await post("/webhooks/payments/test", notJson, {
          "test-signature": signTestPayload(notJson, secret(), seconds()),
        }),
      ).toBe(400);
      const wrongShape = JSON.stringify({ id: "evt_1", type: "checkout.paid" });
      expect(
        await post("/webhooks/payments/test", wrongShape, {
          "test-signature": signTestPayload(wrongShape, secret(), seconds()),
        }),
      ).toBe(400);
      const stranger = JSON.stringify({
        id: "evt_000000000000000000000001",
        type: "checkout.paid",
        created: seconds(),
        data: {
          checkout: "tps_nope",
          charge: null,
          amount: 1,
          currency: "USD",
          failure: null,
          reference: "x",
        },
      });
      const unknown = await deliver(stranger);
      expect(unknown).toEqual({ status: 200, body: { received: true, outcome: "unknown" } });
      const get = await fetch(shop.url("/webhooks/payments/test"));
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
    });
  });

  test("the shop's payment step sends the customer to the test page, and back to the same one after a refusal", async () => {
    const order = await createTestOrder(db(), { placedAt: clock });
    const customer = browser();
    const started = await customer.post(`/order/payment?sn=${order.sn}`, { intent: "pay" });
    expect(started.status).toBe(302);
    const page = new URL(started.location!, shop.url("/")).pathname;
    expect(page).toMatch(/^\/pay\/test\/tps_/);
    await customer.post(page, card(DECLINED));
    const retried = await customer.post(`/order/payment?sn=${order.sn}`, { intent: "pay" });
    expect(new URL(retried.location!, shop.url("/")).pathname).toBe(page);
    const paid = await customer.post(page, card(SUCCEEDS));
    expect(paid.location).toBe(shop.url(`/order/payment?sn=${order.sn}&returned=paid`));
    expect((await state(order)).status).toBe("paid");
  });
});
