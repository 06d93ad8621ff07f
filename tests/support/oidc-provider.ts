import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { OAuth2Issuer, OAuth2Service } from "oauth2-mock-server";
import type { GoogleConfig } from "#server/services/google-identity.ts";

/** The client id the test provider's tokens are issued to unless a test says otherwise. */
export const TEST_GOOGLE_CLIENT_ID = "shop-test.apps.googleusercontent.com";
/** Who signs in through the authorization page when the shop sends no `login_hint`. */
export const DEFAULT_GOOGLE_EMAIL = "google.user@example.com";
// Google's own path, so URLs in logs and tests read like the real thing.
const AUTHORIZATION_PATH = "/o/oauth2/v2/auth";
const AVATAR_PATH = "/avatar.svg";

/**
 * Claims of a test ID token; anything left out gets a value derived from the email. A claim
 * given as `undefined` is removed from the token, to test tokens that lack it.
 */
export type IdTokenClaims = {
  [Claim in keyof KnownClaims]?: KnownClaims[Claim] | undefined;
};
type KnownClaims = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
  nonce: string;
  aud: string | string[];
  iss: string;
  iat: number;
  exp: number;
};

export type OidcProvider = {
  /** The issuer URL, also the `iss` of every token unless overridden. */
  issuer: string;
  jwksUrl: string;
  /** The implicit-flow authorization endpoint (`response_type=id_token`, `response_mode=form_post`). */
  authorizationUrl: string;
  clientId: string;
  /** What `config.google` is for a shop that signs in against this provider. */
  googleConfig: GoogleConfig;
  /** An RS256 ID token signed with a key of the provider's JWKS. */
  buildIdToken(claims?: IdTokenClaims): Promise<string>;
  stop(): Promise<void>;
};

/**
 * Google's stable subject for a test email: digits like Google's, derived from the lowercased
 * email, so a test can predict it and a case change does not make another account.
 */
export function googleSubjectFor(email: string): string {
  const digest = createHash("sha256").update(email.toLowerCase()).digest();
  return `1${digest.readBigUInt64BE(0).toString().padStart(20, "0")}`;
}

/**
 * Starts an OpenID Connect provider standing in for Google on a free port (or `port`).
 *
 * oauth2-mock-server only supports the authorization code flow on its `/authorize`, so this puts
 * its request handler (discovery document, `/jwks`, token endpoint) behind a small node:http
 * server that answers the implicit `form_post` flow itself, signing with the mock server's keys.
 *
 * The authorization endpoint takes `response_type=id_token`, `response_mode=form_post`,
 * `client_id`, `redirect_uri`, `nonce`, `state` and an optional `login_hint` (the email that signs
 * in; a `+unverified` tag in it makes `email_verified` false). It answers with a page whose form
 * posts `id_token` and `state` to `redirect_uri`: a script submits it at once, and its visible
 * "Continue" button does the same when JavaScript is off.
 */
export async function startOidcProvider(
  options: {
    port?: number;
    /** The address to listen on. */
    host?: string;
    /** The host name in the provider's URLs; use the one the shop runs on to stay same-site. */
    publicHost?: string;
    clientId?: string;
  } = {},
): Promise<OidcProvider> {
  const host = options.host ?? "127.0.0.1";
  const clientId = options.clientId ?? TEST_GOOGLE_CLIENT_ID;
  const oauthIssuer = new OAuth2Issuer();
  await oauthIssuer.keys.generate("RS256");
  const service = new OAuth2Service(oauthIssuer);

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://provider.invalid");
    if (request.method === "GET" && url.pathname === AUTHORIZATION_PATH) {
      authorize(url.searchParams, response).catch((error: unknown) => {
        response.writeHead(500, { "content-type": "text/plain" }).end(String(error));
      });
    } else if (request.method === "GET" && url.pathname === AVATAR_PATH) {
      response.writeHead(200, { "content-type": "image/svg+xml" }).end(AVATAR_SVG);
    } else {
      service.requestHandler(request, response);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.publicHost ?? host}:${port}`;
  oauthIssuer.url = issuer;

  async function buildIdToken(claims: IdTokenClaims = {}): Promise<string> {
    const email = claims.email ?? DEFAULT_GOOGLE_EMAIL;
    const defaults: IdTokenClaims = {
      aud: clientId,
      sub: googleSubjectFor(email),
      email,
      email_verified: !/\+unverified@/i.test(email),
      name: displayNameFor(email),
      picture: `${issuer}${AVATAR_PATH}`,
    };
    const wanted: Record<string, unknown> = { ...defaults, ...claims };
    return oauthIssuer.buildToken({
      scopesOrTransform: (_header, payload) => {
        const token: Record<string, unknown> = payload;
        for (const [name, value] of Object.entries(wanted)) {
          if (value === undefined) delete token[name];
          else token[name] = value;
        }
      },
    });
  }

  async function authorize(query: URLSearchParams, response: ServerResponse<IncomingMessage>): Promise<void> {
    const problem = authorizationProblem(query);
    const redirectUri = query.get("redirect_uri");
    const nonce = query.get("nonce");
    const requestClientId = query.get("client_id");
    if (problem || !redirectUri || !nonce || !requestClientId) {
      response.writeHead(400, { "content-type": "text/plain" }).end(problem);
      return;
    }
    const email = query.get("login_hint") || DEFAULT_GOOGLE_EMAIL;
    const idToken = await buildIdToken({ email, nonce, aud: requestClientId });
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      .end(formPostPage({ redirectUri, idToken, state: query.get("state"), email }));
  }

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    authorizationUrl: `${issuer}${AUTHORIZATION_PATH}`,
    clientId,
    googleConfig: {
      clientId,
      issuer,
      authorizationUrl: `${issuer}${AUTHORIZATION_PATH}`,
      jwksUrl: `${issuer}/jwks`,
    },
    buildIdToken,
    async stop() {
      // The shop's fetch keeps connections alive; close them or `close` waits for them.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

// A real provider would redirect most of these errors back to the shop; a test wants them loud.
function authorizationProblem(query: URLSearchParams): string | undefined {
  if (query.get("response_type") !== "id_token") return "unsupported_response_type: only id_token";
  if (query.get("response_mode") !== "form_post") return "invalid_request: only response_mode=form_post";
  if (!query.get("client_id")) return "invalid_request: client_id is missing";
  const redirectUri = URL.parse(query.get("redirect_uri") ?? "");
  if (redirectUri?.protocol !== "http:" && redirectUri?.protocol !== "https:") {
    return "invalid_request: redirect_uri must be an http(s) URL";
  }
  if (!query.get("nonce")) return "invalid_request: the implicit flow requires a nonce";
  return undefined;
}

// "google.user+unverified@example.com" → "Google User", like a Google profile name.
function displayNameFor(email: string): string {
  const local = email.slice(0, email.indexOf("@")).split("+")[0] ?? "";
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(" ");
}

function formPostPage(fields: { redirectUri: string; idToken: string; state: string | null; email: string }) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Test OpenID provider</title></head>
<body>
<form method="post" action="${escapeHtml(fields.redirectUri)}">
<p>Signing in as ${escapeHtml(fields.email)}</p>
<input type="hidden" name="id_token" value="${escapeHtml(fields.idToken)}">
${fields.state === null ? "" : `<input type="hidden" name="state" value="${escapeHtml(fields.state)}">`}
<button type="submit">Continue</button>
</form>
<script>document.forms[0].submit();</script>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#4285f4"/><circle cx="32" cy="25" r="11" fill="#fff"/><path d="M12 54a20 16 0 0 1 40 0" fill="#fff"/></svg>`;
