import { createServer, type Server } from "node:http";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { testPaymentSessions, testPaymentWebhooks } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { WebhookRefused } from "./provider.ts";
import {
  createTestProvider,
  parseTestWebhook,
  signTestPayload,
  verifyTestSignature,
  webhookRetryDelayMs,
  type TestPaymentProvider,
} from "./test-provider.ts";

const secret = "whsec_test_0123456789abcdef";
const body = JSON.stringify({
  id: "evt_0123456789abcdef01234567",
  type: "checkout.paid",
  created: 1_790_000_000,
  data: {
    checkout: "tps_0123456789abcdef01234567",
    charge: "ch_0123456789abcdef01234567",
    amount: 2940,
    currency: "USD",
    failure: null,
    reference: "sn",
  },
});
const at = new Date("2026-11-25T10:00:00Z");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function refusal(run: () => void): WebhookRefused["reason"] | "accepted" {
  try {
    run();
    return "accepted";
  } catch (error) {
    if (error instanceof WebhookRefused) return error.reason;
    throw error;
  }
}

describe("test provider webhook signatures", () => {
  test("a body signed with the secret within five minutes is accepted", () => {
    const header = signTestPayload(body, secret, seconds(at) - 299);
    expect(refusal(() => verifyTestSignature(body, header, secret, at))).toBe("accepted");
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  test("a body changed after signing is refused", () => {
    const header = signTestPayload(body, secret, seconds(at));
    const tampered = body.replace("2940", "1");
    expect(refusal(() => verifyTestSignature(tampered, header, secret, at))).toBe("signature");
  });

  test("a body signed with another secret is refused", () => {
    const header = signTestPayload(body, "another secret", seconds(at));
    expect(refusal(() => verifyTestSignature(body, header, secret, at))).toBe("signature");
  });

  test("a signature older (or later) than five minutes is refused as stale", () => {
    const old = signTestPayload(body, secret, seconds(at) - 301);
    expect(refusal(() => verifyTestSignature(body, old, secret, at))).toBe("stale");
    const future = signTestPayload(body, secret, seconds(at) + 301);
    expect(refusal(() => verifyTestSignature(body, future, secret, at))).toBe("stale");
  });

  test("a missing or unreadable header is refused", () => {
    for (const header of [null, "", "v1=abc", "t=now,v1=abc", `t=${seconds(at)}`, `t=${seconds(at)},v1=zz`]) {
      expect(
        refusal(() => verifyTestSignature(body, header, secret, at)),
        String(header),
      ).toBe("signature");
    }
  });

  test("one matching signature among several (a secret being rotated) is enough", () => {
    const good = signTestPayload(body, secret, seconds(at));
    const header = `${good.split(",")[0]},v1=${"0".repeat(64)},${good.split(",")[1]}`;
    expect(refusal(() => verifyTestSignature(body, header, secret, at))).toBe("accepted");
  });

  test("a signed body that is not a test payment event is malformed", () => {
    expect(refusal(() => parseTestWebhook("{"))).toBe("malformed");
    expect(refusal(() => parseTestWebhook(JSON.stringify({ id: "evt_1", type: "checkout.paid" })))).toBe(
      "malformed",
    );
    expect(parseTestWebhook(body)).toEqual({
      id: "evt_0123456789abcdef01234567",
      type: "checkout.paid",
      checkoutRef: "tps_0123456789abcdef01234567",
      chargeRef: "ch_0123456789abcdef01234567",
      amountCents: 2940,
      currency: "USD",
      failure: null,
      checkoutClosed: false,
    });
  });

  test("retries wait longer each time, at most an hour", () => {
    expect([0, 1, 2, 3].map(webhookRetryDelayMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(webhookRetryDelayMs(30)).toBe(60 * 60_000);
  });
});

describe("the test provider", () => {
  const db = () => database().db;
  const database = useTestDatabase("pglite");
  let clock = at;
  let server: Server;
  let origin: string | undefined;
  let answer = 200;
  let received: { body: string; signature: string | undefined }[] = [];

  beforeEach(async () => {
    clock = at;
    answer = 200;
    received = [];
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({
          body: Buffer.concat(chunks).toString(),
          signature: req.headers["test-signature"] as string,
        });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    origin = typeof address === "object" && address ? `http://127.0.0.1:${address.port}` : undefined;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function provider(options: { webhookOrigin?: () => string | undefined } = {}): TestPaymentProvider {
    return createTestProvider({
      db: db(),
      logger: createLogger("silent"),
      now: () => clock,
      secret,
      publicUrl: undefined,
      webhookOrigin: options.webhookOrigin ?? (() => origin),
    });
  }

  const checkout = {
    reference: "abcdefghijkmnpqrstuvwxyz",
    amountCents: 2940,
    currency: "USD" as const,
    description: "Inkwell Print Co. — order ABCDEFGH",
    customerEmail: "buyer@example.test",
    successUrl: "http://shop.test/order/payment?sn=x&returned=paid",
    cancelUrl: "http://shop.test/order/payment?sn=x&returned=cancelled",
  };

  test("a checkout is a session with its hosted page, in the customer's language", async () => {
    const tester = provider();
    const english = await tester.createCheckout({ ...checkout, locale: "en" });
    const french = await tester.createCheckout({ ...checkout, locale: "fr" });
    expect(english.ref).toMatch(/^tps_[0-9a-f]{24}$/);
    expect(english.url).toBe(`http://shop.test/pay/test/${english.ref}`);
    expect(french.url).toBe(`http://shop.test/fr/pay/test/${french.ref}`);
    expect(await tester.hosted.find(english.ref)).toMatchObject({ status: "open", amountCents: 2940 });
    expect(await tester.hosted.find("tps_nope")).toBeNull();
  });

  test("paying posts a signed checkout.paid to the shop at once; paying again does nothing", async () => {
    const tester = provider();
    const { ref } = await tester.createCheckout({ ...checkout, locale: "en" });
    expect(await tester.hosted.pay(ref)).toEqual({ successUrl: checkout.successUrl });
    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(() =>
      verifyTestSignature(delivery!.body, delivery!.signature ?? null, secret, clock),
    ).not.toThrow();
    const event = parseTestWebhook(delivery!.body);
    expect(event).toMatchObject({
      type: "checkout.paid",
      checkoutRef: ref,
      amountCents: 2940,
      currency: "USD",
    });
    expect(event.chargeRef).toMatch(/^ch_[0-9a-f]{24}$/);
    const [outbox] = await db().select().from(testPaymentWebhooks);
    expect(outbox?.deliveredAt).toEqual(clock);

    expect(await tester.hosted.pay(ref)).toBeNull();
    expect(await tester.hosted.decline(ref, "declined")).toBe(false);
    expect(received).toHaveLength(1);
  });

  test("a refused card keeps the session open and tells the shop why", async () => {
    const tester = provider();
    const { ref } = await tester.createCheckout({ ...checkout, locale: "en" });
    expect(await tester.hosted.decline(ref, "insufficientFunds")).toBe(true);
    expect(parseTestWebhook(received[0]!.body)).toMatchObject({
      type: "checkout.failed",
      failure: "insufficientFunds",
      checkoutClosed: false,
      chargeRef: null,
    });
    expect(await tester.hosted.find(ref)).toMatchObject({ status: "open", lastDecline: "insufficientFunds" });
    await tester.hosted.pay(ref);
    expect(await tester.hosted.find(ref)).toMatchObject({ status: "paid", lastDecline: null });
  });

  test("a delivery the shop refuses is retried later by the job, signed anew", async () => {
    const tester = provider();
    const { ref } = await tester.createCheckout({ ...checkout, locale: "en" });
    answer = 503;
    await tester.hosted.pay(ref);
    let [row] = await db().select().from(testPaymentWebhooks);
    expect(row).toMatchObject({ attempts: 1, deliveredAt: null, lastError: "HTTP 503" });
    expect(row!.nextAttemptAt).toEqual(new Date(clock.getTime() + 5000));

    // Not due yet: nothing is posted.
    expect(await tester.deliverDueWebhooks()).toEqual({ delivered: 0, failed: 0 });
    clock = new Date(at.getTime() + 10 * 60_000);
    answer = 200;
    expect(await tester.deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 });
    [row] = await db().select().from(testPaymentWebhooks);
    expect(row).toMatchObject({ attempts: 2, deliveredAt: clock, lastError: null });
    // Ten minutes later than the first try, and still fresh: signed when sent.
    expect(received).toHaveLength(2);
    expect(() =>
      verifyTestSignature(received[1]!.body, received[1]!.signature ?? null, secret, clock),
    ).not.toThrow();
    expect(received[1]!.body).toBe(received[0]!.body);
  });

  test("without the shop's address nothing is posted; the job delivers once it is known", async () => {
    let known: string | undefined;
    const tester = provider({ webhookOrigin: () => known });
    const { ref } = await tester.createCheckout({ ...checkout, locale: "en" });
    await tester.hosted.pay(ref);
    expect(received).toHaveLength(0);
    known = origin;
    clock = new Date(at.getTime() + 60_000);
    expect(await tester.deliverDueWebhooks()).toEqual({ delivered: 1, failed: 0 });
  });

  test("a refund is recorded once and tells the shop when the charge is refunded in full", async () => {
    const tester = provider();
    const { ref } = await tester.createCheckout({ ...checkout, locale: "en" });
    await tester.hosted.pay(ref);
    const [session] = await db().select().from(testPaymentSessions).where(eq(testPaymentSessions.id, ref));
    const chargeRef = session!.chargeRef!;

    const first = await tester.refund({ chargeRef, amountCents: 2940 });
    expect(first.ref).toMatch(/^re_[0-9a-f]{24}$/);
    // Asked again (a retry): nothing more is refunded, no second event.
    expect(await tester.refund({ chargeRef, amountCents: 2940 })).toEqual({ ref: null });
    await expect(tester.refund({ chargeRef: "ch_unknown", amountCents: 1 })).rejects.toThrow(
      /no test charge/,
    );

    const events = await db().select().from(testPaymentWebhooks);
    expect(events).toHaveLength(2);
    clock = new Date(at.getTime() + 1000);
    await tester.deliverDueWebhooks();
    expect(parseTestWebhook(received.at(-1)!.body)).toMatchObject({
      type: "charge.refunded",
      checkoutRef: ref,
      chargeRef,
      amountCents: 2940,
    });
    const [refunded] = await db().select().from(testPaymentSessions).where(eq(testPaymentSessions.id, ref));
    expect(refunded?.refundedCents).toBe(2940);
  });

  test("the authentication step's proof belongs to its session", () => {
    const tester = provider();
    const token = tester.hosted.authenticationToken("tps_000000000000000000000001");
    expect(tester.hosted.checkAuthenticationToken("tps_000000000000000000000001", token)).toBe(true);
    expect(tester.hosted.checkAuthenticationToken("tps_000000000000000000000002", token)).toBe(false);
    expect(tester.hosted.checkAuthenticationToken("tps_000000000000000000000001", "nope")).toBe(false);
  });
});
