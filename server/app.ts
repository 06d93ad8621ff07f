/**
 * The shop as a request handler: opened database, migrations, seed, and the React Router app.
 * Vite bundles this file with the route modules (see vite.config.ts), so the database handle and
 * the router context keys exist once; `server/index.ts` owns the process around it.
 */
import { createRequestHandler } from "@react-router/express";
import express, { type Request, type Response } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { setToastCookieOptions } from "remix-toast";
import { TOAST_COOKIE } from "./cookies.ts";
import { clientIpContext, cspNonceContext, servicesContext } from "./context.ts";
import { joinInvalidation, onInvalidate } from "./cache.ts";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseConnection } from "./db/client.ts";
import { seedDatabase } from "./db/seed/index.ts";
import { startJobs } from "./jobs/scheduler.ts";
import type { Logger } from "./logger.ts";
import { deliverDueMail } from "./mail/outbox.ts";
import { createMailTransport } from "./mail/transport.ts";
import { createSelfOrigin, paymentProviderFrom } from "./payments/provider.ts";
import { isTestProvider } from "./payments/test-provider.ts";
import { refreshExchangeRates } from "./services/exchange-rates.ts";
import { createRenderQueue } from "./render-queue.ts";
import { routeBuckets } from "./route-buckets.ts";
import { createHtmlCache } from "./html-cache.ts";
import { createNotificationStreams } from "./notification-streams.ts";
import { deleteExpiredRateLimits } from "./services/rate-limit.ts";
import { deleteExpiredSessions } from "./services/sessions.ts";
import { deleteExpiredDesignerSessions } from "./services/designer-sessions.ts";
import { deleteExpiredPreviews } from "./services/background-previews.ts";
import { processDueRenders, removeDeletedRenderBytes } from "./services/design-renders.ts";
import { processDueFiles, removeDeletedFileBytes } from "./services/file-processing.ts";
import { refundOwedPayments } from "./services/payments.ts";
import { sendNotificationDigests } from "./services/notification-digest.ts";
import { expireUnpaidOrders } from "./commands/orders.ts";
import { checkLiveness, checkReadiness, newestMigration, type Readiness } from "./readiness.ts";
import { createStorage } from "./storage/storage.ts";
import { removeUploadLeftovers } from "./uploads/temp-dir.ts";
import { runOperatorCommand, type CommandResult } from "./operator-command.ts";
import type { ShopServices } from "./shop-services.ts";

