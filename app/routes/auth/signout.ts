import { redirect } from "react-router";
import { servicesContext } from "#server/context.ts";
import { sessionContext } from "#app/middleware/auth-guard.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { clearSessionCookie } from "#server/session-cookie.ts";
import { sitePathSchema } from "#core/schemas/preferences.ts";
import { splitLocale, localizePath } from "#core/locales.ts";
import { deleteSession } from "#server/services/sessions.ts";
import type { Route } from "./+types/signout.ts";

/** The user menu's Sign out: the session row goes, then the cookie; back to the home page. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.get(servicesContext);
  const session = context.get(sessionContext);
  if (session) await deleteSession(db, session.token);
  const form = await readFormData(request);
  const from = sitePathSchema.catch("/").parse(form.get("returnTo") ?? "/");
  throw redirect(localizePath("/", splitLocale(from).locale), {
    headers: { "Set-Cookie": await clearSessionCookie(config) },
  });
}

export function loader() {
  throw redirect("/");
}
