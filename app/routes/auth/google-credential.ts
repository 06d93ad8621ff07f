import { redirect } from "react-router";
import { refusalOf } from "#app/edge/refusals.server.ts";
import {
  answerAuthForm,
  authTranslator,
  inLocale,
  returnPaths,
  signInHeaders,
} from "#app/edge/auth-flow.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { signInWithGoogleToken } from "#app/edge/google.server.ts";
import { splitLocale } from "#core/locales.ts";
import { GoogleTokenInvalid } from "#server/services/google-identity.ts";
import type { Route } from "./+types/google-credential.ts";

/** The Google button's credential (an ID token), posted by the button's callback as a form. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { returnTo, redirectTo } = returnPaths(form);
  const t = authTranslator(context, returnTo);
  const credential = form.get("credential");
  try {
    if (typeof credential !== "string" || credential === "") throw new GoogleTokenInvalid("no credential");
    const user = await signInWithGoogleToken(context, request, credential, {
      locale: splitLocale(returnTo).locale,
    });
    const { headers, locale } = await signInHeaders(context, request, user);
    throw redirect(inLocale(redirectTo, locale), { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = refusalOf(error, splitLocale(returnTo).locale)?.message;
    if (message === undefined) throw error;
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "signin" },
      toast: { type: "error", message: t("signIn.failed", { message }) },
    });
  }
}

export function loader() {
  throw redirect("/");
}
