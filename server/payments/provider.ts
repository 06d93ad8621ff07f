/**
 * What the shop asks of a payment provider (docs/decisions/018-orders-and-payments.md,
 * "Payments"): a hosted checkout for an amount in US dollars, a refund of a charge, and the
 * provider's signed webhooks read as a few provider-neutral events. Two providers implement it:
 * the built-in test provider (the embedded default) and Stripe Checkout.
 */
import { createHmac } from "node:crypto";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { createStripeProvider } from "./stripe.ts";
import { createTestProvider } from "./test-provider.ts";

export {
  paymentFailures,
  RefundRefused,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRefused,
  type CheckoutRequest,
  type IgnoredWebhook,
  type PaymentCurrency,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentProvider,
} from "./types.ts";
import type { PaymentProvider } from "./types.ts";

/**
 * The test provider's signing secret: TEST_PAYMENTS_WEBHOOK_SECRET, else an HMAC of the session
 * secret, so it is the same after a restart (and on every instance) without being configured.
 */
export function testWebhookSecret(
  config: Pick<Config, "testPaymentsWebhookSecret" | "sessionSecrets">,
): string {
  if (config.testPaymentsWebhookSecret) return config.testPaymentsWebhookSecret;
  const sessionSecret = config.sessionSecrets.at(-1);
  if (!sessionSecret) throw new Error("no session secret to derive the test payments webhook secret from");
  return createHmac("sha256", sessionSecret).update("inkwell test payments webhook").digest("hex");
}

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the built-in test
 * provider, which keeps its records in the shop's database and posts its webhooks to the shop's
 * own address (`selfOrigin`, known once the server listens).
 */
export function paymentProviderFrom(
  config: Config,
  dependencies: {
    db: Database;
    logger: Logger;
    now: () => Date;
    selfOrigin: () => string | undefined;
    /** A test webhook was queued: wake the delivery job. */
    wakeDeliveries?: () => void;
  },
): PaymentProvider {
  if (config.stripe) return createStripeProvider(config.stripe);
  return createTestProvider({
    db: dependencies.db,
    logger: dependencies.logger,
    now: dependencies.now,
    secret: testWebhookSecret(config),
    publicUrl: config.publicUrl,
    webhookOrigin: dependencies.selfOrigin,
    wakeDeliveries: dependencies.wakeDeliveries,
  });
}

/**
 * The server's own address, for the test provider's webhooks to reach it: HOST and PORT, with
 * the loopback address for a wildcard host; when the system chose the port (PORT=0, as tests
 * run), the address the first request arrived at.
 */
export function createSelfOrigin(config: Pick<Config, "host" | "port">) {
  let learned: string | undefined = config.port === 0 ? undefined : originOf(config.host, config.port);
  return {
    get: () => learned,
    /** Called with each request's socket until the address is known. */
    learn(socket: { localAddress?: string | undefined; localPort?: number | undefined }) {
      if (learned || !socket.localAddress || !socket.localPort) return;
      learned = originOf(socket.localAddress, socket.localPort);
    },
  };
}

function originOf(host: string, port: number): string {
  const bare = host.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  const reachable = bare === "0.0.0.0" || bare === "" ? "127.0.0.1" : bare === "::" ? "::1" : bare;
  return `http://${reachable.includes(":") ? `[${reachable}]` : reachable}:${port}`;
}
