import { Loader2 } from "lucide-react";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Trans, useTranslation } from "react-i18next";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import {
  forgotSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  resetSchema,
  signInSchema,
  signUpSchema,
  type AuthView,
} from "#app/schemas/auth.ts";
import { localizePath } from "#app/utils/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useLocale } from "#app/utils/use-locale.ts";
import { useValidatedForm } from "#app/utils/use-validated-form.ts";
import { DialogCloseLink, ServerDialogBackdrop } from "./dialog-links.tsx";
import { FormField } from "./form-field.tsx";
import { GoogleSignIn } from "./google-sign-in.tsx";

/** The global event that opens the modal (spec §2): `new CustomEvent("auth", { detail: { view } })`. */
export const AUTH_EVENT = "auth";
/** Modal and overlay animations last 200 ms (spec §9). */
const CLOSE_ANIMATION_MS = 200;

/** Opens the auth modal from anywhere; false when no modal listened (scripts not ready yet). */
export function openAuthModal(view: AuthView = "signin"): boolean {
  return !window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail: { view }, cancelable: true }));
}

/** The current address without the modal's own parameters, and with the modal on `view`. */
function modalPaths(pathname: string, search: string) {
  const params = new URLSearchParams(search);
  const redirectTo = params.get("redirectTo") ?? undefined;
  params.delete("auth");
  params.delete("redirectTo");
  const query = params.toString();
  const page = query ? `${pathname}?${query}` : pathname;
  const withView = (view: AuthView) => {
    const next = new URLSearchParams(params);
    next.set("auth", view);
    if (redirectTo) next.set("redirectTo", redirectTo);
    return `${pathname}?${next}`;
  };
  return { page, redirectTo, withView };
}

/** The header's Sign in button: a link to this page with the modal open, or the modal itself. */
export function SignInButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const { withView } = modalPaths(location.pathname, location.search);
  return (
    <Link
      to={withView("signin")}
      preventScrollReset
      onClick={(event) => {
        if (openAuthModal("signin")) event.preventDefault();
      }}
      className="inline-flex items-center rounded-md bg-primary-600 px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      {t("auth.signInButton")}
    </Link>
  );
}

/**
 * The authentication modal (spec §2): sign-in, sign-up and forgot (two steps) in one native
 * <dialog>. Its forms are plain posts to /auth/*, answered with a redirect back here; the server
 * renders the modal open when the URL says `?auth=view`, so it all works without JavaScript.
 * With JavaScript it opens in place (event `auth`, the header button), traps focus, closes on
 * Escape, and submits the same forms without a page load.
 */
