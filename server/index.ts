/**
 * The process: config → data-directory lock → database, migrations, seed (createShop) → HTTP.
 * Runs unbundled on Node 24 (type stripping); the shop itself comes from the Vite build, or from
 * the Vite dev server when NODE_ENV=development.
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { DataDirInUse, lockDataDir } from "./data-dir-lock.ts";
import { migrationsFolder } from "./db/migrations-folder.ts";
import { createLogger, type Logger } from "./logger.ts";
import type * as ShopModule from "./app.ts";
import type { Shop } from "./app.ts";

const SHUTDOWN_GRACE_MS = 8_000;
// `npm run dev` passes --dev: Vite serves the app with hot reload; otherwise the built app runs.
const useViteDevServer = process.argv.includes("--dev");

async function loadShop(config: Config, logger: Logger, app: express.Express): Promise<Shop> {
  if (useViteDevServer) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    const module = (await devServer.ssrLoadModule("./server/app.ts")) as typeof ShopModule;
    return module.createShop({ config, logger, migrationsFolder, developmentBuild: true });
  }
  const buildEntry = new URL("../build/server/index.js", import.meta.url);
  const module = (await import(buildEntry.href)) as typeof ShopModule;
  return module.createShop({ config, logger, migrationsFolder, developmentBuild: false });
}

function securityHeaders(config: Config): express.RequestHandler {
  const development = useViteDevServer;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
          ...(development ? ["'unsafe-eval'"] : []),
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "connect-src": ["'self'", ...(development ? ["ws:"] : [])],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": config.publicUrl?.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.publicUrl?.startsWith("https:") ? undefined : false,
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);

  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", parseTrustProxy(config.trustProxy));
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(
    pinoHttp({
      logger,
      // Asset requests would drown the log; pages, data and API calls are what we trace.
      autoLogging: { ignore: (req) => req.url?.startsWith("/assets/") ?? false },
      // Method, path and status only: headers carry cookies and tokens, query strings carry
      // one-time links, and none of them belongs in a log.
      serializers: {
        req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split("?")[0],
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  let shop: Shop;
  try {
    shop = await loadShop(config, logger, app);
  } catch (error) {
    releaseLock();
    throw error;
  }

  if (!useViteDevServer) {
    // Hashed file names change with their content, so they can be cached for a year.
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
    app.use(express.static("build/client", { maxAge: "1h", index: false }));
  }
  app.get("/healthz", async (_req, res) => {
    try {
      await shop.checkHealth();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });
  app.use(shop.handler);

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  logger.info({ port, host: config.host, mode: config.mode }, `shop listening on http://localhost:${port}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // In-flight requests finish; idle keep-alive sockets close now, busy ones after their response.
    server.close(async () => {
      await shop
        .close()
        .catch((error: unknown) => logger.error({ err: error }, "closing the database failed"));
      releaseLock();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("grace period over: closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUse) {
    console.error(`Cannot start: ${error.message}`);
  } else {
    console.error("Cannot start:", error);
  }
  process.exit(1);
});
