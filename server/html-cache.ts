/**
 * The HTML cache for anonymous visitors (docs/decisions/013-html-cache.md). A page that anyone
 * without an account sees the same way (home, catalogue, product and content pages) is rendered
 * once per address × preferred language × display currency × colour mode, then answered from
 * memory, compressed ahead, with an ETag, until the catalogue, the rates or the site settings
 * change (in any process: server/cache.ts) or five minutes pass.
 *
 * Cached pages carry no nonce: their Content-Security-Policy allows their inline scripts by
 * hash, so the same bytes are right for every visitor. Never cached: a visitor with any cookie
 * besides the three preferences and a designer session (a session, a toast, a sign-in step), a
 * designer session anywhere but the catalogue and content pages, an API client's `Token`,
 * the auth modal's addresses, and any answer that is not a plain 200 page or sets a cookie.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { parseCookie } from "cookie";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { colorModeCookie, currencyCookie, DESIGNER_COOKIE, localeCookie } from "./cookies.ts";
import { preferredLocaleOf } from "./preferred-locale.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** How long a page may be answered from memory at most, changes or not (the year in the footer). */
export const HTML_CACHE_TTL_MS = 5 * 60_000;
/** Pages kept at most; the least recently used go first. Arbitrary query strings cannot grow it. */
const MAX_ENTRIES = 1000;
/** A page larger than this is not kept (ours are ~50 KB). */
const MAX_PAGE_BYTES = 1024 * 1024;

const preferenceCookies = new Set([localeCookie.name, currencyCookie.name, colorModeCookie.name]);
// A visitor's designer session: the catalogue and content pages show nothing of it (their uploads
// are served at their own addresses only), so there it changes nothing. Everywhere else it is the
// visitor's shop (docs/decisions/026: their cart, delivery address, email, guest orders and
// drafts): a page rendered for it is theirs and is never kept nor answered from the cache.
const designerCookies = new Set([DESIGNER_COOKIE]);
const pagesWithoutShopper =
  /^(\/fr)?(\/(products(\/.*)?|about|creative|shipping|help-center|terms|privacy)?)?$/;
// The auth modal's addresses carry sign-in state (Google's, the steps of a reset); a `token` is a
// key to someone's account (an unsubscribe link, an email change), never a page for others.
const privateParams = ["auth", "redirectTo", "token"];

type CachedPage = {
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  /** `'sha256-…'` sources of the page's inline scripts, for its script-src. */
  scriptHashes: string;
  contentType: string;
  storedAt: number;
};

export type HtmlCache = {
  middleware: RequestHandler;
  /** Forgets every page: called when what pages show changed. */
  clear(): void;
};

