/**
 * How the auth forms answer. Every form posts to an action under /auth/* and is answered with a
 * redirect back to the page it was on, the modal's view in `?auth=`, a toast, and — in a short,
 * signed, HttpOnly cookie — what the modal must show next: field errors, the email typed (never a
 * password), the reset step. The same answer serves a plain HTML post and a script-driven one.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { redirect, type RouterContextProvider } from "react-router";
import { redirectWithToast } from "remix-toast";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { authViews, type AuthView } from "#core/schemas/auth.ts";
import { sitePathSchema } from "#core/schemas/preferences.ts";
import type { Config } from "#server/config.ts";
import { currencyCookie, localeCookie, signedStateCookie } from "#server/cookies.ts";
import { isLocale, localizePath, splitLocale, type Locale } from "#core/locales.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { claimDesignerFiles } from "#app/edge/files.server.ts";
import { rememberBrowser } from "#app/edge/known-browser.server.ts";
import { setSessionCookie } from "#server/session-cookie.ts";
import { RESET_CODE_TTL_MS } from "#server/services/accounts.ts";
import { SIGN_IN_CODE_TTL_MS } from "#server/services/sign-in.ts";
import { recordSignInDevice } from "#server/services/known-devices.ts";
import { createSession, type SessionUser } from "#server/services/sessions.ts";

/** What the modal shows after a round trip. */
export type AuthFlowState = {
  view: AuthView;
  /** Forgot, step two: the code was sent to this email. */
  resetEmail?: string;
  /** When that code was sent (the shop's clock, ISO 8601): step two ends when the code does. */
  resetSentAt?: string;
  /** Step two ended because its code expired: step one says so, with this email filled in. */
  resetExpiredEmail?: string;
  /**
   * Sign-in, step two: the account had many failed sign-ins, so this browser needs the code that
   * may have been mailed (server/services/sign-in.ts). The challenge never leaves the server's
   * cookie; the modal is given the email and the time only.
   */
  signInCode?: { email: string; challenge: string; askedAt: string };
  /** That step ended because its code expired: sign-in says so. */
  signInCodeExpired?: boolean;
  /** Sign-in refused for an unverified email: offer to send the link again. */
  unverifiedEmail?: string;
  /** conform's reply for the form that was posted, with passwords removed. */
  reply?: SubmissionResult<string[]>;
};

/** Toasts raised by the auth modal go to its own queue (spec §9: top-right, 5 s, at most 5). */
export const AUTH_TOAST_QUEUE = "auth";

// Ten minutes: as long as a reset code lives, so step two survives a reload.
const flowCookie = signedStateCookie("auth-flow", { maxAge: 600 });

export async function readAuthFlow(request: Request, config: Config): Promise<AuthFlowState | null> {
  const value: unknown = await flowCookie(config).parse(request.headers.get("cookie"));
  return value && typeof value === "object" ? (value as AuthFlowState) : null;
}

export function writeAuthFlow(config: Config, state: AuthFlowState | null): Promise<string> {
  return state ? flowCookie(config).serialize(state) : flowCookie(config).serialize("", { maxAge: 0 });
}

/** The page the form was posted from and where a successful sign-in goes, both same-site. */
export function returnPaths(form: FormData): { returnTo: string; redirectTo: string } {
  const read = (name: string) => sitePathSchema.catch("/").parse(form.get(name) ?? "/");
  const returnTo = withoutAuthParams(read("returnTo"));
  const redirectTo = form.get("redirectTo") ? read("redirectTo") : returnTo;
  return { returnTo, redirectTo };
}

function withoutAuthParams(path: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.delete("auth");
  return `${url.pathname}${url.search}`;
}

/** `path` with the modal open on `view`, keeping where a sign-in should lead. */
export function withAuthView(path: string, view: AuthView, redirectTo?: string): string {
  const url = new URL(path, "http://shop.invalid");
  url.searchParams.set("auth", view);
  if (redirectTo && redirectTo !== path) url.searchParams.set("redirectTo", redirectTo);
  return `${url.pathname}${url.search}`;
}

export function authTranslator(context: Readonly<RouterContextProvider>, path: string) {
  return getInstance(context).getFixedT(splitLocale(path).locale, "auth");
}

type AuthToast = { type: "success" | "error" | "info"; message: string };

