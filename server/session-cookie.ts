import { createCookie, type Cookie } from "react-router";
import type { Config } from "./config.ts";
import { SESSION_IDLE_MS } from "#server/services/sessions.ts";

const cookies = new WeakMap<Config, Cookie>();

/**
 * The session cookie: the session token, signed with SESSION_SECRET, HttpOnly (page scripts never
 * see it), SameSite=Lax, and in production Secure with the `__Host-` prefix (this host only,
 * path /, never set over plain HTTP).
 */
export function sessionCookie(config: Config): Cookie {
  let cookie = cookies.get(config);
  if (!cookie) {
    const production = config.mode === "production";
    cookie = createCookie(production ? "__Host-session" : "session", {
      httpOnly: true,
      sameSite: "lax",
      secure: production,
      path: "/",
      maxAge: SESSION_IDLE_MS / 1000,
      secrets: config.sessionSecrets,
    });
    cookies.set(config, cookie);
  }
  return cookie;
}

/** The session token of a request: the signed cookie, or the `Token` header of API clients. */
export async function readSessionToken(request: Request, config: Config): Promise<string | null> {
  const header = request.headers.get("token");
  if (header) return header.trim();
  const value: unknown = await sessionCookie(config).parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export function setSessionCookie(config: Config, token: string): Promise<string> {
  return sessionCookie(config).serialize(token);
}

export function clearSessionCookie(config: Config): Promise<string> {
  return sessionCookie(config).serialize("", { maxAge: 0 });
}
