/**
 * Stripe Checkout as the shop's payment provider (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET).
 * A checkout is a Checkout Session in payment mode for one line, the order, in USD; the charge
 * the shop keeps (`chargeRef`) is the session's PaymentIntent, which refunds name and which
 * Stripe's `charge.refunded` events carry. Webhooks are verified with the endpoint's signing
 * secret (`stripe-signature`), then read into the shop's events:
 *
 *   checkout.session.completed (payment_status paid)   → checkout.paid
 *   checkout.session.async_payment_succeeded           → checkout.paid
 *   checkout.session.async_payment_failed              → checkout.failed (declined; the session is over)
 *   checkout.session.expired                           → checkout.failed (expired)
 *   charge.refunded (refunded in full)                 → charge.refunded, found by its PaymentIntent
 *   anything else (and completed but not yet paid: bank debits confirm later) → ignored
 */
import { Stripe } from "stripe";
import { z } from "zod";
import {
  RefundRefused,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRefused,
  type IgnoredWebhook,
  type PaymentEvent,
  type PaymentProvider,
} from "./types.ts";

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";

/** A PaymentIntent (or Charge) id, as Stripe writes it in a field that may also hold the object. */
const expandable = z
  .union([z.string(), z.object({ id: z.string() })])
  .transform((value) => (typeof value === "string" ? value : value.id));

const sessionSchema = z.object({
  id: z.string(),
  amount_total: z.number().int().nonnegative(),
  currency: z.string(),
  payment_status: z.string(),
  payment_intent: expandable.nullable().optional(),
});

const chargeSchema = z.object({
  id: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  refunded: z.boolean(),
  payment_intent: expandable.nullable().optional(),
});

const eventSchema = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.unknown() }) });

function readObject<T extends z.ZodType>(schema: T, value: unknown, type: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new WebhookRefused("malformed", `unexpected ${type} object`);
  return parsed.data;
}

/** A verified Stripe event in the shop's terms (exported for the tests of the mapping). */
export function mapStripeEvent(event: unknown): PaymentEvent | IgnoredWebhook {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) throw new WebhookRefused("malformed", "not a Stripe event");
  const { id, type, data } = parsed.data;
  const ignored: IgnoredWebhook = { id, type: "ignored", providerType: type };
  switch (type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const session = readObject(sessionSchema, data.object, type);
      // Completed without the money yet (a bank debit): async_payment_succeeded or _failed follows.
      if (session.payment_status !== "paid") return ignored;
      return {
        id,
        type: "checkout.paid",
        checkoutRef: session.id,
        chargeRef: session.payment_intent ?? null,
        amountCents: session.amount_total,
        currency: session.currency.toUpperCase(),
        failure: null,
        checkoutClosed: true,
      };
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = readObject(sessionSchema, data.object, type);
      return {
        id,
        type: "checkout.failed",
        checkoutRef: session.id,
        chargeRef: null,
        amountCents: session.amount_total,
        currency: session.currency.toUpperCase(),
        failure: type === "checkout.session.expired" ? "expired" : "declined",
        // Neither session can be paid any more: a new checkout is needed.
        checkoutClosed: true,
      };
    }
    case "charge.refunded": {
      const charge = readObject(chargeSchema, data.object, type);
      // Sent for partial refunds too; the shop only refunds whole orders.
      if (!charge.refunded) return ignored;
      return {
        id,
        type: "charge.refunded",
        checkoutRef: null,
        chargeRef: charge.payment_intent ?? charge.id,
        amountCents: charge.amount,
        currency: charge.currency.toUpperCase(),
        failure: null,
        checkoutClosed: true,
      };
    }
    default:
      return ignored;
  }
}

export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the API (a local stand-in in tests): its protocol, host and port. */
  apiBase: string | undefined;
}): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
        }
      : {}),
  });

  return {
    name: "stripe",
    testMode: options.secretKey.startsWith("sk_test_") || options.secretKey.startsWith("rk_test_"),

    async createCheckout(request) {
      if (request.currency !== "USD") throw new Error("the shop charges US dollars only");
      const metadata = { sn: request.reference };
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        line_items: [
          {
            price_data: {
              currency: "usd",
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
            quantity: 1,
          },
        ],
        client_reference_id: request.reference,
        metadata,
        customer_email: request.customerEmail,
        locale: request.locale,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        payment_intent_data: { metadata },
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { ref: session.id, url: session.url };
    },

    async refund({ chargeRef, amountCents }) {
      const target = chargeRef.startsWith("ch_") ? { charge: chargeRef } : { payment_intent: chargeRef };
      try {
        // The same refund asked again (a retry) is the same request to Stripe, not a second refund.
        const refund = await stripe.refunds.create(
          { ...target, amount: amountCents },
          { idempotencyKey: `refund-${chargeRef}-${amountCents}` },
        );
        return { ref: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          if (error.code === "charge_already_refunded") return { ref: null };
          throw new RefundRefused(
            `Stripe refused the refund of ${chargeRef}: ${error.code ?? error.message}`,
          );
        }
        throw error;
      }
    },

    verifyWebhook(rawBody, headers, now) {
      const signature = headers.get(STRIPE_SIGNATURE_HEADER);
      if (!signature) throw new WebhookRefused("signature", "no Stripe-Signature header");
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          const stale = /tolerance/i.test(error.message);
          throw new WebhookRefused(stale ? "stale" : "signature", error.message);
        }
        // Signed, but not JSON.
        throw new WebhookRefused("malformed", "the body is not JSON");
      }
      return mapStripeEvent(event);
    },
  };
}
