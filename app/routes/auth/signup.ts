import { redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { signUpSchema } from "#core/schemas/auth.ts";
import { handleAuthForm, requestOrigin } from "#app/edge/auth-flow.server.ts";
import { currencyCookie } from "#server/cookies.ts";
import { signUp } from "#server/services/accounts.ts";
import { resolveDisplayCurrency } from "#server/services/currency.ts";
import { getSiteSettings } from "#server/services/site.ts";
import type { Route } from "./+types/signup.ts";

/**
 * The sign-up view's form: an unverified account and a verification mail, or — when the email
 * already has an account — a mail to its owner. Both answer the same, and the view moves to sign-in.
 */
export function action({ request, context, url }: Route.ActionArgs) {
  const { db } = context.get(servicesContext);
  return handleAuthForm({
    request,
    context,
    schema: signUpSchema,
    view: "signup",
    failedKey: "signUp.failed",
    async run(value, t, locale, redirectTo) {
      // The account starts with the language and display currency the visitor is using.
      const site = await getSiteSettings(db, locale);
      const currency = await resolveDisplayCurrency(
        db,
        currencyCookie.parse(request.headers.get("cookie")),
        site.exchangeCurrency,
      );
      // The mailed link leads on to where the visitor was going (an order waiting for an account).
      await signUp(
        db,
        { ...value, locale, currency: currency.currency, returnTo: redirectTo },
        requestOrigin(context, url),
      );
      return { state: { view: "signin" }, toast: { type: "success", message: t("signUp.success") } };
    },
  });
}

export function loader() {
  throw redirect("/?auth=signup");
}
