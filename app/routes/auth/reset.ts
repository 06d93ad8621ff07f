import { redirect } from "react-router";
import { servicesContext } from "#app/context.ts";
import { resetSchema } from "#app/schemas/auth.ts";
import { handleAuthForm, requestOrigin } from "#app/utils/auth-flow.server.ts";
import { clearSessionCookie } from "#app/utils/session.server.ts";
import { resetPassword } from "#server/services/accounts.ts";
import type { Route } from "./+types/reset.ts";

/** Forgot, step two: the code and a new password; every session of the account ends. */
export function action({ request, context, url }: Route.ActionArgs) {
  const { db, config } = context.get(servicesContext);
  return handleAuthForm({
    request,
    context,
    schema: resetSchema,
    view: "forgot",
    // A refused reset stays on step two, for the same email.
    keep: (form) => ({ resetEmail: String(form.get("email") ?? "").trim() }),
    failedKey: "auth.reset.failed",
    async run(value, t) {
      await resetPassword(db, value, requestOrigin(context, url));
      return {
        state: { view: "signin" },
        toast: { type: "success", message: t("auth.reset.success") },
        // This browser's session ended with the others: its cookie goes too.
        setCookies: [await clearSessionCookie(config)],
      };
    },
  });
}

export function loader() {
  throw redirect("/?auth=forgot");
}
