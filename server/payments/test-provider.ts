/**
 * The built-in test payment provider: the embedded default, so the whole order flow runs without
 * an account anywhere, and it behaves like a real provider where the shop can tell. It keeps its
 * own records (`test_payment_sessions`), serves its own hosted page (app/routes/pay/test.tsx,
 * labelled as test mode), and tells the shop what happened only through signed webhooks posted
 * over HTTP to `/webhooks/payments/test`, from an outbox (`test_payment_webhooks`) retried with
 * backoff until the shop answers 2xx. No real money moves.
 *
 * Signatures are Stripe's scheme: `Test-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`, made when each delivery is attempted, so a retry is never stale.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import { localizePath } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { testPaymentSessions, testPaymentWebhooks } from "../db/schema.ts";
import { claimNextDue } from "../jobs/claim.ts";
import type { Logger } from "../logger.ts";
import {
  paymentFailures,
  RefundRefused,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRefused,
  type CheckoutRequest,
  type IgnoredWebhook,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentProvider,
} from "./types.ts";

export const TEST_SIGNATURE_HEADER = "Test-Signature";
/** Where the test provider posts its webhooks, on the shop's own origin. */
export const TEST_WEBHOOK_PATH = "/webhooks/payments/test";

/** How long one delivery may hold its row; far longer than a delivery can take. */
const CLAIM_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 300;

/** The wait before the next delivery after `attempts` failed ones: 5 s, 10 s, 20 s… at most 1 h. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);
}

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString("hex")}`;

/** The `Test-Signature` header for `payload` signed at `timestamp` (unix seconds). */
export function signTestPayload(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Checks a `Test-Signature` header against the raw body, in constant time, and its timestamp
 * against `now` (at most five minutes apart). Throws `WebhookRefused`.
 */
export function verifyTestSignature(rawBody: string, header: string | null, secret: string, now: Date): void {
  if (!header) throw new WebhookRefused("signature", "no Test-Signature header");
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts
    .filter(([key, value]) => key === "v1" && value)
    .map(([, value]) => value as string);
  if (!Number.isSafeInteger(timestamp) || signatures.length === 0) {
    throw new WebhookRefused("signature", "unreadable Test-Signature header");
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "hex");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookRefused("signature", "no signature matches the body");
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookRefused("stale", "the signature's timestamp is more than 5 minutes away");
  }
}

/** The test provider's webhook body. */
const testWebhookSchema = z.object({
  id: z.string().regex(/^evt_\w+$/),
  type: z.enum(["checkout.paid", "checkout.failed", "charge.refunded"]),
  created: z.number().int(),
  data: z.object({
    checkout: z.string().min(1),
    charge: z.string().min(1).nullable(),
    amount: z.number().int().nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    failure: z.enum(paymentFailures).nullable(),
    reference: z.string(),
  }),
});
type TestWebhook = z.infer<typeof testWebhookSchema>;

/** Reads a verified test webhook body into the shop's event; throws `WebhookRefused` when malformed. */
export function parseTestWebhook(rawBody: string): PaymentEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRefused("malformed", "the body is not JSON");
  }
  const parsed = testWebhookSchema.safeParse(json);
  if (!parsed.success) throw new WebhookRefused("malformed", "the body is not a test payment event");
  const { id, type, data } = parsed.data;
  return {
    id,
    type,
    checkoutRef: data.checkout,
    chargeRef: data.charge,
    amountCents: data.amount,
    currency: data.currency,
    failure: data.failure,
    // A card refused on the hosted page leaves the session open: the customer tries another.
    checkoutClosed: data.failure === "expired",
  };
}

/** A test payment session as its hosted page shows it. */
export type TestSessionView = {
  id: string;
  amountCents: number;
  currency: string;
  description: string;
  status: "open" | "paid" | "expired";
  /** The last card refusal, a key under `declines` in the payment messages. */
  lastDecline: PaymentFailure | null;
  successUrl: string;
  cancelUrl: string;
};

export type TestPaymentProvider = PaymentProvider & {
  readonly name: "test";
  /** The hosted page's side of the provider (app/routes/pay/test.tsx). */
  readonly hosted: {
    find(id: string): Promise<TestSessionView | null>;
    /**
     * The card went through: the session is paid, its `checkout.paid` webhook queued and posted
     * once at once (awaited), so the shop usually knows before the customer is back. Null when
     * the session is not open (paid meanwhile, in another tab).
     */
    pay(id: string): Promise<{ successUrl: string } | null>;
    /** The card was refused: the session stays open, and `checkout.failed` goes to the shop the same way. */
    decline(id: string, failure: Exclude<PaymentFailure, "expired">): Promise<boolean>;
    /** A proof, carried by the authentication step's form, that this session's card asked for it. */
    authenticationToken(id: string): string;
    checkAuthenticationToken(id: string, token: string): boolean;
  };
  /** The delivery job: posts due webhooks until none is left, retrying failures later. */
  deliverDueWebhooks(signal?: AbortSignal): Promise<{ delivered: number; failed: number }>;
};

