import { splitLocale } from "#core/locales.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { signInSchema } from "#core/schemas/auth.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import {
  answerAuthForm,
  authTranslator,
  inLocale,
  returnPaths,
  safeReply,
  signInHeaders,
} from "#app/edge/auth-flow.server.ts";
import { passwordAuthenticator } from "#app/edge/authenticator.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { servicesContext } from "#server/context.ts";
import { EmailNotVerified } from "#server/services/accounts.ts";
import { SignInCodeRequired } from "#server/services/sign-in.ts";
import type { Route } from "./+types/signin.ts";

/** The sign-in view's form: a new session and back to where the visitor was going. */
export async function action({ request, context }: Route.ActionArgs) {
  // Validated on a clone: the strategy reads the body itself.
  const form = await readFormData(request.clone());
  const { returnTo, redirectTo } = returnPaths(form);
  const t = authTranslator(context, returnTo);
  const submission = parseWithZod(form, { schema: signInSchema });
  const email = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  if (submission.status !== "success") {
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "signin", reply: safeReply(submission.reply()) },
    });
  }
  let user;
  try {
    user = await passwordAuthenticator(context).authenticate("form", request);
  } catch (error) {
    if (error instanceof SignInCodeRequired) {
      // Step two, whether the password was right or not: the answer must not tell.
      const { now } = context.get(servicesContext);
      const signInCode = { email: email.trim(), challenge: error.challenge, askedAt: now().toISOString() };
      return answerAuthForm(context, { to: returnTo, redirectTo, state: { view: "signin", signInCode } });
    }
    const message = refusalOf(error, splitLocale(returnTo).locale)?.message;
    if (message === undefined) throw error;
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: {
        view: "signin",
        reply: safeReply(submission.reply()),
        unverifiedEmail: error instanceof EmailNotVerified ? email.trim() : undefined,
      },
      toast: { type: "error", message: t("signIn.failed", { message }) },
    });
  }
  const { headers, locale } = await signInHeaders(context, request, user);
  throw redirect(inLocale(redirectTo, locale), { headers });
}

export function loader() {
  throw redirect("/?auth=signin");
}
