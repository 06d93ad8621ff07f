// The test OpenID Connect provider as its own process, for the Playwright suite, which starts the
// shop as a separate server too: `OIDC_PORT=4321 npx node tests/support/oidc-provider-server.ts`.
//
// Environment: OIDC_PORT (default 4321), OIDC_HOST to listen on (default 127.0.0.1),
// OIDC_PUBLIC_HOST for its URLs (default localhost, the e2e shop's host: the form post back to the
// shop then stays same-site and its SameSite=Lax cookies come along), OIDC_CLIENT_ID.
// Point the shop at it with GOOGLE_CLIENT_ID, GOOGLE_ISSUER, GOOGLE_AUTHORIZATION_URL and
// GOOGLE_JWKS_URL as printed; `{issuer}/.well-known/openid-configuration` answers once it is up.
import { startOidcProvider, TEST_GOOGLE_CLIENT_ID } from "./oidc-provider.ts";

const provider = await startOidcProvider({
  port: Number(process.env.OIDC_PORT ?? 4321),
  host: process.env.OIDC_HOST ?? "127.0.0.1",
  publicHost: process.env.OIDC_PUBLIC_HOST ?? "localhost",
  clientId: process.env.OIDC_CLIENT_ID ?? TEST_GOOGLE_CLIENT_ID,
});

process.stdout.write(
  [
    `GOOGLE_CLIENT_ID=${provider.clientId}`,
    `GOOGLE_ISSUER=${provider.issuer}`,
    `GOOGLE_AUTHORIZATION_URL=${provider.authorizationUrl}`,
    `GOOGLE_JWKS_URL=${provider.jwksUrl}`,
    "",
  ].join("\n"),
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    provider.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
