import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { servicesContext } from "#app/context.ts";
import { resetSchema } from "#app/schemas/auth.ts";
import { accountErrorMessage } from "#app/utils/auth-errors.server.ts";
import {
  answerAuthForm,
  authTranslator,
  requestOrigin,
  returnPaths,
  safeReply,
} from "#app/utils/auth-flow.server.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { clearSessionCookie } from "#app/utils/session.server.ts";
import { resetPassword } from "#server/services/accounts.ts";
import type { Route } from "./+types/reset.ts";

/** Forgot, step two: the code and a new password; every session of the account ends. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await readFormData(request);
  const { returnTo, redirectTo } = returnPaths(form);
  const t = authTranslator(context, returnTo);
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim() : "";
  const submission = parseWithZod(form, { schema: resetSchema });
  if (submission.status !== "success") {
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "forgot", resetEmail: email, reply: safeReply(submission.reply()) },
    });
  }
  try {
    await resetPassword(context.get(servicesContext).db, submission.value, requestOrigin(context, url));
  } catch (error) {
    const message = accountErrorMessage(error, t);
    if (message === null) throw error;
    return answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "forgot", resetEmail: email, reply: safeReply(submission.reply()) },
      toast: { type: "error", message: t("auth.reset.failed", { message }) },
    });
  }
  // This browser's session ended with the others: its cookie goes too.
  const { config } = context.get(servicesContext);
  try {
    await answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "signin" },
      toast: { type: "success", message: t("auth.reset.success") },
    });
  } catch (response) {
    if (response instanceof Response) response.headers.append("Set-Cookie", await clearSessionCookie(config));
    throw response;
  }
}

export function loader() {
  throw redirect("/?auth=forgot");
}
