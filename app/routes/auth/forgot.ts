import { redirect } from "react-router";
import { servicesContext } from "#app/context.ts";
import { forgotSchema } from "#app/schemas/auth.ts";
import { handleAuthForm, requestOrigin } from "#app/utils/auth-flow.server.ts";
import { requestPasswordReset } from "#server/services/accounts.ts";
import type { Route } from "./+types/forgot.ts";

/** Forgot, step one: mails a code when the account exists and answers the same when it does not. */
export function action({ request, context, url }: Route.ActionArgs) {
  return handleAuthForm({
    request,
    context,
    schema: forgotSchema,
    view: "forgot",
    failedKey: "auth.forgot.failed",
    toastInvalid: true,
    async run(value, t) {
      await requestPasswordReset(context.get(servicesContext).db, value, requestOrigin(context, url));
      return {
        state: { view: "forgot", resetEmail: value.email },
        toast: { type: "success", message: t("auth.forgot.sent") },
      };
    },
  });
}

export function loader() {
  throw redirect("/?auth=forgot");
}
