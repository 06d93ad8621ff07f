import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { servicesContext } from "#app/context.ts";
import { forgotSchema } from "#app/schemas/auth.ts";
import { accountErrorMessage } from "#app/utils/auth-errors.server.ts";
import {
  answerAuthForm,
  authTranslator,
  requestOrigin,
  returnPaths,
  safeReply,
} from "#app/utils/auth-flow.server.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { requestPasswordReset } from "#server/services/accounts.ts";
import type { Route } from "./+types/forgot.ts";

/** Forgot, step one: mails a code when the account exists and answers the same when it does not. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { returnTo, redirectTo } = returnPaths(form);
  const t = authTranslator(context, returnTo);
  const submission = parseWithZod(form, { schema: forgotSchema });
  if (submission.status !== "success") {
    const message = t(
      submission.error?.email?.[0] === "validation.emailRequired"
        ? "validation.emailRequired"
        : "validation.emailInvalid",
    );
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "forgot", reply: safeReply(submission.reply()) },
      toast: { type: "error", message: t("auth.forgot.failed", { message }) },
    });
  }
  try {
    await requestPasswordReset(
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
      state: { view: "forgot", reply: safeReply(submission.reply()) },
      toast: { type: "error", message: t("auth.forgot.failed", { message }) },
    });
  }
  return answerAuthForm(context, {
    to: returnTo,
    redirectTo,
    state: { view: "forgot", resetEmail: submission.value.email },
    toast: { type: "success", message: t("auth.forgot.sent") },
  });
}

export function loader() {
  throw redirect("/?auth=forgot");
}
