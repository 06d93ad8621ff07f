import { redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { sitePathSchema } from "#core/schemas/preferences.ts";
import { oidcCookie } from "#app/edge/google.server.ts";
import { splitLocale } from "#core/locales.ts";
import { googleAuthorizationUrl, newOidcSecret } from "#server/services/google-identity.ts";
import type { Route } from "./+types/google.ts";

/**
 * "Continue with Google": OpenID Connect's redirect flow, the ID token posted back to
 * /auth/google/callback. Works without JavaScript; with it, the same address opens in a popup.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const returnTo = sitePathSchema.catch("/").parse(url.searchParams.get("returnTo") ?? "/");
  if (!config.google) throw redirect(returnTo);
  const state = newOidcSecret();
  const nonce = newOidcSecret();
  const origin = config.publicUrl ?? url.origin;
  const location = googleAuthorizationUrl(config.google, {
    redirectUri: `${origin}/auth/google/callback`,
    state,
    nonce,
    locale: splitLocale(returnTo).locale,
  });
  throw redirect(location, {
    headers: {
      "Set-Cookie": await oidcCookie(config).serialize({
        state,
        nonce,
        returnTo,
        popup: url.searchParams.get("popup") === "1",
      }),
      "Cache-Control": "no-store",
    },
  });
}
