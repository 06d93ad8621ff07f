import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as ShopModule from "#server/app.ts";
import type { Config } from "#server/config.ts";
import type { DatabaseConnection } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrations-folder.ts";
import { createHttpApp } from "#server/http.ts";
import { createLogger } from "#server/logger.ts";
import { createTestDatabase } from "./database.ts";

/** The local copy of the ECB rate document the tests use instead of the network. */
export const ratesFixtureUrl = new URL("../fixtures/ecb-daily.xml", import.meta.url).href;

export type RunningShop = {
  url(pathname: string): string;
  /** The shop's own configuration (where its uploads are kept, say). */
  config: Config;
  close(): Promise<void>;
};

/**
 * The built shop (`npm run build`) with its HTTP layer, in this process, on a free port and an
 * in-memory database: what API clients talk to, without spawning a server.
 */
export async function startShop(
  overrides: Partial<Config> = {},
  options: {
    /** The shop's clock, for stepping over rate-limit windows and mail retry delays. */
    now?: () => Date;
    /** Receives every log line (JSON), for checking what the logs hold. */
    logLines?: string[];
    /** A database the test also writes to (it stays open when the shop closes). */
    database?: DatabaseConnection;
  } = {},
): Promise<RunningShop> {
  const buildEntry = new URL("../../build/server/index.js", import.meta.url).href;
  const { createShop } = (await import(/* @vite-ignore */ buildEntry)) as typeof ShopModule;
  // Uploads go to a directory of this shop's own (or wherever `overrides.storage` says).
  const uploadsDir = overrides.storage ? null : mkdtempSync(path.join(tmpdir(), "shop-uploads-"));
  const config: Config = {
    mode: "test",
    port: 0,
    host: "127.0.0.1",
    dataDir: "memory://",
    databaseUrl: undefined,
    sessionSecrets: ["test-session-secret-of-32-characters!"],
    publicUrl: undefined,
    trustProxy: undefined,
    ratesUrl: ratesFixtureUrl,
    logLevel: "silent",
    htmlCache: true,
    smtpUrl: undefined,
    mailFrom: "Inkwell Print Co. <no-reply@inkwell.test>",
    contactEmail: "Inkwell Print Co. <help@inkwell.test>",
    google: undefined,
    storage: { driver: "disk", directory: uploadsDir ?? "" },
    ...overrides,
  };
  const lines = options.logLines;
  const logger = createLogger(
    config.logLevel,
    lines ? { write: (line: string) => void lines.push(line) } : undefined,
  );
  // An embedded database of its own, loaded from the run's seeded snapshot: opening a fresh one
  // would run every migration and the seed again (seconds of CPU for each shop).
  const ownDatabase =
    options.database || config.databaseUrl ? undefined : await createTestDatabase("pglite", { seeded: true });
  const shop = await createShop({
    config,
    logger,
    migrationsFolder,
    developmentBuild: false,
    now: options.now,
    database: options.database ?? ownDatabase,
  });
  const app = createHttpApp({ config, logger, shop });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    config,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await shop.close();
      await ownDatabase?.dispose();
      if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
