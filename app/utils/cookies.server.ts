import { parseCookie, stringifySetCookie } from "cookie";

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
