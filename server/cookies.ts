import { parseCookie, stringifySetCookie } from "cookie";
import { createCookie, type Cookie } from "react-router";
import type { Config } from "./config.ts";
import { DESIGNER_SESSION_TTL_MS } from "#server/services/designer-sessions.ts";

const oneYear = 60 * 60 * 24 * 365;

/**
 * A preference kept in a plain-text cookie (`locale=fr`), readable by anything that inspects it.
 * Values are only ever read through `parse`, which the caller validates.
 */
function preferenceCookie(name: string, { readableByScripts = false } = {}) {
  return {
    name,
    /** The raw value from a `Cookie` header, if present. */
    parse(cookieHeader: string | null): string | undefined {
      return cookieHeader ? parseCookie(cookieHeader)[name] : undefined;
    },
    /** A `Set-Cookie` value: 365 days, path /, SameSite lax (spec §9). */
    serialize(value: string): string {
      return stringifySetCookie({
        name,
        value,
        maxAge: oneYear,
        path: "/",
        sameSite: "lax",
        httpOnly: !readableByScripts,
        secure: process.env.NODE_ENV === "production",
      });
    },
  };
}

/** The visitor's language choice. */
export const localeCookie = preferenceCookie("locale");

/** The visitor's colour mode, so the server renders the right mode before any script runs. */
export const colorModeCookie = preferenceCookie("color-mode");

/** The visitor's display currency (spec §3: kept client-side under `currency`), readable by scripts. */
export const currencyCookie = preferenceCookie("currency", { readableByScripts: true });

/** The name of the cookie that carries a visitor's designer session (what they upload before signing in). */
export const DESIGNER_COOKIE = "designer";

/** The cookie a toast travels in to the next page (remix-toast's session, named here). */
export const TOAST_COOKIE = "toast-session";

/**
 * A short-lived, signed, HttpOnly cookie that carries state from one request to the next (the
 * auth modal's step, a message just sent, Google's state and nonce). Made once per config, whose
 * secrets sign it and whose mode makes it `Secure`. `crossSite`: sent with another site's POST
 * too (SameSite=None, production only, where it is also Secure).
 */
export function signedStateCookie(
  name: string,
  options: { maxAge: number; path?: string; crossSite?: boolean },
): (config: Config) => Cookie {
  const made = new WeakMap<Config, Cookie>();
  return (config) => {
    let cookie = made.get(config);
    if (!cookie) {
      const production = config.mode === "production";
      cookie = createCookie(name, {
        httpOnly: true,
        sameSite: options.crossSite && production ? "none" : "lax",
        secure: production,
        path: options.path ?? "/",
        maxAge: options.maxAge,
        secrets: config.sessionSecrets,
      });
      made.set(config, cookie);
    }
    return cookie;
  };
}

/** A visitor's designer session, signed: it lasts as long as the session may (7 days after last use). */
export const designerCookie = signedStateCookie(DESIGNER_COOKIE, { maxAge: DESIGNER_SESSION_TTL_MS / 1000 });

/** The designer's form mode, once chosen, for the drafts opened afterwards. */
export const designerModeCookie = preferenceCookie("designer-mode");
