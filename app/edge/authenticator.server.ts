import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { signInSchema } from "#core/schemas/auth.ts";
import { InvalidCredentials } from "#server/services/accounts.ts";
import type { SessionUser } from "#server/services/sessions.ts";
import { authenticate } from "#server/services/sign-in.ts";
import { returnPaths } from "#app/edge/auth-flow.server.ts";
import { readKnownBrowser } from "#app/edge/known-browser.server.ts";
import { splitLocale } from "#core/locales.ts";

/**
 * remix-auth with remix-auth-form for password sign-in. The strategy reads the posted form
 * itself; the action validated a clone of the request before. Made per request, because the
 * check needs the request's database, clock, client address and browser.
 */
export function passwordAuthenticator(context: Readonly<RouterContextProvider>): Authenticator<SessionUser> {
  const { db, config, now } = context.get(servicesContext);
  return new Authenticator<SessionUser>().use(
    new FormStrategy(async ({ form, request }) => {
      const submission = parseWithZod(form, { schema: signInSchema });
      if (submission.status !== "success") throw new InvalidCredentials();
      return authenticate(db, submission.value, {
        ip: context.get(clientIpContext),
        now: now(),
        browser: await readKnownBrowser(request, config),
        // A code mailed for this sign-in is in the page's language.
        locale: splitLocale(returnPaths(form).returnTo).locale,
      });
    }),
    "form",
  );
}
