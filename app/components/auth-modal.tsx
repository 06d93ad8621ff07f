import { Loader2 } from "#app/components/icons.tsx";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import { Trans, useT } from "#app/utils/i18n.tsx";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import {
  forgotSchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
  resetSchema,
  signInCodeSchema,
  signInSchema,
  signUpSchema,
  type AuthView,
} from "#core/schemas/auth.ts";
import { localizePath } from "#core/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { DialogCloseLink, ServerDialogBackdrop } from "./dialog-links.tsx";
import { FormField } from "./form-field.tsx";
import { GoogleSignIn } from "./google-sign-in.tsx";
import { dismissErrors } from "./toaster.tsx";
import { AUTH_EVENT, modalPaths } from "./dialog-openers.tsx";

/** Modal and overlay animations last 200 ms (spec §9). */
const CLOSE_ANIMATION_MS = 200;

/** The first field of the view gets focus when the modal opens or changes view, not Close. */
function focusFirstField(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
}

/**
 * The authentication modal (spec §2): sign-in, sign-up and forgot (two steps) in one native
 * <dialog>. Its forms are plain posts to /auth/*, answered with a redirect back here; the server
 * renders the modal open when the URL says `?auth=view`, so it all works without JavaScript.
 * With JavaScript it opens in place (event `auth`, the header button), traps focus, closes on
 * Escape, and submits the same forms without a page load.
 */
export function AuthModal({ openOnMount }: { openOnMount?: AuthView }) {
  const t = useT("auth");
  const rootData = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const auth = rootData?.auth;
  const user = rootData?.user ?? null;
  const urlView = auth?.view ?? null;
  const [view, setView] = useState<AuthView>(urlView ?? openOnMount ?? "signin");
  const [resetEmail, setResetEmail] = useState<string | null>(auth?.state?.resetEmail ?? null);
  const [expiredEmail, setExpiredEmail] = useState<string | null>(auth?.state?.resetExpiredEmail ?? null);
  // Sign-in, step two: the email a code was asked for, and whether the step ended with its code.
  const [codeEmail, setCodeEmail] = useState<string | null>(auth?.state?.signInCode?.email ?? null);
  const [codeExpired, setCodeExpired] = useState(auth?.state?.signInCodeExpired ?? false);
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
      setExpiredEmail(auth.state?.resetExpiredEmail ?? null);
      setCodeEmail(auth.state?.signInCode?.email ?? null);
      setCodeExpired(auth.state?.signInCodeExpired ?? false);
    }
  }
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!auth?.view || !dialog || dialog.matches(":modal")) return;
    if (dialog.open) dialog.close();
    dialog.showModal();
    focusFirstField(dialog);
  }, [auth]);

  // A step two lasts as long as its code: then back to step one, which says why.
  const stepExpiresInMs = auth?.stepExpiresInMs ?? null;
  useEffect(() => {
    if ((resetEmail === null && codeEmail === null) || stepExpiresInMs === null) return;
    const timer = setTimeout(() => {
      if (resetEmail !== null) setExpiredEmail(resetEmail);
      if (codeEmail !== null) setCodeExpired(true);
      setResetEmail(null);
      setCodeEmail(null);
    }, stepExpiresInMs);
    return () => clearTimeout(timer);
  }, [resetEmail, codeEmail, stepExpiresInMs]);

  // A successful sign-in lands without ?auth: the modal closes, and its old errors are stale.
  useEffect(() => {
    if (!user) return;
    dismissErrors("auth");
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [user]);

  const open = useCallback((event: Event) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    event.preventDefault();
    const requested = (event as CustomEvent<{ view?: AuthView } | undefined>).detail?.view;
    setView(requested === "signup" || requested === "forgot" ? requested : "signin");
    if (!dialog.open) {
      dialog.showModal();
      focusFirstField(dialog);
    }
  }, []);

  // Mounted because someone asked for it (the Sign in button): open at once, on that view.
  const pendingOpen = useRef(openOnMount !== undefined);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!pendingOpen.current || !dialog) return;
    pendingOpen.current = false;
    dialog.showModal();
    focusFirstField(dialog);
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
      setExpiredEmail(null);
      setCodeEmail(null);
      setCodeExpired(false);
    }, CLOSE_ANIMATION_MS);
    if (new URLSearchParams(location.search).has("auth")) {
      void navigate(page, { replace: true, preventScrollReset: true });
    }
  };

  const switchTo = (next: AuthView) => (event: React.MouseEvent) => {
    event.preventDefault();
    setView(next);
    if (next !== "forgot") setResetEmail(null);
    setCodeEmail(null);
    setCodeExpired(false);
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
          <DialogCloseLink to={page} label={t("close")} dialog={dialogRef} className="-m-1" />
        </div>
        {view === "signin" && codeEmail !== null ? (
          <SignInCodeView hidden={hidden} email={codeEmail} lastResult={lastResult("signin")} />
        ) : view === "signin" ? (
          <SignInView
            hidden={hidden}
            lastResult={lastResult("signin")}
            unverifiedEmail={state?.view === "signin" ? state.unverifiedEmail : undefined}
            codeExpired={codeExpired}
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
            expiredEmail={expiredEmail}
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
  // A view shown in an open modal (a switch, or the server's answer) starts at its first field.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const dialog = formRef.current?.closest("dialog");
    if (dialog?.open) focusFirstField(dialog);
  }, []);
  return (
    <Form
      ref={formRef}
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
  codeExpired: boolean;
  toSignUp: ViewLink;
  toForgot: ViewLink;
  googleReturnTo: string;
}) {
  const t = useT("auth");
  const { form, fields, onInput } = useValidatedForm(signInSchema, {
    id: "auth-signin",
    lastResult: props.lastResult,
  });
  return (
    <>
      <Heading title={t("signIn.title")} subtitle={t("signIn.subtitle")} />
      {props.codeExpired ? (
        <output className="mb-4 block rounded-lg bg-surface-sunken p-3 text-sm">
          {t("signInCode.expired")}
        </output>
      ) : null}
      <GoogleSignIn context="signin" returnTo={props.googleReturnTo} />
      <AuthForm
        action="/auth/signin"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("signIn.submit")}
      >
        <FormField
          label={t("email")}
          field={fields.email}
          type="email"
          autoComplete="email"
          required
          dialogStart
        />
        <FormField
          label={t("password")}
          field={fields.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="text-end text-sm">
          <SwitchLink link={props.toForgot}>{t("signIn.forgot")}</SwitchLink>
        </div>
      </AuthForm>
      {props.unverifiedEmail !== undefined ? (
        <ResendLink email={props.unverifiedEmail} hidden={props.hidden} />
      ) : null}
      <p className="mt-5 text-center text-sm text-ink-muted">
        {t("signIn.noAccount")} <SwitchLink link={props.toSignUp}>{t("signIn.toSignUp")}</SwitchLink>
      </p>
    </>
  );
}

