import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { data } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import {
  DeleteAccountSection,
  EmailSection,
  PasswordSection,
  ProfileSection,
} from "#app/components/account-settings/account-forms.tsx";
import { PreferencesSection } from "#app/components/account-settings/preferences-section.tsx";
import { SessionsSection } from "#app/components/account-settings/sessions-section.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
} from "#core/schemas/auth.ts";
import { preferencesFormSchema } from "#core/schemas/preferences.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { currencyCookie, localeCookie } from "#server/cookies.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { localizePath, splitLocale } from "#core/locales.ts";
import { clearSessionCookie } from "#server/session-cookie.ts";
import {
  changePassword,
  deleteAccount,
  updatePreferences,
  updateProfile,
  WrongPassword,
} from "#server/services/accounts.ts";
import { CurrencyNotAvailable, listCurrencies, requireCurrency } from "#server/services/currency.ts";
import {
  canChangeEmail,
  EmailChangeNotAllowed,
  requestEmailChange,
  SameEmail,
} from "#server/services/email-change.ts";
import { deleteOtherSessions, listSessions } from "#server/services/sessions.ts";
import type { Route } from "./+types/settings.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const { user, session } = requireSignedIn(context);
  const [sessions, currencies, emailChangeable] = await Promise.all([
    listSessions(db, user.id, now()),
    listCurrencies(db),
    canChangeEmail(db, user.id),
  ]);
  return {
    profile: { fullName: user.fullName, email: user.email, hasPassword: user.hasPassword, emailChangeable },
    preferences: { locale: user.locale, currency: user.currency },
    currencies: currencies.map((entry) => ({ code: entry.currency, symbol: entry.symbol })),
    sessions: sessions.map((entry) => ({ ...entry, current: entry.id === session.id })),
  };
}

