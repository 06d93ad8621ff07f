import { splitLocale } from "#core/locales.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { signInCodeSchema } from "#core/schemas/auth.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import {
  answerAuthForm,
  authTranslator,
  inLocale,
  readAuthFlow,
  returnPaths,
  safeReply,
  signInHeaders,
} from "#app/edge/auth-flow.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { signInWithCode } from "#server/services/sign-in.ts";
import type { Route } from "./+types/signin-code.ts";

/**
 * Sign-in, step two (server/services/sign-in.ts): the code mailed to the owner, checked against
 * the challenge the first step left in this browser's flow cookie. `intent=cancel` goes back to
 * step one.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, now } = context.get(servicesContext);
  const form = await readFormData(request);
  const { returnTo, redirectTo } = returnPaths(form);
  const current = await readAuthFlow(request, config);
  const signInCode = current?.signInCode;
  if (form.get("intent") === "cancel" || !signInCode) {
    return answerAuthForm(context, { to: returnTo, redirectTo, state: { view: "signin" } });
  }
  const t = authTranslator(context, returnTo);
  const submission = parseWithZod(form, { schema: signInCodeSchema });
  const stayOnStepTwo = (message?: string) =>
    answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view: "signin", signInCode, reply: safeReply(submission.reply()) },
      toast: message ? { type: "error", message: t("signIn.failed", { message }) } : undefined,
    });
  if (submission.status !== "success") return stayOnStepTwo();
  let user;
  try {
    user = await signInWithCode(
      db,
      { challenge: signInCode.challenge, code: submission.value.code },
      { ip: context.get(clientIpContext), now: now() },
    );
  } catch (error) {
    const message = refusalOf(error, splitLocale(returnTo).locale)?.message;
    if (message === undefined) throw error;
    return stayOnStepTwo(message);
  }
  const { headers, locale } = await signInHeaders(context, request, user);
  throw redirect(inLocale(redirectTo, locale), { headers });
}

export function loader() {
  throw redirect("/?auth=signin");
}