export function createHtmlCache(options: { now?: () => number } = {}): HtmlCache {
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  // Bumped by every clear: a page rendered from data older than the last change is not kept.
  let generation = 0;

  async function store(key: string, startedIn: number, prepared: Promise<CachedPage>) {
    const page = await prepared;
    if (startedIn !== generation) return;
    pages.set(key, page);
    if (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    const key = cacheKey(req);
    if (key === null) {
      res.setHeader("Cache-Status", "shop-html; fwd=bypass");
      return next();
    }
    const page = pages.get(key);
    if (page && now() - page.storedAt < HTML_CACHE_TTL_MS) {
      // Most recently used last: the first key is the one to evict.
      pages.delete(key);
      pages.set(key, page);
      return sendCached(req, res, page);
    }
    if (page) pages.delete(key);
    res.setHeader("Cache-Status", "shop-html; fwd=miss");
    const startedIn = generation;
    const nonce = String(res.locals.cspNonce ?? "");
    captureBody(res, (body) => {
      if (startedIn !== generation || !isStorable(res, body)) return;
      void store(key, startedIn, preparePage(body, nonce, String(res.getHeader("Content-Type")), now()));
    });
    next();
  }

  return {
    middleware,
    clear() {
      generation += 1;
      pages.clear();
    },
  };
}

/**
 * What a page's HTML depends on, or null when it must not be cached: the address (with its origin), the
 * preferred language (where `/` redirects), whether the visitor is a crawler (crawlers are not
 * redirected), and the preference cookies (display currency, colour mode).
 */
export function cacheKey(req: Request): string | null {
  if (req.method !== "GET") return null;
  if (req.get("token") !== undefined || req.get("authorization") !== undefined) return null;
  const url = new URL(req.originalUrl, "http://shop.invalid");
  if (url.pathname.startsWith("/api/") || url.pathname.endsWith(".data")) return null;
  if (privateParams.some((name) => url.searchParams.has(name))) return null;
  // A shared collection's page is answered only while its link lives: a kept copy would outlive a
  // revocation (the pages also say `private, no-store`; this holds even if one forgot to).
  if (/^(\/fr)?\/shared\//.test(url.pathname)) return null;
  const preferences: string[] = [];
  for (const [name, value] of Object.entries(parseCookie(req.get("cookie") ?? ""))) {
    if (designerCookies.has(name)) {
      if (pagesWithoutShopper.test(url.pathname)) continue;
      return null;
    }
    if (!preferenceCookies.has(name)) return null;
    preferences.push(`${name}=${value}`);
  }
  preferences.sort();
  const locale = preferredLocaleOf(req.get("cookie") ?? null, req.get("accept-language") ?? null);
  const userAgent = req.get("user-agent");
  const crawler = userAgent !== undefined && isbot(userAgent);
  // The origin too: pages name it (canonical links), and a forged Host must not reach others.
  const origin = `${req.protocol}://${req.get("host") ?? ""}`;
  return [origin + url.pathname + url.search, locale, crawler ? "bot" : "person", ...preferences].join("\n");
}

/** Calls `done` with the whole body once the response is sent (not when it was cut short). */
function captureBody(res: Response, done: (body: Buffer) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function" || size > MAX_PAGE_BYTES) return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];
  res.once("finish", () => {
    if (size <= MAX_PAGE_BYTES) done(Buffer.concat(chunks));
  });
}

/** A plain 200 HTML page that says nothing about one visitor. */
function isStorable(res: Response, body: Buffer): boolean {
  if (res.statusCode !== 200 || body.length === 0) return false;
  if (!String(res.getHeader("Content-Type") ?? "").startsWith("text/html")) return false;
  if (res.getHeader("Set-Cookie") !== undefined) return false;
  const cacheControl = String(res.getHeader("Cache-Control") ?? "");
  return !/no-store|private/.test(cacheControl);
}

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The page without its request's nonce, its inline scripts' hashes, and its compressed forms. */
async function preparePage(
  body: Buffer,
  nonce: string,
  contentType: string,
  storedAt: number,
): Promise<CachedPage> {
  let html = body.toString("utf8");
  if (nonce !== "") html = html.replaceAll(` nonce="${nonce}"`, "");
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  const identity = Buffer.from(html, "utf8");
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return {
    identity,
    gzip: gzipped,
    brotli,
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    scriptHashes: [...hashes].join(" "),
    contentType,
    storedAt,
  };
}

/**
 * RFC 9110 §13.1.2 (weak comparison). Not Express's `req.fresh`: that follows a cache's rules and
 * ignores the condition when the request says `Cache-Control: no-cache`, which fetch() adds to
 * every conditional request; the origin server answers the condition either way.
 */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

function sendCached(req: Request, res: Response, page: CachedPage) {
  // The policy of this response, with the cached page's script hashes where the nonce was.
  const policy = res.getHeader("Content-Security-Policy");
  const nonce = String(res.locals.cspNonce ?? "");
  if (typeof policy === "string" && nonce !== "") {
    res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${nonce}'`, page.scriptHashes));
  }
  res.setHeader("Cache-Status", "shop-html; hit");
  res.setHeader("ETag", page.etag);
  // Browsers keep it and ask again each time (If-None-Match); shared caches never keep it.
  res.setHeader("Cache-Control", "private, no-cache");
  res.setHeader("Vary", "Accept-Encoding, Cookie, Accept-Language");
  if (matchesEtag(req.get("if-none-match"), page.etag)) {
    res.status(304).end();
    return;
  }
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
  const [body, encoding] =
    accepted === "br"
      ? [page.brotli, "br"]
      : accepted === "gzip"
        ? [page.gzip, "gzip"]
        : [page.identity, null];
  res.status(200);
  res.setHeader("Content-Type", page.contentType);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}
