/**
 * The process: config → data-directory lock → database, migrations, seed (createShop) → HTTP.
 * Runs unbundled on Node 24 (type stripping); the shop itself comes from the Vite build, or from
 * the Vite dev server when NODE_ENV=development.
 */
import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { listenControlSocket } from "./control-socket.ts";
import { DataDirInUse, lockDataDir } from "./data-dir-lock.ts";
import { migrationsFolder } from "./db/migrations-folder.ts";
import { createHttpApp } from "./http.ts";
import { createLogger, type Logger } from "./logger.ts";
import type * as ShopModule from "./app.ts";
import type { Shop } from "./app.ts";

const SHUTDOWN_GRACE_MS = 8_000;
/**
 * How long an idle keep-alive connection stays open: longer than a load balancer keeps its own
 * (60 s is the usual idle timeout). A server that closes first races the client's next request on
 * that connection, which the client then sees reset (Node's default is 5 s; seen in the e2e suite
 * as an upload answered ECONNRESET while a print render held the event loop).
 */
const KEEP_ALIVE_MS = 65_000;
const SHUTDOWN_DEADLINE_MS = 9_500;
// `npm run dev` passes --dev: Vite serves the app with hot reload; otherwise the built app runs.
const useViteDevServer = process.argv.includes("--dev");

async function loadShop(
  config: Config,
  logger: Logger,
): Promise<{ shop: Shop; viteMiddlewares?: RequestHandler }> {
  if (useViteDevServer) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    const module = (await devServer.ssrLoadModule("./server/app.ts")) as typeof ShopModule;
    const shop = await module.createShop({ config, logger, migrationsFolder, developmentBuild: true });
    return { shop, viteMiddlewares: devServer.middlewares };
  }
  const buildEntry = new URL("../build/server/index.js", import.meta.url);
  const module = (await import(buildEntry.href)) as typeof ShopModule;
  return { shop: await module.createShop({ config, logger, migrationsFolder, developmentBuild: false }) };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);

  let loaded: Awaited<ReturnType<typeof loadShop>>;
  try {
    loaded = await loadShop(config, logger);
  } catch (error) {
    releaseLock();
    throw error;
  }
  const { shop } = loaded;
  // The embedded database is this process's alone: `npm run operator` asks it through a socket.
  const closeControlSocket = config.databaseUrl
    ? async () => {}
    : await listenControlSocket({
        dataDir: config.dataDir,
        logger,
        run: (args) => shop.operatorCommand(args),
      });
  const app = createHttpApp({ config, logger, ...loaded });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // What runs: the Vite dev server, or the production build (whatever NODE_ENV says).
  const mode = useViteDevServer ? "development" : "production";
  logger.info({ port, host: config.host, mode }, `shop listening on http://localhost:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // In-flight requests finish; idle keep-alive sockets close now, busy ones after their response.
    server.close(async () => {
      await closeControlSocket();
      await shop
        .close()
        .catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
      releaseLock();
      logger.info("stopped");
      process.exit(0);
    });
    // Open pages' notification streams never finish by themselves.
    shop.endStreams();
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("grace period over: closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    // The last resort: whatever still hangs, the process is gone within 10 s of the signal.
    setTimeout(() => {
      logger.error("shutdown did not finish in time: exiting");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUse) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error("Cannot start:", error);
  }
  process.exit(1);
});
