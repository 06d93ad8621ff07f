import { servicesContext, type ShopServices } from "#app/context.ts";
import { WebhookRefused } from "#server/payments/provider.ts";
import { orderPaidMail, orderRefundedMail } from "#server/services/order-mail.ts";
import { requestPrintFiles } from "#server/services/orders.ts";
import {
  handlePaymentEvent,
  PaymentMismatch,
  refundPayment,
  type PaymentChange,
} from "#server/services/payments.ts";
import type { Route } from "./+types/payment.ts";

/**
 * `POST /webhooks/payments/:provider` (docs/api.md, "Payments"): the configured provider tells the
 * shop what happened to a checkout. The raw body is verified with the provider's signature, then
 * applied once (services/payments.ts). Answers JSON: 200 for an event handled, already handled,
 * ignored or about a checkout the shop does not know; 400 for a bad signature or body; 404 for
 * another provider than the one configured; 409 when the amount or currency is not the
 * payment's; 413 over 64 KB. Nothing a sender can post gets a 5xx.
 *
 * Not a browser form: it carries no cookie, and the cross-site check (server/http.ts) lets it in
 * because providers send neither `Origin` nor `Sec-Fetch-Site`; the signature is its proof.
 */

/** Providers' events are a few KB; more is not one of them. */
const MAX_WEBHOOK_BYTES = 64 * 1024;

const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** A refused body is still read, up to this much, so the sender hears the answer instead of a reset. */
const MAX_DRAINED_BYTES = 1024 * 1024;

/** The body exactly as sent (the signature covers these bytes), up to `limit` bytes of UTF-8. */
async function readRawBody(
  request: Request,
  limit: number,
): Promise<{ text: string } | { refused: 400 | 413 }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      if (size > MAX_DRAINED_BYTES) break;
      if (size <= limit) chunks.push(chunk);
    }
  }
  if (size > limit) return { refused: 413 };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks)) };
  } catch {
    return { refused: 400 };
  }
}

export function loader() {
  return json({ error: "methodNotAllowed" }, 405, { Allow: "POST" });
}

export async function action({ request, params, url, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const services = context.get(servicesContext);
  const { payments: provider, logger, now } = services;
  if (params.provider !== provider.name) return json({ error: "unknownProvider" }, 404);

  const body = await readRawBody(request, MAX_WEBHOOK_BYTES);
  if ("refused" in body)
    return json({ error: body.refused === 413 ? "tooLarge" : "malformed" }, body.refused);

  const receivedAt = now();
  let event;
  try {
    event = provider.verifyWebhook(body.text, request.headers, receivedAt);
  } catch (error) {
    if (!(error instanceof WebhookRefused)) throw error;
    logger.warn({ provider: provider.name, reason: error.message }, "payment webhook refused");
    return json({ error: error.reason }, 400);
  }
  if (event.type === "ignored") return json({ received: true, outcome: "ignored" });

  const origin = services.config.publicUrl ?? url.origin;
  let result;
  try {
    result = await handlePaymentEvent(services.db, provider.name, event, receivedAt, {
      onChange: (tx, change) => tellCustomer(tx, change, origin, receivedAt),
    });
  } catch (error) {
    if (!(error instanceof PaymentMismatch)) throw error;
    logger.error(
      { provider: provider.name, eventId: event.id, expected: error.expected, received: error.received },
      "payment webhook refused: amount or currency differs from the payment",
    );
    return json({ error: "mismatch" }, 409);
  }

  logger.info({ provider: provider.name, eventId: event.id, type: event.type, ...result }, "payment webhook");
  if (result.outcome === "unknown") {
    logger.warn(
      { provider: provider.name, eventId: event.id },
      "payment webhook for a checkout the shop does not know",
    );
  }
  if (result.outcome === "paid" || result.outcome === "refunded") {
    services.wakeJob("mail");
    if (result.outcome === "paid") services.wakeJob("design-renders");
  }
  if (result.outcome === "refunded" && !result.orderRefunded) {
    logger.warn(result, "a payment was refunded while its order still stands: an operator should look at it");
  }
  if (result.outcome === "paidAfterClose") await refundLatePayment(services, result.paymentId);
  return json({ received: true, outcome: result.outcome });
}

/** The mail and print files a payment change calls for, queued in the same transaction. */
async function tellCustomer(tx: ShopServices["db"], change: PaymentChange, origin: string, now: Date) {
  if (change.outcome === "paid") {
    await orderPaidMail(tx, { orderId: change.orderId, origin, now });
    await requestPrintFiles(tx, change.orderId, now);
  } else if (change.outcome === "refunded" && change.orderRefunded) {
    await orderRefundedMail(tx, { orderId: change.orderId, origin, now });
  }
}

/**
 * A payment for an order that was closed meanwhile goes back at once. When the provider cannot
 * be reached now, the refund job asks again later: the webhook is still answered 200, since the
 * payment itself is recorded.
 */
async function refundLatePayment(services: ShopServices, paymentId: string) {
  try {
    await refundPayment(services.db, services.payments, { paymentId, now: services.now() });
  } catch (error) {
    services.logger.error(
      { err: error, paymentId },
      "refund of a payment for a closed order failed; will retry",
    );
  }
}
