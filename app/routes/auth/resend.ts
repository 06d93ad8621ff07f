import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { servicesContext } from "#app/context.ts";
import { resendVerificationSchema } from "#app/schemas/auth.ts";
import { accountErrorMessage } from "#app/utils/auth-errors.server.ts";
import { answerAuthForm, authTranslator, requestOrigin, returnPaths } from "#app/utils/auth-flow.server.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { resendVerification } from "#server/services/accounts.ts";
import type { Route } from "./+types/resend.ts";

/** "Send the link again" for an unverified email; answers the same whether or not one was sent. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { returnTo, redirectTo } = returnPaths(form);
  const t = authTranslator(context, returnTo);
  const submission = parseWithZod(form, { schema: resendVerificationSchema });
  if (submission.status === "success") {
    try {
      await resendVerification(
        context.get(servicesContext).db,
        submission.value,
        requestOrigin(context, url),
      );
    } catch (error) {
      const message = accountErrorMessage(error, t);
      if (message === null) throw error;
      return answerAuthForm(context, {
        to: returnTo,
        redirectTo,
        state: { view: "signin" },
        toast: { type: "error", message: t("auth.forgot.failed", { message }) },
      });
    }
  }
  return answerAuthForm(context, {
    to: returnTo,
    redirectTo,
    state: { view: "signin" },
    toast: { type: "success", message: t("auth.verify.resent") },
  });
}

export function loader() {
  throw redirect("/?auth=signin");
}
