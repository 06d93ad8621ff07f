import { servicesContext } from "#server/context.ts";
import { findMyPasswordBodySchema } from "#core/schemas/api-auth.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { requestOrigin } from "#app/edge/auth-flow.server.ts";
import { requestPasswordReset } from "#server/services/accounts.ts";

/** POST /api/find_my_password {email} → {email}: a reset code by mail when the account exists. */
const endpoint = apiEndpoint({
  body: findMyPasswordBodySchema,
  async handle({ body, url, context }) {
    await requestPasswordReset(context.get(servicesContext).db, body, requestOrigin(context, url));
    return { data: { email: body.email } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
