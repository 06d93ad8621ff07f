import { servicesContext } from "#server/context.ts";
import { recordPaymentEvent } from "#server/commands/payments.ts";
import { WebhookRefused } from "#server/payments/provider.ts";
import { PaymentMismatch } from "#server/services/payments.ts";
import type { Route } from "./+types/payment.ts";

/**
 * `POST /webhooks/payments/:provider` (docs/api.md, "Payments"): the configured provider tells the
 * shop what happened to a checkout. The raw body is verified with the provider's signature, then
 * recorded by `recordPaymentEvent` (server/commands/payments.ts: what a payment sets off).
 * Answers JSON: 200 for an event handled, already handled, ignored or about a checkout the shop
 * does not know; 400 for a bad signature or body; 404 for another provider than the one
 * configured; 409 when the amount or currency is not the payment's; 413 over 64 KB. Nothing a
 * sender can post gets a 5xx.
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

  let result;
  try {
    result = await recordPaymentEvent(services, { event, receivedAt, requestOrigin: url.origin });
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
  return json({ received: true, outcome: result.outcome });
}
