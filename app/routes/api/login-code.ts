import { clientIpContext, servicesContext } from "#server/context.ts";
import { loginCodeBodySchema } from "#core/schemas/api-auth.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { signInHeaders } from "#app/edge/auth-flow.server.ts";
import { publicUser } from "#server/services/sessions.ts";
import { signInWithCode } from "#server/services/sign-in.ts";

/**
 * POST /api/login_code {challenge, code} → {token, user}: the second step of a sign-in that
 * /api/login answered with a challenge; the code was mailed to the account's owner.
 */
const endpoint = apiEndpoint({
  body: loginCodeBodySchema,
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const user = await signInWithCode(db, body, { ip: context.get(clientIpContext), now: now() });
    const { headers, token } = await signInHeaders(context, request, user);
    return { data: { token, user: publicUser(user) }, headers };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
