import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "#app/components/icons.tsx";
import { useEffect, useRef, type ReactNode } from "react";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { data, Form, useActionData, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { FormField } from "#app/components/form-field.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { clientIpContext, servicesContext } from "#app/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
} from "#app/schemas/auth.ts";
import { preferencesFormSchema } from "#app/schemas/preferences.ts";
import { accountErrorMessage } from "#app/utils/auth-errors.server.ts";
import { colorModes } from "#app/utils/color-mode.ts";
import { currencyCookie, localeCookie } from "#app/utils/cookies.server.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { locales, localizePath, splitLocale, supportedLocales } from "#app/utils/locales.ts";
import { clearSessionCookie } from "#app/utils/session.server.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useValidatedForm } from "#app/utils/use-validated-form.ts";
import { describeUserAgent } from "#app/utils/user-agent.ts";
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
        const message = accountErrorMessage(error, t);
        if (message === null) throw error;
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
        const message = accountErrorMessage(error, t);
        if (message === null) throw error;
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
        const message = accountErrorMessage(error, t);
        if (message === null) throw error;
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

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface-raised p-6">
      <h2 id={id} className="text-lg font-bold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function SaveButton({
  intent,
  children,
  tone = "primary",
}: {
  intent: Intent;
  children: ReactNode;
  tone?: "primary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-busy={busy}
      className={`inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-white disabled:opacity-70 ${
        tone === "danger" ? "bg-error-600 hover:bg-error-700" : "bg-primary-600 hover:bg-primary-700"
      }`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

/**
 * Empties the form `formId` once its `intent` succeeded. A success answers with a redirect back
 * here; with JavaScript the page stays, and so would the passwords typed into it.
 */
function useEmptiedAfterSuccess(formId: string, intent: Intent) {
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state === "submitting") {
      submitted.current = navigation.formData?.get("intent") === intent;
    } else if (navigation.state === "idle" && submitted.current) {
      submitted.current = false;
      if (actionData?.intent !== intent) document.forms.namedItem(formId)?.reset();
    }
  }, [navigation.state, navigation.formData, actionData, formId, intent]);
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("pages");
  const pageLocale = useLocale();
  const tc = useT();
  const rootData = useRootData();
  const replyFor = (intent: Intent) => (actionData?.intent === intent ? actionData.reply : undefined);
  const profile = useValidatedForm(profileSchema, {
    id: "settings-profile",
    lastResult: replyFor("profile"),
    // The saved name at first; after a refused save, what was typed (the reply's values win).
    defaultValue: { fullName: loaderData.profile.fullName },
  });
  const emailChange = useValidatedForm(changeEmailSchema, {
    id: "settings-email",
    lastResult: replyFor("email"),
  });
  useEmptiedAfterSuccess(emailChange.form.id, "email");
  const password = useValidatedForm(changePasswordSchema, {
    id: "settings-password",
    lastResult: replyFor("password"),
  });
  useEmptiedAfterSuccess(password.form.id, "password");
  const removal = useValidatedForm(deleteAccountSchema, {
    id: "settings-delete",
    lastResult: replyFor("delete"),
  });
  const dateFormat = new Intl.DateTimeFormat(locales[pageLocale].tag, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const colorMode = rootData?.colorMode ?? "system";
  const preferencesError = replyFor("preferences");
  const deviceName = (userAgent: string | null) => {
    const device = userAgent ? describeUserAgent(userAgent) : null;
    if (device) return t("settings.sessions.device", device);
    return userAgent ?? t("settings.sessions.unknownDevice");
  };
  const currentPath = rootData ? localizePath(rootData.path, rootData.locale) : "/account/settings";

  return (
    <>
      <PageSeo title={t("settings.title")} />
      <h1 className="text-3xl font-bold tracking-tight">{t("settings.title")}</h1>
      <p className="mt-2 text-ink-muted">{t("settings.intro")}</p>
      <div className="mt-8 space-y-6">
        <Section id="settings-profile-title" title={t("settings.profile.title")}>
          <Form
            method="post"
            id={profile.form.id}
            onSubmit={profile.form.onSubmit}
            onInput={profile.onInput}
            noValidate
            className="space-y-4"
          >
            <FormField
              label={tc("auth.fullName")}
              field={profile.fields.fullName}
              autoComplete="name"
              required
            />
            <SaveButton intent="profile">{t("settings.save")}</SaveButton>
          </Form>
        </Section>

        <Section
          id="settings-email-title"
          title={t("settings.email.title")}
          description={t(
            loaderData.profile.emailChangeable ? "settings.email.description" : "settings.email.google",
          )}
        >
          <div className={loaderData.profile.emailChangeable ? "mb-4" : undefined}>
            <p className="mb-1 text-sm font-medium">{t("settings.email.current")}</p>
            <p className="text-sm text-ink-muted">{loaderData.profile.email}</p>
          </div>
          {loaderData.profile.emailChangeable ? (
            <Form
              method="post"
              id={emailChange.form.id}
              onSubmit={emailChange.form.onSubmit}
              onInput={emailChange.onInput}
              noValidate
              className="space-y-4"
            >
              <FormField
                label={t("settings.email.newEmail")}
                field={emailChange.fields.newEmail}
                type="email"
                autoComplete="email"
                required
              />
              <FormField
                label={t("settings.email.password")}
                field={emailChange.fields.currentPassword}
                type="password"
                autoComplete="current-password"
                required
              />
              <SaveButton intent="email">{t("settings.email.submit")}</SaveButton>
            </Form>
          ) : null}
        </Section>

        <Section
          id="settings-password-title"
          title={t("settings.password.title")}
          description={t(
            loaderData.profile.hasPassword ? "settings.password.description" : "settings.password.noPassword",
          )}
        >
          <Form
            method="post"
            id={password.form.id}
            onSubmit={password.form.onSubmit}
            onInput={password.onInput}
            noValidate
            className="space-y-4"
          >
            {loaderData.profile.hasPassword ? (
              <FormField
                label={t("settings.password.current")}
                field={password.fields.currentPassword}
                type="password"
                autoComplete="current-password"
                required
              />
            ) : null}
            <FormField
              label={tc("auth.reset.newPassword")}
              field={password.fields.password}
              type="password"
              autoComplete="new-password"
              required
            />
            <FormField
              label={tc("auth.reset.confirmPassword")}
              field={password.fields.cfmpwd}
              type="password"
              autoComplete="new-password"
              required
            />
            <SaveButton intent="password">{t("settings.password.submit")}</SaveButton>
          </Form>
        </Section>

        <Section
          id="settings-preferences-title"
          title={t("settings.preferences.title")}
          description={t("settings.preferences.description")}
        >
          <Form method="post" className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="settings-locale" className="mb-1 block text-sm font-medium">
                {t("settings.preferences.language")}
              </label>
              <select
                id="settings-locale"
                name="locale"
                defaultValue={loaderData.preferences.locale}
                className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
              >
                {supportedLocales.map((locale) => (
                  <option key={locale} value={locale}>
                    {t(`settings.preferences.languages.${locale}`)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="settings-currency" className="mb-1 block text-sm font-medium">
                {t("settings.preferences.currency")}
              </label>
              <select
                id="settings-currency"
                name="currency"
                defaultValue={loaderData.preferences.currency}
                aria-invalid={preferencesError ? true : undefined}
                className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
              >
                {loaderData.currencies.map((entry) => (
                  <option key={entry.code} value={entry.code}>
                    {entry.code} ({entry.symbol})
                  </option>
                ))}
              </select>
            </div>
            <div className="sm:col-span-2">
              <SaveButton intent="preferences">{t("settings.save")}</SaveButton>
            </div>
          </Form>
          <Form method="post" action="/set-color-mode" className="mt-6">
            <input type="hidden" name="redirectTo" value={currentPath} />
            <fieldset>
              <legend className="mb-2 text-sm font-medium">{tc("colorMode.label")}</legend>
              <div className="flex flex-wrap gap-4">
                {colorModes.map((mode) => (
                  <label key={mode} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="colorMode" value={mode} defaultChecked={mode === colorMode} />
                    {tc(`colorMode.${mode}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <button
              type="submit"
              className="mt-3 rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-sunken"
            >
              {tc("colorMode.apply")}
            </button>
          </Form>
        </Section>

        <Section
          id="settings-sessions-title"
          title={t("settings.sessions.title")}
          description={t("settings.sessions.description")}
        >
          <ul className="divide-y divide-line rounded-lg border border-line">
            {loaderData.sessions.map((entry) => (
              <li
                key={entry.id}
                className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 text-sm"
              >
                <span className="min-w-0 truncate font-medium">{deviceName(entry.userAgent)}</span>
                <span className="text-ink-muted">
                  {entry.current
                    ? t("settings.sessions.current")
                    : t("settings.sessions.lastSeen", {
                        date: dateFormat.format(new Date(entry.lastSeenAt)),
                      })}
                  {entry.ip ? ` · ${entry.ip}` : ""}
                </span>
              </li>
            ))}
          </ul>
          {loaderData.sessions.length > 1 ? (
            <Form method="post" className="mt-4">
              <SaveButton intent="signOutOthers">{t("settings.sessions.signOutOthers")}</SaveButton>
            </Form>
          ) : null}
        </Section>

        <Section
          id="settings-delete-title"
          title={t("settings.delete.title")}
          description={t("settings.delete.description")}
        >
          <Form
            method="post"
            id={removal.form.id}
            onSubmit={removal.form.onSubmit}
            noValidate
            className="space-y-4"
          >
            <FormField
              label={t(loaderData.profile.hasPassword ? "settings.delete.password" : "settings.delete.email")}
              field={removal.fields.password}
              type={loaderData.profile.hasPassword ? "password" : "email"}
              autoComplete={loaderData.profile.hasPassword ? "current-password" : "off"}
              required
            />
            <SaveButton intent="delete" tone="danger">
              {t("settings.delete.submit")}
            </SaveButton>
          </Form>
        </Section>
      </div>
    </>
  );
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}