export function AuthModal() {
  const { t } = useTranslation();
  const rootData = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const auth = rootData?.auth;
  const user = rootData?.user ?? null;
  const urlView = auth?.view ?? null;
  const [view, setView] = useState<AuthView>(urlView ?? "signin");
  const [resetEmail, setResetEmail] = useState<string | null>(auth?.state?.resetEmail ?? null);
  const { page, redirectTo, withView } = modalPaths(location.pathname, location.search);
  // The server renders the dialog open when the URL asks for it, so it shows without JavaScript;
  // from then on the browser opens and closes it (showModal/close). React must never remove
  // `open` from a modal dialog: it would stay modal, invisible, with the whole page inert.
  const [openOnLoad] = useState(Boolean(urlView) && !user);

  // Each round trip's answer (a redirect here with ?auth=…) decides the view and the reset step;
  // adjusted while rendering, as React recommends for state that follows props.
  const [answered, setAnswered] = useState(auth);
  if (auth !== answered) {
    setAnswered(auth);
    if (auth?.view) {
      setView(auth.view);
      setResetEmail(auth.state?.resetEmail ?? null);
    }
  }
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!auth?.view || !dialog || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, [auth]);

  // A successful sign-in lands without ?auth: the modal closes.
  useEffect(() => {
    if (user && dialogRef.current?.open) dialogRef.current.close();
  }, [user]);

  const open = useCallback((event: Event) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    event.preventDefault();
    const requested = (event as CustomEvent<{ view?: AuthView } | undefined>).detail?.view;
    setView(requested === "signup" || requested === "forgot" ? requested : "signin");
    if (!dialog.open) dialog.showModal();
  }, []);

  useLayoutEffect(() => {
    window.addEventListener(AUTH_EVENT, open);
    return () => window.removeEventListener(AUTH_EVENT, open);
  }, [open]);

  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  const onClose = () => {
    // `close` fires after a task: when the server-rendered dialog was reopened as a modal above,
    // its close event arrives with the dialog open again, and must not close the modal.
    if (dialogRef.current?.open) return;
    // Once the closing animation is over, the next opening starts from sign-in, step one.
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      setView("signin");
      setResetEmail(null);
    }, CLOSE_ANIMATION_MS);
    if (new URLSearchParams(location.search).has("auth")) {
      void navigate(page, { replace: true, preventScrollReset: true });
    }
  };

  const switchTo = (next: AuthView) => (event: React.MouseEvent) => {
    event.preventDefault();
    setView(next);
    if (next !== "forgot") setResetEmail(null);
  };
  const hidden = (
    <>
      <input type="hidden" name="returnTo" value={withView(view)} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
    </>
  );
  const state = auth?.state ?? null;
  const lastResult = (expected: AuthView) => (state?.view === expected ? state.reply : undefined);

  return (
    <>
      {urlView && !user ? <ServerDialogBackdrop to={page} /> : null}
      <dialog
        ref={dialogRef}
        open={openOnLoad}
        onClose={onClose}
        aria-labelledby="auth-modal-title"
        className="animated-dialog fixed inset-0 z-50 m-auto max-h-[92vh] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex justify-end">
          <DialogCloseLink to={page} label={t("auth.close")} dialog={dialogRef} className="-m-1" />
        </div>
        {view === "signin" ? (
          <SignInView
            hidden={hidden}
            lastResult={lastResult("signin")}
            unverifiedEmail={state?.view === "signin" ? state.unverifiedEmail : undefined}
            toSignUp={{ href: withView("signup"), onClick: switchTo("signup") }}
            toForgot={{ href: withView("forgot"), onClick: switchTo("forgot") }}
            googleReturnTo={redirectTo ?? page}
          />
        ) : view === "signup" ? (
          <SignUpView
            hidden={hidden}
            lastResult={lastResult("signup")}
            toSignIn={{ href: withView("signin"), onClick: switchTo("signin") }}
            googleReturnTo={redirectTo ?? page}
          />
        ) : resetEmail === null ? (
          <ForgotView
            hidden={hidden}
            lastResult={lastResult("forgot")}
            toSignIn={{ href: withView("signin"), onClick: switchTo("signin") }}
          />
        ) : (
          <ResetView hidden={hidden} email={resetEmail} lastResult={lastResult("forgot")} />
        )}
      </dialog>
    </>
  );
}

type ViewLink = { href: string; onClick: (event: React.MouseEvent) => void };
type LastResult = NonNullable<NonNullable<ReturnType<typeof useRootData>>["auth"]["state"]>["reply"];

function Heading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-5">
      <h2 id="auth-modal-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {subtitle ? <p className="mt-1 text-sm text-ink-muted">{subtitle}</p> : null}
    </div>
  );
}

/**
 * A form of the modal: a plain post to `action` (React Router submits it without a page load when
 * scripts run), validated by conform as the visitor types, ending with its submit button.
 */
function AuthForm(props: {
  action: string;
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  onInput: (event: FormEvent<HTMLFormElement>) => void;
  hidden: ReactNode;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action={props.action}
      id={props.form.id}
      onSubmit={props.form.onSubmit}
      onInput={props.onInput}
      noValidate
      preventScrollReset
      replace
      className="space-y-4"
    >
      {props.hidden}
      {props.children}
      <SubmitButton action={props.action}>{props.submitLabel}</SubmitButton>
    </Form>
  );
}

