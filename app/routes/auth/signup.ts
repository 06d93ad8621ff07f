import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { servicesContext } from "#app/context.ts";
import { signUpSchema } from "#app/schemas/auth.ts";
import { accountErrorMessage } from "#app/utils/auth-errors.server.ts";
import {
  answerAuthForm,
  authTranslator,
  requestOrigin,
  returnPaths,
  safeReply,
} from "#app/utils/auth-flow.server.ts";
import { currencyCookie } from "#app/utils/cookies.server.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { splitLocale } from "#app/utils/locales.ts";
import { resolveDisplayCurrency } from "#server/services/currency.ts";
import { signUp } from "#server/services/accounts.ts";
import { getSiteSettings } from "#server/services/site.ts";
import type { Route } from "./+types/signup.ts";

/**
 * The sign-up view's form: an unverified account and a verification mail, or — when the email
 * already has an account — a mail to its owner. Both answer the same, and the view moves to sign-in.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { returnTo, redirectTo } = returnPaths(form);
  const t = authTranslator(context, returnTo);
  const submission = parseWithZod(form, { schema: signUpSchema });
  if (submission.status !== "success") {
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "signup", reply: safeReply(submission.reply()) },
    });
  }
  const { db } = context.get(servicesContext);
  const locale = splitLocale(returnTo).locale;
  const site = await getSiteSettings(db, locale);
  const currency = await resolveDisplayCurrency(
    db,
    currencyCookie.parse(request.headers.get("cookie")),
    site.exchangeCurrency,
  );
  try {
    await signUp(
      db,
      { ...submission.value, locale, currency: currency.currency },
      requestOrigin(context, url),
    );
  } catch (error) {
    const message = accountErrorMessage(error, t);
    if (message === null) throw error;
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "signup", reply: safeReply(submission.reply()) },
      toast: { type: "error", message: t("auth.signUp.failed", { message }) },
    });
  }
  return answerAuthForm(context, {
    to: returnTo,
    redirectTo,
    state: { view: "signin" },
    toast: { type: "success", message: t("auth.signUp.success") },
  });
}

export function loader() {
  throw redirect("/?auth=signup");
}