/** Back to the page with the modal on `view`, a toast, and the state the modal needs. */
export async function answerAuthForm(
  context: Readonly<RouterContextProvider>,
  options: {
    to: string;
    state: AuthFlowState;
    toast?: AuthToast;
    redirectTo?: string;
    /** More cookies to set with the answer. */
    setCookies?: string[];
  },
): Promise<never> {
  const { config } = context.get(servicesContext);
  const location = withAuthView(options.to, options.state.view, options.redirectTo);
  const headers = new Headers({ "Set-Cookie": await writeAuthFlow(config, options.state) });
  for (const cookie of options.setCookies ?? []) headers.append("Set-Cookie", cookie);
  if (options.toast) {
    throw await redirectWithToast(location, { ...options.toast, queue: AUTH_TOAST_QUEUE }, { headers });
  }
  throw redirect(location, { headers });
}

/** A conform reply safe to keep in a cookie: passwords and codes are never sent back. */
export function safeReply(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const secret = new Set(["password", "cfmpwd", "code", "currentPassword"]);
  const initialValue = reply.initialValue
    ? Object.fromEntries(
        Object.entries(reply.initialValue).filter(
          ([name, value]) => !secret.has(name) && (typeof value === "string" ? value.length < 300 : false),
        ),
      )
    : undefined;
  return { ...reply, initialValue };
}

/** Who is asking, for the abuse limits. */
export function requestOrigin(context: Readonly<RouterContextProvider>, url: URL) {
  const { config, now } = context.get(servicesContext);
  return { origin: config.publicUrl ?? url.origin, ip: context.get(clientIpContext), now: now() };
}

/**
 * Starts a fresh session for `user` (never reusing one, so a planted cookie gains nothing),
 * records the browser it started in (a new one is told of: services/known-devices.ts) and
 * restores their language and display currency in this browser.
 */
export async function signInHeaders(
  context: Readonly<RouterContextProvider>,
  request: Request,
  user: SessionUser,
): Promise<{ headers: Headers; locale: Locale; token: string }> {
  const { db, config, now } = context.get(servicesContext);
  const userAgent = request.headers.get("user-agent");
  const { token } = await createSession(db, {
    userId: user.id,
    userAgent,
    ip: context.get(clientIpContext),
    now: now(),
  });
  // Every way in (password, Google, the API) starts here: a browser the account never used is told of.
  await recordSignInDevice(db, {
    userId: user.id,
    userAgent,
    origin: config.publicUrl ?? new URL(request.url).origin,
    now: now(),
  });
  const headers = new Headers();
  headers.append("Set-Cookie", await setSessionCookie(config, token));
  // This browser is the account's from now on: a stranger's failed guesses never stop it.
  headers.append("Set-Cookie", await rememberBrowser(request, config, user.id));
  // What they designed, uploaded and ordered without an account is theirs now.
  await claimDesignerFiles(context, request, user, headers);
  headers.append("Set-Cookie", await writeAuthFlow(config, null));
  headers.append("Set-Cookie", currencyCookie.serialize(user.currency));
  const locale = isLocale(user.locale) ? user.locale : "en";
  headers.append("Set-Cookie", localeCookie.serialize(locale));
  return { headers, locale, token };
}

/** `path` in the user's own language (their saved preference follows them between browsers). */
export function inLocale(path: string, locale: Locale): string {
  const url = new URL(path, "http://shop.invalid");
  return `${localizePath(splitLocale(url.pathname).path, locale)}${url.search}`;
}

/** What the modal is given of the flow's state: everything but the sign-in challenge. */
export type AuthModalFlow = Omit<AuthFlowState, "signInCode"> & {
  signInCode?: Omit<NonNullable<AuthFlowState["signInCode"]>, "challenge">;
};

/**
 * What the root loader gives the auth modal: the view the URL opens (`?auth=`), and the state
 * of the last round trip. Field errors show once; a reload does not bring them back. A step two
 * (the reset code, the sign-in code) lasts as long as its code: then the modal is back on step
 * one, saying why.
 */
