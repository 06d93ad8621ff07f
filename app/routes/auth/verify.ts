import { redirect } from "react-router";
import { redirectWithToast } from "remix-toast";
import { servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { sitePathSchema } from "#core/schemas/preferences.ts";
import { AUTH_TOAST_QUEUE, withAuthView, writeAuthFlow } from "#app/edge/auth-flow.server.ts";
import { localizePath, splitLocale } from "#core/locales.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { verifyEmail } from "#server/services/accounts.ts";
import type { Route } from "./+types/verify.ts";

/**
 * The link in the verification mail: verifies the email and opens the sign-in view, in the
 * language of the page the visitor signed up on (else the account's), keeping where they were
 * going: `redirectTo`, a same-site path only, never another site. An expired or used link says
 * so, with the form to send a new one.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { db, config, now } = context.get(servicesContext);
  const result = await verifyEmail(db, url.searchParams.get("token") ?? "", now());
  const redirectTo = sitePathSchema
    .optional()
    .catch(undefined)
    .parse(url.searchParams.get("redirectTo") ?? undefined);
  const locale = redirectTo
    ? splitLocale(redirectTo).locale
    : result.status === "verified"
      ? result.locale
      : preferredLocale(request);
  const t = getInstance(context).getFixedT(locale, "auth");
  const headers = new Headers({ "Set-Cookie": await writeAuthFlow(config, { view: "signin" }) });
  const location = withAuthView(localizePath("/", locale), "signin", redirectTo);
  if (result.status === "verified") {
    throw await redirectWithToast(
      location,
      { type: "success", message: t("verify.success"), queue: AUTH_TOAST_QUEUE },
      { headers },
    );
  }
  // The sign-in view offers "send the link again" for this state.
  headers.set("Set-Cookie", await writeAuthFlow(config, { view: "signin", unverifiedEmail: "" }));
  throw await redirectWithToast(
    location,
    { type: "error", message: t(`verify.${result.status}`), queue: AUTH_TOAST_QUEUE },
    { headers },
  );
}

export function action() {
  throw redirect("/");
}
