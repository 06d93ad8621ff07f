/**
 * A local stand-in for the parts of Stripe's API the shop calls (Checkout Sessions and Refunds),
 * answering as Stripe does, so the Stripe provider is tested without the internet: point the
 * client at it with STRIPE_API_BASE. It keeps what it was asked (form bodies, flat:
 * `line_items[0][price_data][currency]`), and makes webhook bodies signed as Stripe signs them.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Stripe } from "stripe";

export const STAND_IN_SECRET_KEY = "sk_test_standin0123456789";
export const STAND_IN_WEBHOOK_SECRET = "whsec_standin0123456789abcdef";

export type StandInRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
};

export type StandInSession = {
  id: string;
  object: "checkout.session";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  metadata: Record<string, string>;
  mode: "payment";
  payment_intent: string | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  success_url: string;
  cancel_url: string;
  url: string;
};

const hex = (bytes: number) => randomBytes(bytes).toString("hex");

export async function startStripeStandIn() {
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  /** Refunded amounts by PaymentIntent or charge. */
  const refunded = new Map<string, number>();
  /** Stripe answers a repeated Idempotency-Key with the first answer. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let origin = "";

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${hex(7)}` });
    res.end(JSON.stringify(body));
  };
  const invalid = (code: string, message: string) => ({
    status: 400,
    body: { error: { type: "invalid_request_error", code, message } },
  });

  function createSession(form: Record<string, string>) {
    const amount = Number(form["line_items[0][price_data][unit_amount]"]);
    if (form.mode !== "payment" || !Number.isInteger(amount) || !form.success_url) {
      return invalid("parameter_missing", "Missing required param.");
    }
    const id = `cs_test_${hex(12)}`;
    const session: StandInSession = {
      id,
      object: "checkout.session",
      amount_total: amount * Number(form["line_items[0][quantity]"] ?? "1"),
      currency: form["line_items[0][price_data][currency]"] ?? "usd",
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      locale: form.locale ?? null,
      metadata: Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith("metadata["))
          .map(([key, value]) => [key.slice("metadata[".length, -1), value]),
      ),
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? "",
      url: `${origin}/c/pay/${id}`,
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  }

  function createRefund(form: Record<string, string>) {
    const target = form.payment_intent ?? form.charge;
    if (!target) return invalid("parameter_missing", "One of charge or payment_intent is required.");
    const paid = [...sessions.values()].find((session) => session.payment_intent === target);
    const total = paid?.amount_total ?? Number.POSITIVE_INFINITY;
    const already = refunded.get(target) ?? 0;
    if (already >= total)
      return invalid("charge_already_refunded", `Charge ${target} has already been refunded.`);
    const amount = form.amount ? Number(form.amount) : total - already;
    refunded.set(target, already + amount);
    return {
      status: 200,
      body: {
        id: `re_${hex(12)}`,
        object: "refund",
        amount,
        currency: "usd",
        status: "succeeded",
        payment_intent: form.payment_intent ?? null,
        charge: form.charge ?? null,
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
    const path = (req.url ?? "").split("?")[0] ?? "";
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path, form, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return send(res, 401, {
        error: { type: "invalid_request_error", message: "Invalid API Key provided." },
      });
    }
    const key = idempotencyKey ? `${path} ${idempotencyKey}` : undefined;
    const earlier = key ? idempotent.get(key) : undefined;
    if (earlier) return send(res, earlier.status, earlier.body);
    let answer: { status: number; body: unknown };
    if (req.method === "POST" && path === "/v1/checkout/sessions") answer = createSession(form);
    else if (req.method === "POST" && path === "/v1/refunds") answer = createRefund(form);
    else
      answer = {
        status: 404,
        body: { error: { type: "invalid_request_error", message: "Unrecognized request URL." } },
      };
    if (key) idempotent.set(key, answer);
    return send(res, answer.status, answer.body);
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    /** For STRIPE_API_BASE. */
    url: origin,
    requests,
    sessions,
    /** The session as it is once paid by card: what checkout.session.completed carries. */
    pay(sessionId: string): StandInSession {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no stand-in session ${sessionId}`);
      Object.assign(session, { payment_status: "paid", status: "complete", payment_intent: `pi_${hex(12)}` });
      return { ...session };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event around `object`, as Stripe posts it. */
export function stripeEvent(type: string, object: unknown, id = `evt_${hex(12)}`) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

/** The `Stripe-Signature` header Stripe would send with `payload`, signed at `timestamp` (seconds). */
export function stripeSignature(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STAND_IN_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
}

/** A charge of `amount` cents on `paymentIntent`, refunded (in full unless told). */
export function refundedCharge(paymentIntent: string, amount: number, refundedAmount = amount) {
  return {
    id: `ch_${hex(12)}`,
    object: "charge",
    amount,
    amount_refunded: refundedAmount,
    currency: "usd",
    payment_intent: paymentIntent,
    refunded: refundedAmount === amount,
    status: "succeeded",
  };
}