export async function authModalState(
  request: Request,
  url: URL,
  config: Config,
  headers: Headers,
  now: Date,
): Promise<{
  view: AuthView | null;
  state: AuthModalFlow | null;
  /** How long the step two still lasts; the browser goes back to step one then. */
  stepExpiresInMs: number | null;
  consumed: boolean;
}> {
  const requested = url.searchParams.get("auth");
  const view = authViews.find((candidate) => candidate === requested) ?? null;
  if (!view) return { view: null, state: null, stepExpiresInMs: null, consumed: false };
  let state = await readAuthFlow(request, config);
  let changed = false;
  let stepExpiresInMs: number | null = null;
  const timeLeft = (since: string | undefined, ttl: number) => {
    const sentAt = Date.parse(since ?? "");
    return Number.isNaN(sentAt) ? 0 : sentAt + ttl - now.getTime();
  };
  if (state?.resetEmail) {
    stepExpiresInMs = timeLeft(state.resetSentAt, RESET_CODE_TTL_MS);
    if (stepExpiresInMs <= 0) {
      state = { view: state.view, resetExpiredEmail: state.resetEmail };
      stepExpiresInMs = null;
      changed = true;
    }
  } else if (state?.signInCode) {
    stepExpiresInMs = timeLeft(state.signInCode.askedAt, SIGN_IN_CODE_TTL_MS);
    if (stepExpiresInMs <= 0) {
      state = { view: state.view, signInCodeExpired: true };
      stepExpiresInMs = null;
      changed = true;
    }
  }
  const shown = state;
  if (state?.reply || state?.signInCodeExpired) {
    const { reply: _shown, signInCodeExpired: _told, ...rest } = state;
    state = rest;
    changed = true;
  }
  if (changed) headers.append("Set-Cookie", await writeAuthFlow(config, state));
  return { view, state: shown && withoutChallenge(shown), stepExpiresInMs, consumed: changed };
}

function withoutChallenge(state: AuthFlowState): AuthModalFlow {
  const { signInCode, ...rest } = state;
  return signInCode
    ? { ...rest, signInCode: { email: signInCode.email, askedAt: signInCode.askedAt } }
    : rest;
}

/**
 * One auth form from post to answer: reads and validates the form with its schema, runs the
 * account service, and answers back on the page with the modal's next state and a toast. An
 * invalid form or a refused request keeps the view (and `keep`, such as the reset step's email)
 * with the field errors; an unexpected error is rethrown (a 500, logged).
 */
export async function handleAuthForm<Schema extends z.ZodType<Record<string, unknown>>>(options: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  schema: Schema;
  view: AuthView;
  keep?: (form: FormData) => Partial<AuthFlowState>;
  /** The toast that wraps a refusal's reason: "Sign up failed! {message}"… */
  failedKey: "signUp.failed" | "forgot.failed" | "reset.failed";
  /** Also show the first field error as a toast (forms with one field show no field errors otherwise). */
  toastInvalid?: boolean;
  run(
    value: z.output<Schema>,
    t: ReturnType<typeof authTranslator>,
    /** The page's language: the language of the mail the form sends. */
    locale: Locale,
    /** Where a sign-in should lead afterwards (same-site): a mailed link carries it. */
    redirectTo: string,
  ): Promise<{ state: AuthFlowState; toast: AuthToast; setCookies?: string[] }>;
}): Promise<never> {
  const { context, view } = options;
  const form = await readFormData(options.request);
  const { returnTo, redirectTo } = returnPaths(form);
  const t = authTranslator(context, returnTo);
  const submission = parseWithZod(form, { schema: options.schema });
  const refused = (toast?: AuthToast) =>
    answerAuthForm(context, {
      to: returnTo,
      redirectTo,
      state: { view, ...options.keep?.(form), reply: safeReply(submission.reply()) },
      toast,
    });
  if (submission.status !== "success") {
    const firstError = Object.values(submission.error ?? {}).flat()[0];
    const reason = getInstance(context).getFixedT(splitLocale(returnTo).locale)(
      firstError === "validation.emailRequired" ? "validation.emailRequired" : "validation.emailInvalid",
    );
    return refused(
      options.toastInvalid
        ? { type: "error", message: t(options.failedKey, { message: reason }) }
        : undefined,
    );
  }
  let answer;
  try {
    answer = await options.run(submission.value, t, splitLocale(returnTo).locale, redirectTo);
  } catch (error) {
    const message = refusalOf(error, splitLocale(returnTo).locale)?.message;
    if (message === undefined) throw error;
    return refused({ type: "error", message: t(options.failedKey, { message }) });
  }
  return answerAuthForm(context, { to: returnTo, redirectTo, ...answer });
}
