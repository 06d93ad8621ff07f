import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { clientIpContext, servicesContext } from "#app/context.ts";
import { signInSchema } from "#app/schemas/auth.ts";
import { authenticate, InvalidCredentials } from "#server/services/accounts.ts";
import type { SessionUser } from "#server/services/sessions.ts";

/**
 * remix-auth with remix-auth-form for password sign-in. The strategy reads the posted form
 * itself; the action validated a clone of the request before. Made per request, because the
 * check needs the request's database, clock and client address.
 */
export function passwordAuthenticator(context: Readonly<RouterContextProvider>): Authenticator<SessionUser> {
  const { db, now } = context.get(servicesContext);
  return new Authenticator<SessionUser>().use(
    new FormStrategy(async ({ form }) => {
      const submission = parseWithZod(form, { schema: signInSchema });
      if (submission.status !== "success") throw new InvalidCredentials();
      return authenticate(db, submission.value, { ip: context.get(clientIpContext), now: now() });
    }),
    "form",
  );
}
