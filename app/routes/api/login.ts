import { clientIpContext, servicesContext } from "#app/context.ts";
import { loginBodySchema } from "#app/schemas/api-auth.ts";
import { apiEndpoint } from "#app/utils/api.server.ts";
import { signInHeaders } from "#app/utils/auth-flow.server.ts";
import { authenticate } from "#server/services/accounts.ts";
import { publicUser } from "#server/services/sessions.ts";

/**
 * POST /api/login {account, pwd} → {token, user}. The token is for API clients, which send it
 * back in the `Token` header; browsers get the same session as an HttpOnly cookie.
 */
const endpoint = apiEndpoint({
  body: loginBodySchema,
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const user = await authenticate(
      db,
      { email: body.account, password: body.pwd },
      { ip: context.get(clientIpContext), now: now() },
    );
    const { headers, token } = await signInHeaders(context, request, user);
    return { data: { token, user: publicUser(user) }, headers };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
