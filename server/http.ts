/**
 * The HTTP side of the shop around its request handler: security headers with a per-request CSP
 * nonce, compression, request logs, static files, /healthz and /readyz, and a last-resort error
 * handler.
 */
import { randomFillSync } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { defaultLocale, localeFromAcceptLanguage, splitLocale } from "#core/locales.ts";
import { resources } from "#locales/index.ts";
import type { Shop } from "./app.ts";
import type { Config } from "./config.ts";
import type { Logger } from "./logger.ts";

export function createHttpApp(options: {
  config: Config;
  logger: Logger;
  shop: Shop;
  /** The Vite dev server's middlewares (`npm run dev`); without them the built assets are served. */
  viteMiddlewares?: express.RequestHandler;
}): express.Express {
  const { config, logger, shop, viteMiddlewares } = options;
  const app = express();
  app.disable("x-powered-by");
  if (config.trustProxy) app.set("trust proxy", parseTrustProxy(config.trustProxy));
  const nextNonce = cspNonces();
  app.use((_req, res, next) => {
    res.locals.cspNonce = nextNonce();
    next();
  });
  app.use(securityHeaders(config, Boolean(viteMiddlewares)));
  app.use(openerPolicy);
  app.use(compression());
  // pino-http writes its request lines at info: under a quieter log it would only build a child
  // logger for every request, a few per cent of a page's CPU, and write nothing (issue 32).
  if (logger.isLevelEnabled("info")) {
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
  }

  if (viteMiddlewares) {
    app.use(viteMiddlewares);
  } else {
    // Hashed file names change with their content, so they can be cached for a year.
    const clientBuild = fileURLToPath(new URL("../build/client", import.meta.url));
    app.use("/assets", express.static(path.join(clientBuild, "assets"), { immutable: true, maxAge: "1y" }));
    // Only addresses under the build's own top-level files and folders look for a file there: the
    // look-up is a file-system call, and pages would otherwise pay one each (issue 32).
    const clientEntries = new Set(existsSync(clientBuild) ? readdirSync(clientBuild) : []);
    const clientFiles = express.static(clientBuild, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      clientEntries.has(req.path.split("/")[1] ?? "") ? clientFiles(req, res, next) : next(),
    );
  }
  // Currency icons: flag SVGs from the flag-icons package, served by the shop itself.
  const flagsDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
    "flags/4x3",
  );
  app.use("/flags", express.static(flagsDir, { maxAge: "30d", index: false }));
  app.get("/healthz", async (_req, res) => {
    try {
      await shop.checkHealth();
      res.set("Cache-Control", "no-store").json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
    }
  });
  // Readiness, for load balancers and orchestrators: 503 names the check that failed.
  app.get("/readyz", async (_req, res) => {
    const { ready, checks } = await shop.checkReadiness();
    if (!ready) logger.warn({ checks }, "not ready");
    res
      .status(ready ? 200 : 503)
      .set("Cache-Control", "no-store")
      .json({ status: ready ? "ready" : "unavailable", checks });
  });
  app.use(refuseCrossOriginWrites(config));
  app.use(cleanAddress);
  app.use(shop.handler);
  // Last resort for errors outside React Router: log them, answer without any detail.
  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err: error }, "unhandled request error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  });

  return app;
}

/**
 * CSP nonces of 16 random bytes each, cut in turn from a block the system's secure generator
 * fills, and refills once every nonce in it is used: each byte serves once, as with a call per
 * request, at a fraction of the cost (issue 32).
 */
export function cspNonces(): () => string {
  const nonceBytes = 16;
  const block = Buffer.alloc(nonceBytes * 256);
  let offset = block.length;
  return () => {
    if (offset === block.length) {
      randomFillSync(block);
      offset = 0;
    }
    const nonce = block.toString("base64", offset, offset + nonceBytes);
    offset += nonceBytes;
    return nonce;
  };
}

/**
 * Refuses requests that change state when the browser says they come from another site (CSRF).
 * API clients outside browsers send neither header and pass. `Origin: null` (a sandboxed frame, a
 * data: or file: page) is refused when the request carries cookies: nothing from such a page may act
 * with a browser's session (issue 27, finding 4); an app's web view that sends it with a `Token`
 * header and no cookie still passes. Two cross-site posts are expected,
 * each carrying its own proof: Google's form_post answer (state and nonce), and a mail program's
 * one-click unsubscribe (RFC 8058; the link's signed token).
 */
const crossSiteWrites = /^(?:\/auth\/google\/callback|(?:\/fr)?\/notifications\/unsubscribe)$/;

