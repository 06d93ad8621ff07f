import { redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { resetSchema } from "#core/schemas/auth.ts";
import { handleAuthForm, readAuthFlow, requestOrigin } from "#app/edge/auth-flow.server.ts";
import { clearSessionCookie } from "#server/session-cookie.ts";
import { resetPassword } from "#server/services/accounts.ts";
import type { Route } from "./+types/reset.ts";

/** Forgot, step two: the code and a new password; every session of the account ends. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, config } = context.get(servicesContext);
  const current = await readAuthFlow(request, config);
  return handleAuthForm({
    request,
    context,
    schema: resetSchema,
    view: "forgot",
    // A refused reset stays on step two, for the same email, until its code expires.
    keep: (form) => ({
      resetEmail: String(form.get("email") ?? "").trim(),
      resetSentAt: current?.resetSentAt,
    }),
    failedKey: "reset.failed",
    async run(value, t) {
      await resetPassword(db, value, requestOrigin(context, url));
      return {
        state: { view: "signin" },
        toast: { type: "success", message: t("reset.success") },
        // This browser's session ended with the others: its cookie goes too.
        setCookies: [await clearSessionCookie(config)],
      };
    },
  });
}

export function loader() {
  throw redirect("/?auth=forgot");
}
