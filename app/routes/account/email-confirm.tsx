import { data, Form, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { Loader2 } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { sessionContext, userContext } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { confirmEmailChange, readEmailChange } from "#server/services/email-change.ts";
import type { Route } from "./+types/email-confirm.ts";

/**
 * The link mailed to a new address (issue 16). Not behind sign-in: the link is the proof, and it
 * may be opened on another device. Opening it asks; the button makes the change (mail scanners
 * open links, and must not change an account's email by doing so).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const token = url.searchParams.get("token") ?? "";
  const email = await readEmailChange(db, token, now());
  if (!email) return data({ status: "invalid" as const }, { status: 400 });
  return { status: "ask" as const, email, token };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, config, now } = context.get(servicesContext);
  const form = await readFormData(request);
  const token = String(form.get("token") ?? "");
  const session = context.get(sessionContext);
  const result = await confirmEmailChange(db, {
    token,
    // This browser stays signed in (when it is signed in at all); every other session ends.
    keepSessionId: session?.id ?? null,
    origin: config.publicUrl ?? url.origin,
    now: now(),
  });
  if (result.status !== "changed")
    return data({ status: result.status }, { status: result.status === "taken" ? 409 : 400 });
  const locale = splitLocale(url.pathname).locale;
  if (context.get(userContext)?.id === result.userId) {
    const t = getInstance(context).getFixedT(locale, "pages");
    return redirectWithSuccess(
      localizePath("/account/settings", locale),
      t("emailChange.done", { email: result.email }),
    );
  }
  return { status: "changed" as const, email: result.email };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const handle: MessagesHandle = { messages: ["pages"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function EmailConfirmRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("pages");
  const busy = useNavigation().state === "submitting";
  const shown = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <PageSeo title={t(shown.status === "invalid" ? "emailChange.invalidTitle" : "emailChange.title")} />
      <h1 className="text-3xl font-bold tracking-tight">
        {t(shown.status === "invalid" ? "emailChange.invalidTitle" : "emailChange.title")}
      </h1>
      {shown.status === "ask" ? (
        <>
          <p className="mt-4">{t("emailChange.question", { email: shown.email })}</p>
          <p className="mt-2 text-ink-muted">{t("emailChange.explain")}</p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={shown.token} />
            <button type="submit" disabled={busy} aria-busy={busy} className="btn">
              {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
              {t("emailChange.confirm")}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-4">
            {shown.status === "changed"
              ? t("emailChange.done", { email: shown.email })
              : t(shown.status === "taken" ? "emailChange.taken" : "emailChange.invalid")}
          </p>
          <LocalizedLink to="/account/settings" className="btn-secondary mt-6">
            {t("emailChange.settings")}
          </LocalizedLink>
        </>
      )}
    </div>
  );
}