/** Narrows the configured provider to the test provider (its hosted page exists only then). */
export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === "test" && "hosted" in provider;
}

const sessionIdPattern = /^tps_[0-9a-f]{24}$/;

type WebhookRow = typeof testPaymentWebhooks.$inferSelect;

export function createTestProvider(options: {
  db: Database;
  logger: Logger;
  now: () => Date;
  secret: string;
  /** Where customers reach the shop (PUBLIC_URL); without it, the origin of the checkout's successUrl. */
  publicUrl: string | undefined;
  /** The shop's own address for webhooks; undefined until the server knows it. */
  webhookOrigin: () => string | undefined;
  wakeDeliveries?: (() => void) | undefined;
}): TestPaymentProvider {
  const { db, logger, now, secret } = options;

  /** Queues a webhook in `tx` (with the change it tells of); returns its outbox id. */
  async function queueWebhook(
    tx: Database,
    type: TestWebhook["type"],
    data: TestWebhook["data"],
    at: Date,
  ): Promise<string> {
    const eventId = randomId("evt_");
    const payload: TestWebhook = { id: eventId, type, created: Math.floor(at.getTime() / 1000), data };
    const [row] = await tx
      .insert(testPaymentWebhooks)
      .values({ eventId, payload: JSON.stringify(payload), nextAttemptAt: at, createdAt: at })
      .returning({ id: testPaymentWebhooks.id });
    if (!row) throw new Error("the webhook outbox did not return the queued event");
    return row.id;
  }

  /** One POST of a claimed webhook; records the delivery or schedules the next try. */
  async function attempt(row: WebhookRow, signal?: AbortSignal): Promise<boolean> {
    const origin = options.webhookOrigin();
    let failure: string | undefined;
    if (!origin) {
      failure = "the shop's address is not known yet";
    } else {
      try {
        const timeout = AbortSignal.timeout(DELIVERY_TIMEOUT_MS);
        const response = await fetch(`${origin}${TEST_WEBHOOK_PATH}`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "User-Agent": "InkwellTestPayments/1.0",
            [TEST_SIGNATURE_HEADER]: signTestPayload(row.payload, secret, Math.floor(now().getTime() / 1000)),
          },
          body: row.payload,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        await response.body?.cancel();
        if (!response.ok) failure = `HTTP ${response.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    if (failure === undefined) {
      await db
        .update(testPaymentWebhooks)
        .set({ deliveredAt: now(), attempts: row.attempts + 1, lockedUntil: null, lastError: null })
        .where(eq(testPaymentWebhooks.id, row.id));
      return true;
    }
    const lastError = failure.replaceAll(/\s+/g, " ").trim().slice(0, MAX_ERROR_LENGTH);
    const nextAttemptAt = new Date(now().getTime() + webhookRetryDelayMs(row.attempts));
    await db
      .update(testPaymentWebhooks)
      .set({ attempts: row.attempts + 1, nextAttemptAt, lockedUntil: null, lastError })
      .where(eq(testPaymentWebhooks.id, row.id));
    logger.warn(
      { eventId: row.eventId, attempts: row.attempts + 1, nextAttemptAt, error: lastError },
      "test payment webhook not delivered; will retry",
    );
    return false;
  }

  /** Delivers one queued webhook now (the hosted page's one try); the job retries a failure. */
  async function deliverNow(webhookId: string): Promise<void> {
    const at = now();
    // Claimed like the job claims: a delivery already under way elsewhere is left alone.
    const [row] = await db
      .update(testPaymentWebhooks)
      .set({ lockedUntil: new Date(at.getTime() + CLAIM_MS) })
      .where(
        and(
          eq(testPaymentWebhooks.id, webhookId),
          isNull(testPaymentWebhooks.deliveredAt),
          or(isNull(testPaymentWebhooks.lockedUntil), lt(testPaymentWebhooks.lockedUntil, at)),
        ),
      )
      .returning();
    if (!row) return;
    const delivered = await attempt(row);
    if (!delivered) options.wakeDeliveries?.();
  }

  function hostedPageUrl(request: CheckoutRequest, id: string): string {
    const origin = options.publicUrl ?? new URL(request.successUrl).origin;
    return `${origin}${localizePath(`/pay/test/${id}`, request.locale)}`;
  }

  async function findSession(id: string) {
    if (!sessionIdPattern.test(id)) return undefined;
    const [session] = await db.select().from(testPaymentSessions).where(eq(testPaymentSessions.id, id));
    return session;
  }

  const authenticationProof = (id: string) =>
    createHmac("sha256", secret).update(`authentication:${id}`).digest("hex");

  return {
    name: "test",
    testMode: true,

    async createCheckout(request) {
      if (request.currency !== "USD") throw new Error("the test provider charges US dollars only");
      if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
        throw new Error("a checkout needs a positive amount in cents");
      }
      const id = randomId("tps_");
      const at = now();
      await db.insert(testPaymentSessions).values({
        id,
        amountCents: request.amountCents,
        currency: request.currency,
        description: request.description,
        reference: request.reference,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: "open",
        createdAt: at,
        updatedAt: at,
      });
      return { ref: id, url: hostedPageUrl(request, id) };
    },

    async refund({ chargeRef, amountCents }) {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const [session] = await tx
          .select()
          .from(testPaymentSessions)
          .where(eq(testPaymentSessions.chargeRef, chargeRef))
          .for("update");
        if (!session) throw new RefundRefused(`no test charge ${chargeRef}`);
        const remaining = session.amountCents - session.refundedCents;
        // Refunded in full already: asking again changes nothing (refunds may be retried).
        if (remaining === 0) return { ref: null, webhookId: null };
        if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > remaining) {
          throw new RefundRefused(`cannot refund ${amountCents} of ${remaining} cents left on ${chargeRef}`);
        }
        const refundedCents = session.refundedCents + amountCents;
        await tx
          .update(testPaymentSessions)
          .set({ refundedCents, updatedAt: at })
          .where(eq(testPaymentSessions.id, session.id));
        // The refund's id follows from the charge and the total refunded: the same request gives the same id.
        const ref = `re_${createHash("sha256").update(`${chargeRef}:${refundedCents}`).digest("hex").slice(0, 24)}`;
        // Like Stripe's charge.refunded (as the shop reads it): sent once the charge is refunded in full.
        const webhookId =
          refundedCents === session.amountCents
            ? await queueWebhook(
                tx,
                "charge.refunded",
                {
                  checkout: session.id,
                  charge: chargeRef,
                  amount: session.amountCents,
                  currency: session.currency,
                  failure: null,
                  reference: session.reference,
                },
                at,
              )
            : null;
        return { ref, webhookId };
      });
      if (result.webhookId) options.wakeDeliveries?.();
      return { ref: result.ref };
    },

    verifyWebhook(rawBody, headers, at): PaymentEvent | IgnoredWebhook {
      verifyTestSignature(rawBody, headers.get(TEST_SIGNATURE_HEADER), secret, at);
      return parseTestWebhook(rawBody);
    },

    hosted: {
      async find(id) {
        const session = await findSession(id);
        if (!session) return null;
        return {
          id: session.id,
          amountCents: session.amountCents,
          currency: session.currency,
          description: session.description,
          status: session.status,
          lastDecline: (paymentFailures as readonly string[]).includes(session.lastDecline ?? "")
            ? (session.lastDecline as PaymentFailure)
            : null,
          successUrl: session.successUrl,
          cancelUrl: session.cancelUrl,
        };
      },

      async pay(id) {
        const at = now();
        const paid = await db.transaction(async (tx) => {
          const chargeRef = randomId("ch_");
          const [session] = await tx
            .update(testPaymentSessions)
            .set({ status: "paid", chargeRef, lastDecline: null, updatedAt: at })
            .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, "open")))
            .returning();
          if (!session) return null;
          const webhookId = await queueWebhook(
            tx,
            "checkout.paid",
            {
              checkout: session.id,
              charge: chargeRef,
              amount: session.amountCents,
              currency: session.currency,
              failure: null,
              reference: session.reference,
            },
            at,
          );
          return { successUrl: session.successUrl, webhookId };
        });
        if (!paid) return null;
        await deliverNow(paid.webhookId);
        return { successUrl: paid.successUrl };
      },

      async decline(id, failure) {
        const at = now();
        const webhookId = await db.transaction(async (tx) => {
          const [session] = await tx
            .update(testPaymentSessions)
            .set({ lastDecline: failure, updatedAt: at })
            .where(and(eq(testPaymentSessions.id, id), eq(testPaymentSessions.status, "open")))
            .returning();
          if (!session) return null;
          return queueWebhook(
            tx,
            "checkout.failed",
            {
              checkout: session.id,
              charge: null,
              amount: session.amountCents,
              currency: session.currency,
              failure,
              reference: session.reference,
            },
            at,
          );
        });
        if (!webhookId) return false;
        await deliverNow(webhookId);
        return true;
      },

      authenticationToken: authenticationProof,

      checkAuthenticationToken(id, token) {
        const expected = Buffer.from(authenticationProof(id), "hex");
        const given = Buffer.from(/^[0-9a-f]+$/.test(token) ? token : "", "hex");
        return given.length === expected.length && timingSafeEqual(given, expected);
      },
    },

    async deliverDueWebhooks(signal) {
      let delivered = 0;
      let failed = 0;
      // Without the shop's address nothing can be posted; the next run (or a request) will know it.
      if (!options.webhookOrigin()) return { delivered, failed };
      while (delivered + failed < 50) {
        if (signal?.aborted) break;
        const row = await claimNextDue(db, testPaymentWebhooks, {
          ready: isNull(testPaymentWebhooks.deliveredAt),
          claimMs: CLAIM_MS,
          now: now(),
        });
        if (!row) break;
        if (await attempt(row, signal)) delivered += 1;
        else failed += 1;
      }
      return { delivered, failed };
    },
  };
}
