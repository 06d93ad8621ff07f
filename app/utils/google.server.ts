import { eq } from "drizzle-orm";
import { createCookie, type RouterContextProvider } from "react-router";
import { servicesContext } from "#app/context.ts";
import type { Config } from "#server/config.ts";
import { users } from "#server/db/schema.ts";
import { resolveDisplayCurrency } from "#server/services/currency.ts";
import {
  findOrCreateGoogleUser,
  GoogleUnavailable,
  verifyGoogleIdToken,
} from "#server/services/google-identity.ts";
import { toSessionUser, type SessionUser } from "#server/services/sessions.ts";
import { getSiteSettings } from "#server/services/site.ts";
import { currencyCookie } from "./cookies.server.ts";
import type { Locale } from "./locales.ts";

/** What the redirect flow remembers between leaving for Google and coming back. */
export type OidcState = { state: string; nonce: string; returnTo: string; popup: boolean };

const oidcCookies = new WeakMap<Config, ReturnType<typeof createCookie>>();

/**
 * The redirect flow's state and nonce, bound to this browser. Google posts the answer back from
 * its own site, and a SameSite=Lax cookie is not sent with a cross-site POST: in production the
 * cookie is SameSite=None (and Secure); locally the test provider is same-site, so Lax works.
 */
export function oidcCookie(config: Config) {
  let cookie = oidcCookies.get(config);
  if (!cookie) {
    const production = config.mode === "production";
    cookie = createCookie("oidc", {
      httpOnly: true,
      sameSite: production ? "none" : "lax",
      secure: production,
      path: "/auth/google",
      maxAge: 600,
      secrets: config.sessionSecrets,
    });
    oidcCookies.set(config, cookie);
  }
  return cookie;
}

/** Verifies a Google ID token and finds, links or opens the account it names. */
export async function signInWithGoogleToken(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
  options: { nonce?: string; locale: Locale },
): Promise<SessionUser> {
  const { db, config } = context.get(servicesContext);
  if (!config.google) throw new GoogleUnavailable("Google sign-in is not configured");
  const identity = await verifyGoogleIdToken(config.google, token, { nonce: options.nonce });
  const site = await getSiteSettings(db, options.locale);
  const currency = await resolveDisplayCurrency(
    db,
    currencyCookie.parse(request.headers.get("cookie")),
    site.exchangeCurrency,
  );
  const found = await findOrCreateGoogleUser(db, identity, {
    locale: options.locale,
    currency: currency.currency,
  });
  const [row] = await db.select().from(users).where(eq(users.id, found.id));
  if (!row) throw new GoogleUnavailable("the account vanished while signing in");
  return toSessionUser(row);
}
