import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  refundedCharge,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  stripeEvent,
  stripeSignature,
} from "#tests/support/stripe-stand-in.ts";
import { WebhookRefused, type PaymentProvider } from "./provider.ts";
import { createStripeProvider } from "./stripe.ts";

describe("Stripe Checkout", () => {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    stripe = createStripeProvider({
      secretKey: STAND_IN_SECRET_KEY,
      webhookSecret: STAND_IN_WEBHOOK_SECRET,
      apiBase: standIn.url,
    });
  });
  afterAll(() => standIn.close());

  const checkout = {
    reference: "abcdefghijkmnpqrstuvwxyz",
    amountCents: 2940,
    currency: "USD" as const,
    description: "Inkwell Print Co. — commande ABCDEFGH",
    customerEmail: "buyer@example.test",
    locale: "fr" as const,
    successUrl: "https://shop.test/fr/order/payment?sn=abcdefghijkmnpqrstuvwxyz&returned=paid",
    cancelUrl: "https://shop.test/fr/order/payment?sn=abcdefghijkmnpqrstuvwxyz&returned=cancelled",
  };

  function verify(payload: string, headers: HeadersInit, now = new Date()) {
    return stripe.verifyWebhook(payload, new Headers(headers), now);
  }

  function refusal(run: () => unknown): string {
    try {
      run();
      return "accepted";
    } catch (error) {
      if (error instanceof WebhookRefused) return error.reason;
      throw error;
    }
  }

  test("a checkout is a Checkout Session for the order's total in USD, in the customer's language", async () => {
    const { ref, url } = await stripe.createCheckout(checkout);
    expect(ref).toMatch(/^cs_test_/);
    expect(url).toBe(`${standIn.url}/c/pay/${ref}`);
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      form: {
        mode: "payment",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "2940",
        "line_items[0][price_data][product_data][name]": checkout.description,
        "line_items[0][quantity]": "1",
        client_reference_id: checkout.reference,
        "metadata[sn]": checkout.reference,
        "payment_intent_data[metadata][sn]": checkout.reference,
        customer_email: "buyer@example.test",
        locale: "fr",
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
      },
    });
    expect(stripe.testMode).toBe(true);
  });

  test("a refund names the PaymentIntent; asking again refunds nothing more", async () => {
    const { ref } = await stripe.createCheckout(checkout);
    const paid = standIn.pay(ref);
    const first = await stripe.refund({ chargeRef: paid.payment_intent!, amountCents: 2940 });
    expect(first.ref).toMatch(/^re_/);
    expect(standIn.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      form: { payment_intent: paid.payment_intent, amount: "2940" },
      idempotencyKey: `refund-${paid.payment_intent}-2940`,
    });
    // The same request again is answered from Stripe's idempotency: the same refund.
    expect(await stripe.refund({ chargeRef: paid.payment_intent!, amountCents: 2940 })).toEqual(first);
    // A charge refunded in full already (another key, or after the key expired).
    expect(await stripe.refund({ chargeRef: paid.payment_intent!, amountCents: 2939 })).toEqual({
      ref: null,
    });
  });

  test("a paid checkout.session.completed is checkout.paid, its charge the PaymentIntent", async () => {
    const { ref } = await stripe.createCheckout(checkout);
    const session = standIn.pay(ref);
    const payload = stripeEvent("checkout.session.completed", session, "evt_completed");
    expect(verify(payload, { "Stripe-Signature": stripeSignature(payload) })).toEqual({
      id: "evt_completed",
      type: "checkout.paid",
      checkoutRef: ref,
      chargeRef: session.payment_intent,
      amountCents: 2940,
      currency: "USD",
      failure: null,
      checkoutClosed: true,
    });
  });

  test("a completed checkout not yet paid (a bank debit) waits for async_payment_succeeded", async () => {
    const { ref } = await stripe.createCheckout(checkout);
    const unpaid = { ...standIn.sessions.get(ref)!, status: "complete", payment_intent: "pi_later" };
    const completed = stripeEvent("checkout.session.completed", unpaid, "evt_unpaid");
    expect(verify(completed, { "Stripe-Signature": stripeSignature(completed) })).toEqual({
      id: "evt_unpaid",
      type: "ignored",
      providerType: "checkout.session.completed",
    });
    const succeeded = stripeEvent("checkout.session.async_payment_succeeded", {
      ...unpaid,
      payment_status: "paid",
    });
    expect(verify(succeeded, { "Stripe-Signature": stripeSignature(succeeded) })).toMatchObject({
      type: "checkout.paid",
      chargeRef: "pi_later",
    });
    const failed = stripeEvent("checkout.session.async_payment_failed", unpaid);
    expect(verify(failed, { "Stripe-Signature": stripeSignature(failed) })).toMatchObject({
      type: "checkout.failed",
      failure: "declined",
      checkoutClosed: true,
    });
  });

  test("an expired session is checkout.failed, expired", async () => {
    const { ref } = await stripe.createCheckout(checkout);
    const expired = stripeEvent("checkout.session.expired", {
      ...standIn.sessions.get(ref)!,
      status: "expired",
    });
    expect(verify(expired, { "Stripe-Signature": stripeSignature(expired) })).toMatchObject({
      type: "checkout.failed",
      checkoutRef: ref,
      failure: "expired",
      amountCents: 2940,
    });
  });

  test("a charge refunded in full is charge.refunded, found by its PaymentIntent; a partial refund is ignored", () => {
    const full = stripeEvent("charge.refunded", refundedCharge("pi_123", 2940));
    expect(verify(full, { "Stripe-Signature": stripeSignature(full) })).toMatchObject({
      type: "charge.refunded",
      checkoutRef: null,
      chargeRef: "pi_123",
      amountCents: 2940,
      currency: "USD",
    });
    const partial = stripeEvent("charge.refunded", refundedCharge("pi_123", 2940, 1000));
    expect(verify(partial, { "Stripe-Signature": stripeSignature(partial) })).toMatchObject({
      type: "ignored",
    });
  });

  test("other events are ignored", () => {
    const payload = stripeEvent("customer.created", { id: "cus_1", object: "customer" });
    expect(verify(payload, { "Stripe-Signature": stripeSignature(payload) })).toMatchObject({
      type: "ignored",
      providerType: "customer.created",
    });
  });

  test("bad, missing, foreign and stale signatures are refused", () => {
    const payload = stripeEvent("checkout.session.expired", { id: "cs_1" });
    const now = new Date();
    const seconds = Math.floor(now.getTime() / 1000);
    expect(refusal(() => verify(payload, {}))).toBe("signature");
    expect(refusal(() => verify(payload, { "Stripe-Signature": "t=1,v1=abc" }))).toBe("signature");
    expect(
      refusal(() =>
        verify(payload, { "Stripe-Signature": stripeSignature(payload, { secret: "whsec_other" }) }),
      ),
    ).toBe("signature");
    expect(
      refusal(() =>
        verify(payload.replace("cs_1", "cs_2"), { "Stripe-Signature": stripeSignature(payload) }),
      ),
    ).toBe("signature");
    expect(
      refusal(() =>
        verify(payload, { "Stripe-Signature": stripeSignature(payload, { timestamp: seconds - 301 }) }, now),
      ),
    ).toBe("stale");
  });

  test("a signed body Stripe would never send is malformed", () => {
    const notJson = "{not json";
    expect(refusal(() => verify(notJson, { "Stripe-Signature": stripeSignature(notJson) }))).toBe(
      "malformed",
    );
    const noAmount = stripeEvent("checkout.session.completed", { id: "cs_1", payment_status: "paid" });
    expect(refusal(() => verify(noAmount, { "Stripe-Signature": stripeSignature(noAmount) }))).toBe(
      "malformed",
    );
  });
});
