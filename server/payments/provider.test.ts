import { describe, expect, test } from "vitest";
import { createLogger } from "#server/logger.ts";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { createSelfOrigin, paymentProviderFrom, testWebhookSecret } from "./provider.ts";

describe("choosing and reaching the payment provider", () => {
  const base = { sessionSecrets: ["a session secret of at least 32 characters"] } as Config;
  const dependencies = {
    db: {} as Database,
    logger: createLogger("silent"),
    now: () => new Date(),
    selfOrigin: () => undefined,
  };

  test("Stripe when both its keys are set, the test provider otherwise", () => {
    expect(paymentProviderFrom(base, dependencies)).toMatchObject({ name: "test", testMode: true });
    const stripe = paymentProviderFrom(
      { ...base, stripe: { secretKey: "sk_live_x", webhookSecret: "whsec_x", apiBase: undefined } },
      dependencies,
    );
    expect(stripe).toMatchObject({ name: "stripe", testMode: false });
  });

  test("the test webhook secret is the configured one, else the same derivation of the session secret", () => {
    expect(testWebhookSecret({ ...base, testPaymentsWebhookSecret: "configured-secret-123" })).toBe(
      "configured-secret-123",
    );
    const derived = testWebhookSecret(base);
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(testWebhookSecret({ sessionSecrets: [...base.sessionSecrets] })).toBe(derived);
    expect(derived).not.toContain(base.sessionSecrets[0]);
    expect(testWebhookSecret({ sessionSecrets: ["another session secret of 32 characters"] })).not.toBe(
      derived,
    );
  });

  test("the server's own address: HOST and PORT, loopback for a wildcard, else where a request arrived", () => {
    expect(createSelfOrigin({ host: "0.0.0.0", port: 3000 }).get()).toBe("http://127.0.0.1:3000");
    expect(createSelfOrigin({ host: "::", port: 3000 }).get()).toBe("http://[::1]:3000");
    expect(createSelfOrigin({ host: "10.0.0.7", port: 8080 }).get()).toBe("http://10.0.0.7:8080");
    const chosen = createSelfOrigin({ host: "127.0.0.1", port: 0 });
    expect(chosen.get()).toBeUndefined();
    chosen.learn({ localAddress: "::ffff:127.0.0.1", localPort: 41234 });
    expect(chosen.get()).toBe("http://127.0.0.1:41234");
    chosen.learn({ localAddress: "10.0.0.9", localPort: 1 });
    expect(chosen.get()).toBe("http://127.0.0.1:41234");
  });
});