export function refuseCrossOriginWrites(config: Config): express.RequestHandler {
  const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
  return (req, res, next) => {
    if (safeMethods.has(req.method) || crossSiteWrites.test(req.path)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const ownOrigins = [`${req.protocol}://${req.get("host")}`, config.publicUrl].filter(Boolean);
    const crossSite = fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none";
    const opaqueOrigin = origin === "null";
    const foreignOrigin = origin !== undefined && !opaqueOrigin && !ownOrigins.includes(origin);
    const withCookies = Boolean(req.get("cookie"));
    if (!crossSite && !foreignOrigin && !(opaqueOrigin && withCookies)) return next();
    res.status(403).set("Cache-Control", "no-store").set("Vary", "Accept-Language");
    // The locale cookie is SameSite=Lax, so a cross-site post does not carry it: the language
    // comes from the address (/fr) or the browser's Accept-Language.
    const locale = addressOrBrowserLocale(req);
    if (req.path.startsWith("/api/")) {
      res.json({ code: 0, msg: resources[locale].api.crossOriginRefused, data: null });
    } else {
      res.type("text/plain").send(resources[locale].common.errors.crossOriginForm);
    }
  };
}

function addressOrBrowserLocale(req: express.Request) {
  const fromPath = splitLocale(req.path);
  return fromPath.locale !== defaultLocale
    ? fromPath.locale
    : (localeFromAcceptLanguage(req.get("accept-language") ?? null) ?? defaultLocale);
}

/**
 * A NUL character (`%00`) in the address: PostgreSQL stores none, and loaders hand searches and
 * ids to queries (issue 27). In the query it is dropped (a search with it is the same search
 * without it); in the path, which names no page with it, the answer is a translated 400.
 */
export const cleanAddress: express.RequestHandler = (req, res, next) => {
  const address = req.originalUrl;
  if (!address.includes("%00")) return next();
  const queryAt = address.includes("?") ? address.indexOf("?") : address.length;
  if (address.slice(0, queryAt).includes("%00")) {
    const locale = addressOrBrowserLocale(req);
    const message = resources[locale].common.errors.unstorableAddress;
    res.status(400).set("Cache-Control", "no-store").set("Vary", "Accept-Language");
    if (req.path.startsWith("/api/")) res.json({ code: 0, msg: message, data: null });
    else res.type("text/plain").send(message);
    return;
  }
  // This app is mounted at the root, so the two are the same address.
  req.url = req.originalUrl = address.slice(0, queryAt) + address.slice(queryAt).replaceAll("%00", "");
  next();
};

/**
 * Cross-Origin-Opener-Policy: pages keep the popups they open (Google's advice for sign-in
 * popups); the popup's own pages (leaving for Google, coming back, closing) stay in the opener's
 * window group, or the popup could neither tell the opener nor close itself.
 */
const openerPolicy: express.RequestHandler = (req, res, next) => {
  res.setHeader(
    "Cross-Origin-Opener-Policy",
    req.path.startsWith("/auth/google") ? "unsafe-none" : "same-origin-allow-popups",
  );
  next();
};

function securityHeaders(config: Config, development: boolean): express.RequestHandler {
  // Google's sign-in button: its script, its iframe and its styles, only when Google is set up.
  const google = config.google ? ["https://accounts.google.com/gsi/"] : [];
  // Avatars of Google accounts are served by Google (or by the identity provider tests use).
  const avatarSources = config.google
    ? ["https://*.googleusercontent.com", new URL(config.google.issuer).origin]
    : [];
  const common = {
    crossOriginEmbedderPolicy: false,
    // Set per path below: the Google sign-in popup must keep its opener.
    crossOriginOpenerPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.publicUrl?.startsWith("https:") ? undefined : false,
  } as const;
  // Customers' own files are content, not pages: opened on their own (a crafted SVG or HTML that
  // slipped past the checks), they run nothing and load nothing (issue 27). `nosniff` stays.
  const forUserFiles = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { sandbox: [], "default-src": ["'none'"] } },
  });
  const forPages = helmet({
    ...common,
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        "script-src": [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`,
          ...(development ? ["'unsafe-eval'"] : []),
          ...(config.google ? ["https://accounts.google.com/gsi/client"] : []),
        ],
        "style-src": ["'self'", "'unsafe-inline'", ...google],
        "img-src": ["'self'", "data:", "blob:", ...avatarSources],
        "connect-src": ["'self'", ...(development ? ["ws:"] : []), ...google],
        "frame-src": ["'self'", ...google],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "upgrade-insecure-requests": config.publicUrl?.startsWith("https:") ? [] : null,
      },
    },
  });
  return (req, res, next) => (userFiles.test(req.path) ? forUserFiles : forPages)(req, res, next);
}

/**
 * Uploaded artwork and its thumbnails, in either language: the owner's (app/routes/files/file.ts) and
 * what a customer sent about an order, for operators (app/routes/admin/order-file.ts).
 */
const userFiles = /^(?:\/fr)?\/(?:files\/|admin\/orders\/[^/]+\/files\/)/;

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
