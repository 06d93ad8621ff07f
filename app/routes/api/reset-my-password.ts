import { servicesContext } from "#server/context.ts";
import { resetMyPasswordBodySchema } from "#core/schemas/api-auth.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requestOrigin } from "#app/edge/auth-flow.server.ts";
import { resetPassword } from "#server/services/accounts.ts";

/** POST /api/reset_my_password {email, pwd, repwd, code} → {signInRequired: true}; every session of the account ends. */
const endpoint = apiEndpoint({
  body: resetMyPasswordBodySchema,
  async handle({ body, url, context }) {
    await resetPassword(
      context.get(servicesContext).db,
      { email: body.email, code: body.code, password: body.pwd },
      requestOrigin(context, url),
    );
    return { data: { signInRequired: true } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
