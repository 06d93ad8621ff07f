/**
 * The payment provider interface and its events, on their own so the providers
 * (test-provider.ts, stripe.ts) and provider.ts, which picks one, do not import each other.
 * Import them through provider.ts.
 */
import type { Locale } from "#core/locales.ts";

/** Every charge is in US dollars (docs/decisions: money is USD cents). */
export type PaymentCurrency = "USD";

/** Why a checkout attempt failed: a key under `declines` in locales/<lang>/payment.ts. */
export const paymentFailures = ["declined", "insufficientFunds", "authenticationFailed", "expired"] as const;
export type PaymentFailure = (typeof paymentFailures)[number];

export type CheckoutRequest = {
  /** The shop's reference for the payment: the order's `sn`. */
  reference: string;
  amountCents: number;
  currency: PaymentCurrency;
  /** What the customer sees they are paying for. */
  description: string;
  customerEmail: string;
  /** The language of the provider's hosted page. */
  locale: Locale;
  /** Absolute URLs the customer is sent back to after paying, and when they give up. */
  successUrl: string;
  cancelUrl: string;
};

/** A provider's webhook, read and verified. */
export type PaymentEvent = {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type: "checkout.paid" | "checkout.failed" | "charge.refunded";
  /** The checkout it is about; null when the provider does not say (Stripe's refunds: see `chargeRef`). */
  checkoutRef: string | null;
  /** The charge made (paid) or refunded; what a refund names. */
  chargeRef: string | null;
  /** The amount of the checkout (paid, failed) or of the refunded charge, in cents. */
  amountCents: number;
  /** ISO 4217, upper case, as the provider said it. */
  currency: string;
  failure: PaymentFailure | null;
  /** checkout.failed: the checkout cannot be tried again (expired, or finished unpaid); a new one is needed. */
  checkoutClosed: boolean;
};

/** A genuine webhook of a kind the shop does not act on (it is answered 200 and forgotten). */
export type IgnoredWebhook = { id: string; type: "ignored"; providerType: string };

export interface PaymentProvider {
  /** The provider's name in `payments.provider` and in the webhook address (`/webhooks/payments/<name>`). */
  readonly name: string;
  /** No real money moves: the shop says so wherever it asks for a payment. */
  readonly testMode: boolean;
  /** Opens a hosted checkout; `ref` is the provider's id of it, `url` where the customer pays. */
  createCheckout(request: CheckoutRequest): Promise<{ ref: string; url: string }>;
  /**
   * Refunds `amountCents` of a charge. Asking again for a charge already refunded in full does
   * nothing and answers `ref: null`, so a refund may safely be asked for more than once.
   */
  refund(request: { chargeRef: string; amountCents: number }): Promise<{ ref: string | null }>;
  /** Reads a webhook, or throws `WebhookRefused` (bad or missing signature, too old, unreadable). */
  verifyWebhook(rawBody: string, headers: Headers, now: Date): PaymentEvent | IgnoredWebhook;
}

/** How old a signed webhook may be: older ones are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** A webhook the shop will not read: why, for the log and the 400 answer. */
export class WebhookRefused extends Error {
  override name = "WebhookRefused";
  readonly reason: "signature" | "stale" | "malformed";
  constructor(reason: WebhookRefused["reason"], detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.reason = reason;
  }
}

/** The provider refused a refund (no such charge, more than was paid). */
export class RefundRefused extends Error {
  override name = "RefundRefused";
}