export type Shop = {
  handler: express.Router;
  /** Throws when this process does not work (liveness; an embedded database is part of it). */
  checkHealth(): Promise<void>;
  /** Whether this server can serve customers: database, this build's migrations, storage. */
  checkReadiness(): Promise<Readiness>;
  /** `npm run operator -- …` run by this process (it holds the embedded database). */
  operatorCommand(args: string[]): Promise<CommandResult>;
  /** Ends the long-lived answers (open pages' notification streams), so a shutdown need not wait for them. */
  endStreams(): void;
  close(): Promise<void>;
};

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/** Opens the database, applies migrations and the seed, and returns the shop's HTTP handler. */
export async function createShop(options: {
  config: Config;
  logger: Logger;
  migrationsFolder: string;
  /** Served by the Vite dev server: React Router then shows error details. */
  developmentBuild: boolean;
  /** The shop's clock; tests pass their own to step over rate-limit windows and expiries. */
  now?: () => Date;
  /** An open database to use instead of the configured one (tests that also write to it); the caller closes it. */
  database?: DatabaseConnection;
}): Promise<Shop> {
  const { config, logger } = options;
  // Toasts for the next page travel in a signed cookie, signed like the sessions.
  setToastCookieOptions({
    name: TOAST_COOKIE,
    secrets: config.sessionSecrets,
    secure: config.mode === "production",
  });
  const now = options.now ?? (() => new Date());
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const closeDatabase = options.database ? async () => {} : () => database.close();
  try {
    await database.exclusively(async () => {
      await database.migrate(options.migrationsFolder);
      await seedDatabase(database.db, now());
    });
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  const migrated = await newestMigration(options.migrationsFolder);
  logger.info({ driver: database.driver }, "database ready");
  const leaveInvalidation = await joinInvalidation(database, logger);
  const notificationStreams = await createNotificationStreams({ connection: database, config, logger, now });

  const transport = createMailTransport({ config, logger });
  const storage = await createStorage(config.storage, logger);
  const leftovers = await removeUploadLeftovers(config.dataDir);
  if (leftovers > 0)
    logger.info({ folders: leftovers }, "removed the uploads a stopped server left unfinished");
  // Payments (server/payments): the test provider posts its webhooks to this server's own address.
  const selfOrigin = createSelfOrigin(config);
  const payments = paymentProviderFrom(config, {
    db: database.db,
    logger,
    now,
    selfOrigin: selfOrigin.get,
    wakeDeliveries: () => jobs.wake("payment-webhooks"),
  });
  if (payments.testMode)
    logger.warn({ provider: payments.name }, "payments run in test mode: no real money moves");
  const jobs = startJobs(
    [
      {
        name: "exchange-rates",
        everyMs: 60 * 60 * 1000,
        run: (signal) => refreshExchangeRates({ db: database.db, url: config.ratesUrl, logger, signal }),
      },
      {
        name: "mail",
        everyMs: 1000,
        run: (signal) => deliverDueMail({ db: database.db, transport, logger, signal, clock: now }),
      },
      {
        name: "account-cleanup",
        everyMs: 60 * 60 * 1000,
        run: async () => {
          await deleteExpiredSessions(database.db, now());
          await deleteExpiredRateLimits(database.db, now());
          // Their files go with them; the deletions job removes the bytes.
          await deleteExpiredDesignerSessions(database.db, now());
          await deleteExpiredPreviews(database.db, now());
        },
      },
      // Uploads wake it at once; the interval picks up retries and another instance's uploads.
      {
        name: "files",
        everyMs: 5000,
        run: (signal) =>
          processDueFiles({
            db: database.db,
            storage,
            logger,
            clock: now,
            origin: () => config.publicUrl ?? selfOrigin.get(),
            signal,
          }),
      },
      {
        name: "file-deletions",
        everyMs: 60 * 1000,
        run: async (signal) => {
          await removeDeletedFileBytes({ db: database.db, storage, logger, signal });
          await removeDeletedRenderBytes({ db: database.db, storage, logger });
        },
      },
      // "Check and preview" wakes it; the interval picks up retries, leases run out and other instances' work.
      {
        name: "design-renders",
        everyMs: 5000,
        run: (signal) => processDueRenders({ db: database.db, storage, logger, clock: now, signal }),
      },
      // The test provider's webhook outbox: a payment wakes it; the interval retries failures.
      ...(isTestProvider(payments)
        ? [
            {
              name: "payment-webhooks",
              everyMs: 5000,
              run: (signal: AbortSignal) => payments.deliverDueWebhooks(signal),
            },
          ]
        : []),
      // Unpaid orders are closed 48 hours after they were placed, and their customers told.
      {
        name: "order-expiry",
        everyMs: 10 * 60 * 1000,
        run: async () => {
          // The mail links to the order: without a known address of the shop, wait for one.
          const origin = config.publicUrl ?? selfOrigin.get();
          if (!origin) return;
          await expireUnpaidOrders({ db: database.db, now }, { origin });
        },
      },
      // The daily digest: updates of a finished day (UTC) go out in one mail per customer. Every
      // 15 minutes, so they leave shortly after midnight; rows are claimed, so instances may race.
      {
        name: "notification-digest",
        everyMs: 15 * 60 * 1000,
        run: async () => {
          // The mail links to orders: without a known address of the shop, wait for one.
          const origin = config.publicUrl ?? selfOrigin.get();
          if (!origin) return;
          await sendNotificationDigests(database.db, { now: now(), origin });
        },
      },
      // Refunds that did not go through (the provider was unreachable) are asked for again.
      {
        name: "payment-refunds",
        everyMs: 5 * 60 * 1000,
        run: (signal) =>
          refundOwedPayments({ db: database.db, provider: payments, logger, now: now(), signal }),
      },
    ],
    logger,
  );

  const services: ShopServices = {
    db: database.db,
    config,
    logger,
    now,
    storage,
    payments,
    wakeJob: jobs.wake,
  };
  const handler = express.Router();

  // The browser asks hourly whether a newer build is deployed (spec §4).
  handler.get("/build-version", async (_req, res) => {
    const build = await loadBuild();
    res.set("Cache-Control", "no-store").json({ version: build.assets.version });
  });

  // The header's live unread count (server-sent events): long-lived, so before the HTML cache
  // and the render queue, which are for pages.
  handler.get("/notifications/stream", notificationStreams.handler);

  if (config.htmlCache) {
    const htmlCache = createHtmlCache();
    // What anonymous pages show changed: no page rendered from it is kept (sessions are not shown).
    onInvalidate(database.db, (key) => {
      if (key !== "sessions") htmlCache.clear();
    });
    handler.use(htmlCache.middleware);
  }

  // The embedded database runs in this thread, so a second render at once only shares the CPU;
  // PostgreSQL answers over the network, and a few renders at once keep the CPU busy meanwhile.
  handler.use(
    createRenderQueue({
      concurrency: database.driver === "pglite" ? 1 : 4,
      lendAfterMs: 100,
      // A provider's webhook is no page. The test provider's hosted page waits for its own webhook
      // while it holds a place, so in the queue that webhook waited out the lending time, 100 ms a
      // payment: ten payments at once kept the pages behind them waiting a second.
      skips: (req) => req.path.startsWith("/webhooks/"),
    }),
  );
  const getLoadContext = (req: Request, res: Response) => {
    selfOrigin.learn(req.socket);
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(clientIpContext, req.ip ?? "unknown");
    context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
    return context;
  };
  if (options.developmentBuild) {
    // Development swaps the build as files change.
    handler.all("/{*path}", createRequestHandler({ build: loadBuild, mode: "development", getLoadContext }));
  } else {
    // Production loads it once, and matches each address against the routes it can reach.
    const handlerFor = routeBuckets(await loadBuild(), (build) =>
      createRequestHandler({ build, mode: "production", getLoadContext }),
    );
    handler.all("/{*path}", (req, res, next) => handlerFor(req.path)(req, res, next));
  }

  return {
    handler,
    checkHealth: () => checkLiveness(database),
    checkReadiness: () => checkReadiness({ db: database.db, storage, newestMigration: migrated }),
    operatorCommand: (args) => runOperatorCommand(database.db, args, now()),
    endStreams: () => notificationStreams.endAll(),
    async close() {
      await notificationStreams.close();
      await jobs.stop();
      await leaveInvalidation();
      transport.close();
      await closeDatabase();
    },
  };
}