type Intent = "profile" | "email" | "password" | "preferences" | "signOutOthers" | "delete";

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, config, now } = context.get(servicesContext);
  const { user, session } = requireSignedIn(context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "") as Intent;
  const locale = splitLocale(url.pathname).locale;
  const t = getInstance(context).getFixedT(locale);
  const tp = getInstance(context).getFixedT(locale, "pages");
  const here = url.pathname;
  /**
   * A 400 with the form's reply: its field errors, and `refusal` (a reason the service gave)
   * under its field. The reply comes from the submission, because conform only shows errors on
   * fields its reply marks as validated; passwords are never sent back.
   */
  const invalid = (
    submission: {
      reply(options: {
        fieldErrors?: Record<string, string[]>;
        hideFields?: string[];
      }): SubmissionResult<string[]>;
    },
    refusal?: { field: string; message: string },
  ) =>
    data(
      {
        intent,
        reply: submission.reply({
          fieldErrors: refusal ? { [refusal.field]: [refusal.message] } : undefined,
          hideFields: ["currentPassword", "password", "cfmpwd"],
        }),
      },
      { status: 400 },
    );

  switch (intent) {
    case "profile": {
      const submission = parseWithZod(form, { schema: profileSchema });
      if (submission.status !== "success") return invalid(submission);
      await updateProfile(db, user.id, submission.value, now());
      return redirectWithSuccess(here, tp("settings.profile.saved"));
    }
    case "email": {
      const submission = parseWithZod(form, { schema: changeEmailSchema });
      if (submission.status !== "success") return invalid(submission);
      try {
        await requestEmailChange(
          db,
          {
            userId: user.id,
            newEmail: submission.value.newEmail,
            currentPassword: submission.value.currentPassword,
          },
          { origin: config.publicUrl ?? url.origin, ip: context.get(clientIpContext), now: now() },
        );
      } catch (error) {
        if (error instanceof SameEmail)
          return invalid(submission, { field: "newEmail", message: tp("settings.email.same") });
        if (error instanceof EmailChangeNotAllowed)
          return invalid(submission, { field: "newEmail", message: tp("settings.email.google") });
        const message = refusalOf(error, locale)?.message;
        if (message === undefined) throw error;
        return invalid(submission, {
          field: error instanceof WrongPassword ? "currentPassword" : "newEmail",
          message,
        });
      }
      return redirectWithSuccess(here, tp("settings.email.sent", { email: submission.value.newEmail }));
    }
    case "password": {
      const submission = parseWithZod(form, { schema: changePasswordSchema });
      if (submission.status !== "success") return invalid(submission);
      try {
        await changePassword(db, {
          userId: user.id,
          sessionId: session.id,
          currentPassword: submission.value.currentPassword,
          newPassword: submission.value.password,
          origin: config.publicUrl ?? url.origin,
          now: now(),
        });
      } catch (error) {
        const message = refusalOf(error, locale)?.message;
        if (message === undefined) throw error;
        return invalid(submission, {
          field: error instanceof WrongPassword ? "currentPassword" : "password",
          message,
        });
      }
      return redirectWithSuccess(here, tp("settings.password.saved"));
    }
    case "preferences": {
      const submission = parseWithZod(form, { schema: preferencesFormSchema });
      if (submission.status !== "success") return invalid(submission);
      let currency: string;
      try {
        ({ currency } = await requireCurrency(db, submission.value.currency));
      } catch (error) {
        if (error instanceof CurrencyNotAvailable)
          return invalid(submission, { field: "currency", message: t("currency.failed") });
        throw error;
      }
      await updatePreferences(db, user.id, { locale: submission.value.locale, currency }, now());
      const headers = new Headers();
      headers.append("Set-Cookie", localeCookie.serialize(submission.value.locale));
      headers.append("Set-Cookie", currencyCookie.serialize(currency));
      const tIn = getInstance(context).getFixedT(submission.value.locale, "pages");
      return redirectWithSuccess(
        localizePath(splitLocale(here).path, submission.value.locale),
        tIn("settings.preferences.saved"),
        { headers },
      );
    }
    case "signOutOthers": {
      await deleteOtherSessions(db, user.id, session.id);
      return redirectWithSuccess(here, tp("settings.sessions.signedOut"));
    }
    case "delete": {
      const submission = parseWithZod(form, { schema: deleteAccountSchema });
      if (submission.status !== "success") return invalid(submission);
      try {
        await deleteAccount(db, { userId: user.id, password: submission.value.password, now: now() });
      } catch (error) {
        const message = refusalOf(error, locale)?.message;
        if (message === undefined) throw error;
        return invalid(submission, { field: "password", message });
      }
      return redirectWithSuccess(localizePath("/", splitLocale(here).locale), tp("settings.delete.done"), {
        headers: { "Set-Cookie": await clearSessionCookie(config) },
      });
    }
    default:
      // No form posts another intent; a hand-made request gets a 400 that says so.
      return data(
        { intent, reply: { status: "error" as const, error: { intent: [tp("settings.unknownAction")] } } },
        { status: 400 },
      );
  }
}

/** The words this page is written with, besides `common` (loaded before it renders). */
// "auth": the name and password fields are labelled as in the sign-in dialog.
export const handle: MessagesHandle = { messages: ["pages", "auth"] };

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("pages");
  const replyFor = (intent: Intent) => (actionData?.intent === intent ? actionData.reply : undefined);
  return (
    <>
      <PageSeo title={t("settings.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("settings.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("settings.intro")}</p>
      <div className="mt-8 space-y-6">
        <ProfileSection profile={loaderData.profile} lastResult={replyFor("profile")} />
        <EmailSection profile={loaderData.profile} lastResult={replyFor("email")} />
        <PasswordSection profile={loaderData.profile} lastResult={replyFor("password")} />
        <PreferencesSection
          preferences={loaderData.preferences}
          currencies={loaderData.currencies}
          lastResult={replyFor("preferences")}
        />
        <SessionsSection sessions={loaderData.sessions} />
        <DeleteAccountSection profile={loaderData.profile} lastResult={replyFor("delete")} />
      </div>
    </>
  );
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}