/**
 * Sign-in, step two: the account had many failed sign-ins and this browser is new to it, so the
 * code mailed to the owner is needed (server/services/sign-in.ts). The email and password are not
 * asked again: the server kept the step in this browser's flow cookie.
 */
function SignInCodeView(props: { hidden: ReactNode; email: string; lastResult: LastResult }) {
  const t = useT("auth");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth/signin/code";
  const { form, fields, onInput } = useValidatedForm(signInCodeSchema, {
    id: "auth-signin-code",
    lastResult: props.lastResult,
  });
  return (
    <>
      <Heading title={t("signInCode.title")} subtitle={t("signInCode.subtitle", { email: props.email })} />
      <AuthForm
        action="/auth/signin/code"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("signInCode.submit")}
      >
        <FormField
          label={t("signInCode.code")}
          field={fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
          dialogStart
        />
      </AuthForm>
      <Form
        method="post"
        action="/auth/signin/code"
        preventScrollReset
        replace
        className="mt-5 text-center text-sm"
      >
        {props.hidden}
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={busy}
          className="font-semibold text-primary-700 hover:underline disabled:opacity-70 dark:text-primary-300"
        >
          {t("signInCode.back")}
        </button>
      </Form>
    </>
  );
}

function ResendLink({ email, hidden }: { email: string; hidden: ReactNode }) {
  const t = useT("auth");
  return (
    <Form
      method="post"
      action="/auth/resend"
      preventScrollReset
      replace
      className="mt-4 rounded-lg border border-line bg-surface-sunken p-3 text-sm"
    >
      {hidden}
      <p className="mb-2 text-ink-muted">{t("signIn.resendPrompt")}</p>
      <div className="flex gap-2">
        <label htmlFor="auth-resend-email" className="sr-only">
          {t("email")}
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
          {t("signIn.resend")}
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
  const t = useT("auth");
  const locale = useLocale();
  const { form, fields, onInput } = useValidatedForm(signUpSchema, {
    id: "auth-signup",
    lastResult: props.lastResult,
  });
  const legalLink = (path: string) => <LegalLink href={localizePath(path, locale)} />;
  // "Sign up with existing accounts…" only makes sense when there is one to use (Google).
  const google = Boolean(useRootData()?.google);
  return (
    <>
      <Heading title={t("signUp.title")} subtitle={google ? t("signUp.subtitle") : undefined} />
      <GoogleSignIn context="signup" returnTo={props.googleReturnTo} />
      <AuthForm
        action="/auth/signup"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("signUp.submit")}
      >
        <FormField label={t("fullName")} field={fields.fullName} autoComplete="name" required dialogStart />
        <FormField label={t("email")} field={fields.email} type="email" autoComplete="email" required />
        <FormField
          label={t("password")}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
          required
        />
        {/* The honeypot: off-screen and skipped by keyboards and screen readers; bots fill it in. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="auth-signup-website">{t("signUp.honeypot")}</label>
          <input id="auth-signup-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </AuthForm>
      <p className="mt-4 text-xs text-ink-muted">
        <Trans
          text={t("signUp.agreement")}
          components={{ terms: legalLink("/terms"), privacy: legalLink("/privacy") }}
        />
      </p>
      <p className="mt-4 text-center text-sm text-ink-muted">
        {t("signUp.haveAccount")} <SwitchLink link={props.toSignIn}>{t("signUp.toSignIn")}</SwitchLink>
      </p>
    </>
  );
}

function ForgotView(props: {
  hidden: ReactNode;
  lastResult: LastResult;
  expiredEmail: string | null;
  toSignIn: ViewLink;
}) {
  const t = useT("auth");
  const { form, fields, onInput } = useValidatedForm(forgotSchema, {
    id: "auth-forgot",
    lastResult: props.lastResult,
  });
  return (
    <>
      <Heading title={t("forgot.title")} subtitle={t("forgot.subtitle")} />
      {props.expiredEmail !== null ? (
        <output className="mb-4 block rounded-lg bg-surface-sunken p-3 text-sm">
          {t("forgot.expired", { email: props.expiredEmail })}
        </output>
      ) : null}
      <AuthForm
        action="/auth/forgot"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("forgot.submit")}
      >
        <FormField
          label={t("email")}
          field={fields.email}
          type="email"
          autoComplete="email"
          required
          dialogStart
          {...(props.expiredEmail ? { defaultValue: props.expiredEmail } : {})}
        />
      </AuthForm>
      <p className="mt-5 text-center text-sm">
        <SwitchLink link={props.toSignIn}>{t("forgot.back")}</SwitchLink>
      </p>
    </>
  );
}

function ResetView(props: { hidden: ReactNode; email: string; lastResult: LastResult }) {
  const t = useT("auth");
  const { form, fields, onInput } = useValidatedForm(resetSchema, {
    id: "auth-reset",
    lastResult: props.lastResult,
  });
  return (
    <>
      <Heading title={t("reset.title")} subtitle={t("reset.subtitle", { email: props.email })} />
      <AuthForm
        action="/auth/reset"
        form={form}
        onInput={onInput}
        hidden={props.hidden}
        submitLabel={t("reset.submit")}
      >
        <FormField label={t("email")} field={fields.email} type="email" value={props.email} readOnly />
        <FormField
          label={t("reset.newPassword")}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          required
          dialogStart
        />
        <FormField
          label={t("reset.confirmPassword")}
          field={fields.cfmpwd}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t("reset.code")}
          field={fields.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          required
        />
      </AuthForm>
      <ResetWaysOut hidden={props.hidden} email={props.email} />
    </>
  );
}

/**
 * Step two is no dead end: a new code for the same email, step one for another email, or back
 * to sign-in. Plain posts, so the step (kept in a cookie) changes with JavaScript off too.
 */
function ResetWaysOut({ hidden, email }: { hidden: ReactNode; email: string }) {
  const t = useT("auth");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/auth/forgot";
  const button = (intent: "resend" | "restart" | "cancel", label: string) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className="font-semibold text-primary-700 hover:underline disabled:opacity-70 dark:text-primary-300"
    >
      {label}
    </button>
  );
  return (
    <Form method="post" action="/auth/forgot" preventScrollReset replace className="mt-5 space-y-3 text-sm">
      {hidden}
      <input type="hidden" name="email" value={email} />
      <p className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span className="text-ink-muted">
          {t("reset.noCode")} {button("resend", t("reset.resend"))}
        </span>
        {button("restart", t("reset.otherEmail"))}
      </p>
      <p className="text-center">{button("cancel", t("forgot.back"))}</p>
    </Form>
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
