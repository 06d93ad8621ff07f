import { redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { answerAuthForm, authTranslator, inLocale, signInHeaders } from "#app/edge/auth-flow.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { oidcCookie, signInWithGoogleToken, type OidcState } from "#app/edge/google.server.ts";
import { splitLocale } from "#core/locales.ts";
import { GoogleTokenInvalid } from "#server/services/google-identity.ts";
import type { Route } from "./+types/google-callback.ts";

/**
 * Where Google posts the ID token (`response_mode=form_post`). The state must match the one this
 * browser left with and the token must carry its nonce, so a token cannot be replayed or planted.
 * This POST comes from Google's site: it is the one form exempt from the same-origin check.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { config } = context.get(servicesContext);
  const saved = (await oidcCookie(config).parse(request.headers.get("cookie"))) as OidcState | null;
  const returnTo = saved?.returnTo ?? "/";
  const t = authTranslator(context, returnTo);
  const form = await readFormData(request);
  const token = form.get("id_token");
  try {
    if (!saved || typeof token !== "string" || form.get("state") !== saved.state) {
      throw new GoogleTokenInvalid("state does not match");
    }
    const user = await signInWithGoogleToken(context, request, token, {
      nonce: saved.nonce,
      locale: splitLocale(returnTo).locale,
    });
    const { headers, locale } = await signInHeaders(context, request, user);
    headers.append("Set-Cookie", await oidcCookie(config).serialize("", { maxAge: 0 }));
    const destination = inLocale(returnTo, locale);
    // In the popup, a last page tells the opener and closes; in a tab, straight back.
    throw redirect(
      saved.popup ? `/auth/google/done?${new URLSearchParams({ returnTo: destination })}` : destination,
      { headers },
    );
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = refusalOf(error, splitLocale(returnTo).locale)?.message;
    if (message === undefined) throw error;
    return answerAuthForm(context, {
      to: returnTo,
      state: { view: "signin" },
      toast: { type: "error", message: t("signIn.failed", { message }) },
    });
  }
}

export function loader() {
  throw redirect("/");
}
