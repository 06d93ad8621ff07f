import { clientIpContext, servicesContext } from "#server/context.ts";
import { loginBodySchema } from "#core/schemas/api-auth.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { signInHeaders } from "#app/edge/auth-flow.server.ts";
import { readKnownBrowser } from "#app/edge/known-browser.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { publicUser } from "#server/services/sessions.ts";
import { authenticate } from "#server/services/sign-in.ts";

/**
 * POST /api/login {account, pwd} → {token, user}. The token is for API clients, which send it
 * back in the `Token` header; browsers get the same session as an HttpOnly cookie. After many
 * failed sign-ins on the account, a client it never signed in from is answered 403 with
 * `data.challenge`, and signs in with the mailed code at /api/login_code.
 */
const endpoint = apiEndpoint({
  body: loginBodySchema,
  async handle({ body, request, context }) {
    const { db, config, now } = context.get(servicesContext);
    const user = await authenticate(
      db,
      { email: body.account, password: body.pwd },
      {
        ip: context.get(clientIpContext),
        now: now(),
        browser: await readKnownBrowser(request, config),
        locale: preferredLocale(request),
      },
    );
    const { headers, token } = await signInHeaders(context, request, user);
    return { data: { token, user: publicUser(user) }, headers };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