/** A submit button that is disabled with a spinner while its form's request runs. */
function SubmitButton({ action, children }: { action: string; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-primary-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

function SwitchLink({ link, children }: { link: ViewLink; children: ReactNode }) {
  return (
    <Link
      to={link.href}
      preventScrollReset
      replace
      onClick={link.onClick}
      className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
    >
      {children}
    </Link>
  );
}

function SignInView(props: {
  hidden: ReactNode;
  lastResult: LastResult;
  unverifiedEmail: string | undefined;
  toSignUp: ViewLink;
  toForgot: ViewLink;
  googleReturnTo: string;
}) {
  const { t } = useTranslation();
  const { form, fields, onInput } = useValidatedForm(signInSchema, {
    id: "auth-signin",
    lastResult: props.lastResult,
  });
  return (
    <>
      <Heading title={t("auth.signIn.title")} subtitle={t("auth.signIn.subtitle")} />
      <GoogleSignIn context="signin" returnTo={props.googleReturnTo} />
      <AuthForm
        action="/auth/signin"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("auth.signIn.submit")}
      >
        <FormField label={t("auth.email")} field={fields.email} type="email" autoComplete="email" required />
        <FormField
          label={t("auth.password")}
          field={fields.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="text-end text-sm">
          <SwitchLink link={props.toForgot}>{t("auth.signIn.forgot")}</SwitchLink>
        </div>
      </AuthForm>
      {props.unverifiedEmail !== undefined ? (
        <ResendLink email={props.unverifiedEmail} hidden={props.hidden} />
      ) : null}
      <p className="mt-5 text-center text-sm text-ink-muted">
        {t("auth.signIn.noAccount")}{" "}
        <SwitchLink link={props.toSignUp}>{t("auth.signIn.toSignUp")}</SwitchLink>
      </p>
    </>
  );
}

function ResendLink({ email, hidden }: { email: string; hidden: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form
      method="post"
      action="/auth/resend"
      preventScrollReset
      replace
      className="mt-4 rounded-lg border border-line bg-surface-sunken p-3 text-sm"
    >
      {hidden}
      <p className="mb-2 text-ink-muted">{t("auth.signIn.resendPrompt")}</p>
      <div className="flex gap-2">
        <label htmlFor="auth-resend-email" className="sr-only">
          {t("auth.email")}
        </label>
        <input
          id="auth-resend-email"
          name="email"
          type="email"
          required
          defaultValue={email}
          autoComplete="email"
          className="min-w-0 flex-1 rounded-md border border-line bg-surface px-2 py-1.5"
        />
        <button
          type="submit"
          className="rounded-md border border-primary-600 px-3 py-1.5 font-semibold text-primary-700 hover:bg-primary-50 dark:text-primary-300 dark:hover:bg-primary-900"
        >
          {t("auth.signIn.resend")}
        </button>
      </div>
    </Form>
  );
}

function SignUpView(props: {
  hidden: ReactNode;
  lastResult: LastResult;
  toSignIn: ViewLink;
  googleReturnTo: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { form, fields, onInput } = useValidatedForm(signUpSchema, {
    id: "auth-signup",
    lastResult: props.lastResult,
  });
  const legalLink = (path: string) => <LegalLink href={localizePath(path, locale)} />;
  return (
    <>
      <Heading title={t("auth.signUp.title")} subtitle={t("auth.signUp.subtitle")} />
      <GoogleSignIn context="signup" returnTo={props.googleReturnTo} />
      <AuthForm
        action="/auth/signup"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("auth.signUp.submit")}
      >
        <FormField label={t("auth.fullName")} field={fields.fullName} autoComplete="name" required />
        <FormField label={t("auth.email")} field={fields.email} type="email" autoComplete="email" required />
        <FormField
          label={t("auth.password")}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          required
        />
        {/* The honeypot: off-screen and skipped by keyboards and screen readers; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="auth-signup-website">{t("auth.signUp.honeypot")}</label>
          <input id="auth-signup-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </AuthForm>
      <p className="mt-4 text-xs text-ink-muted">
        <Trans
          i18nKey="auth.signUp.agreement"
          components={{ terms: legalLink("/terms"), privacy: legalLink("/privacy") }}
        />
      </p>
      <p className="mt-4 text-center text-sm text-ink-muted">
        {t("auth.signUp.haveAccount")}{" "}
        <SwitchLink link={props.toSignIn}>{t("auth.signUp.toSignIn")}</SwitchLink>
      </p>
    </>
  );
}

function ForgotView(props: { hidden: ReactNode; lastResult: LastResult; toSignIn: ViewLink }) {
  const { t } = useTranslation();
  const { form, fields, onInput } = useValidatedForm(forgotSchema, {
    id: "auth-forgot",
    lastResult: props.lastResult,
  });
  return (
    <>
      <Heading title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")} />
      <AuthForm
        action="/auth/forgot"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("auth.forgot.submit")}
      >
        <FormField label={t("auth.email")} field={fields.email} type="email" autoComplete="email" required />
      </AuthForm>
      <p className="mt-5 text-center text-sm">
        <SwitchLink link={props.toSignIn}>{t("auth.forgot.back")}</SwitchLink>
      </p>
    </>
  );
}

function ResetView(props: { hidden: ReactNode; email: string; lastResult: LastResult }) {
  const { t } = useTranslation();
  const { form, fields, onInput } = useValidatedForm(resetSchema, {
    id: "auth-reset",
    lastResult: props.lastResult,
  });
  return (
    <>
      <Heading title={t("auth.reset.title")} subtitle={t("auth.reset.subtitle", { email: props.email })} />
      <AuthForm
        action="/auth/reset"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("auth.reset.submit")}
      >
        <FormField label={t("auth.email")} field={fields.email} type="email" value={props.email} readOnly />
        <FormField
          label={t("auth.reset.newPassword")}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t("auth.reset.confirmPassword")}
          field={fields.cfmpwd}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t("auth.reset.code")}
          field={fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
      </AuthForm>
    </>
  );
}

/** Terms and privacy open in a new tab, so the form being filled in is not lost. */
function LegalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary-700 underline dark:text-primary-300"
    >
      {children}
    </a>
  );
}
