import { googleLoginBodySchema } from "#core/schemas/api-auth.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { signInHeaders } from "#app/edge/auth-flow.server.ts";
import { signInWithGoogleToken } from "#app/edge/google.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { publicUser } from "#server/services/sessions.ts";

/** POST /api/google_login {credential} → {token, user}: a Google ID token in exchange for a session. */
const endpoint = apiEndpoint({
  body: googleLoginBodySchema,
  async handle({ body, request, context }) {
    const user = await signInWithGoogleToken(context, request, body.credential, {
      locale: preferredLocale(request),
    });
    const { headers, token } = await signInHeaders(context, request, user);
    return { data: { token, user: publicUser(user) }, headers };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
