import { redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { resendVerificationSchema } from "#core/schemas/auth.ts";
import { handleAuthForm, requestOrigin } from "#app/edge/auth-flow.server.ts";
import { resendVerification } from "#server/services/accounts.ts";
import type { Route } from "./+types/resend.ts";

/** "Send the link again" for an unverified email; answers the same whether or not one was sent. */
export function action({ request, context, url }: Route.ActionArgs) {
  return handleAuthForm({
    request,
    context,
    schema: resendVerificationSchema,
    view: "signin",
    keep: () => ({ unverifiedEmail: "" }),
    failedKey: "forgot.failed",
    toastInvalid: true,
    async run(value, t, locale, redirectTo) {
      await resendVerification(
        context.get(servicesContext).db,
        { ...value, locale, returnTo: redirectTo },
        requestOrigin(context, url),
      );
      return { state: { view: "signin" }, toast: { type: "success", message: t("verify.resent") } };
    },
  });
}

export function loader() {
  throw redirect("/?auth=signin");
}
