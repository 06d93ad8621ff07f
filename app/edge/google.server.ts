import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/context.ts";
import { users } from "#server/db/schema.ts";
import { resolveDisplayCurrency } from "#server/services/currency.ts";
import {
  findOrCreateGoogleUser,
  GoogleUnavailable,
  verifyGoogleIdToken,
} from "#server/services/google-identity.ts";
import { toSessionUser, type SessionUser } from "#server/services/sessions.ts";
import { getSiteSettings } from "#server/services/site.ts";
import { currencyCookie, signedStateCookie } from "#server/cookies.ts";
import type { Locale } from "#core/locales.ts";

/** What the redirect flow remembers between leaving for Google and coming back. */
export type OidcState = { state: string; nonce: string; returnTo: string; popup: boolean };

/**
 * The redirect flow's state and nonce, bound to this browser. Google posts the answer back from
 * its own site, and a SameSite=Lax cookie is not sent with a cross-site POST: in production the
 * cookie is SameSite=None (and Secure); locally the test provider is same-site, so Lax works.
 */
export const oidcCookie = signedStateCookie("oidc", { maxAge: 600, path: "/auth/google", crossSite: true });

/** Verifies a Google ID token and finds, links or opens the account it names. */
export async function signInWithGoogleToken(
  context: Readonly<RouterContextProvider>,
  request: Request,
  token: string,
  options: { nonce?: string; locale: Locale },
): Promise<SessionUser> {
  const { db, config, now } = context.get(servicesContext);
  if (!config.google) throw new GoogleUnavailable("Google sign-in is not configured");
  const identity = await verifyGoogleIdToken(config.google, token, { nonce: options.nonce, now: now() });
  const site = await getSiteSettings(db, options.locale);
  const currency = await resolveDisplayCurrency(
    db,
    currencyCookie.parse(request.headers.get("cookie")),
    site.exchangeCurrency,
  );
  const found = await findOrCreateGoogleUser(
    db,
    identity,
    { locale: options.locale, currency: currency.currency },
    now(),
  );
  const [row] = await db.select().from(users).where(eq(users.id, found.id));
  if (!row) throw new GoogleUnavailable("the account vanished while signing in");
  return toSessionUser(row);
}
