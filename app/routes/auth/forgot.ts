import { redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { forgotSchema } from "#core/schemas/auth.ts";
import {
  answerAuthForm,
  handleAuthForm,
  readAuthFlow,
  requestOrigin,
  returnPaths,
} from "#app/edge/auth-flow.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { requestPasswordReset } from "#server/services/accounts.ts";
import type { Route } from "./+types/forgot.ts";

/**
 * Forgot password. Step one mails a code when the account exists and answers the same when it
 * does not. Step two's ways out post here too: `resend` mails a new code to the same email,
 * `restart` goes back to step one for another email, `cancel` back to sign-in.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { config } = context.get(servicesContext);
  // Read from a copy: handleAuthForm reads the body itself.
  const form = await readFormData(request.clone());
  const intent = form.get("intent");
  if (intent === "restart" || intent === "cancel") {
    const { returnTo, redirectTo } = returnPaths(form);
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: intent === "cancel" ? "signin" : "forgot" },
    });
  }
  // A refused resend (too many codes) stays on step two, with the code already sent.
  const current = intent === "resend" ? await readAuthFlow(request, config) : null;
  return handleAuthForm({
    request,
    context,
    schema: forgotSchema,
    view: "forgot",
    keep: () =>
      current?.resetEmail ? { resetEmail: current.resetEmail, resetSentAt: current.resetSentAt } : {},
    failedKey: "forgot.failed",
    toastInvalid: true,
    async run(value, t, locale) {
      const origin = requestOrigin(context, url);
      // The code comes in the language of the page it was asked for on.
      await requestPasswordReset(context.get(servicesContext).db, { ...value, locale }, origin);
      return {
        state: { view: "forgot", resetEmail: value.email, resetSentAt: origin.now.toISOString() },
        toast: { type: "success", message: t("forgot.sent") },
      };
    },
  });
}

export function loader() {
  throw redirect("/?auth=forgot");
}
