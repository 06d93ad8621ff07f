import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import type { Storage } from "./storage/storage.ts";

/** The background jobs a command may wake (server/app.ts runs them). */
export type JobName =
  "files" | "file-deletions" | "design-renders" | "mail" | "payment-webhooks" | "payment-refunds";

/** What the process hands every request and every command: the database, the validated config, the logger. */
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
  wakeJob(name: JobName): void;
};
