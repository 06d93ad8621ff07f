import { createContext } from "react-router";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import type { PaymentProvider } from "#server/payments/provider.ts";
import type { Storage } from "#server/storage/storage.ts";

/** What the process hands every request: the database, the validated config, the logger. */
export type ShopServices = {
  db: Database;
  config: Config;
  logger: Logger;
  /** The time, from one place, so tests can move it (rate-limit windows, code expiry). */
  now(): Date;
  /** Where uploaded files are kept (disk or S3). */
  storage: Storage;
  /** Where orders are paid: the built-in test provider, or Stripe (server/payments/provider.ts). */
  payments: PaymentProvider;
  /** Runs a background job now, because work for it just arrived (`files`, `file-deletions`, `design-renders`…). */
  wakeJob(
    name: "files" | "file-deletions" | "design-renders" | "mail" | "payment-webhooks" | "payment-refunds",
  ): void;
};

export const servicesContext = createContext<ShopServices>();

/** The per-request nonce that lets our inline scripts run under the Content-Security-Policy. */
export const cspNonceContext = createContext<string>("");

/** The client's address as the HTTP layer sees it (behind `TRUST_PROXY`, the forwarded one). */
export const clientIpContext = createContext<string>("unknown");
