/**
 * What opens the two global dialogs (spec §2), and where they mount. Their code (forms, validation,
 * Google's button) loads the first time one opens; until then a page carries only these openers:
 * the header's controls, the global `auth` and `currency` events, and a slot that mounts a dialog
 * when it is asked for (or when the address opens it: `?auth=signin`, `?dialog=currency`, which is
 * also how they open without JavaScript).
 */
import { useLayoutEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import type { AuthView } from "#core/schemas/auth.ts";
import { useT } from "#app/utils/i18n.tsx";
import { onDemand } from "#app/utils/on-demand.ts";
import { useRootData } from "#app/utils/root-data.ts";
import type { Namespace } from "#locales/namespaces.ts";

// The sign-in dialog's words are its own namespace: fetched with its code, not with every page.
const authMessages: readonly Namespace[] = ["auth"];

const authModal = onDemand(() => import("./auth-modal.tsx").then((module) => module.AuthModal), authMessages);
const currencyDialog = onDemand(() =>
  import("./currency-dialog.tsx").then((module) => module.CurrencyDialog),
);

/** The dialogs an address opens at once: loaded before such a page renders (or hydrates). */
export function preloadDialogsFor(search: string): Promise<unknown> {
  const params = new URLSearchParams(search);
  return Promise.all([
    params.has("auth") ? authModal.preload() : null,
    params.get(DIALOG_PARAM) === DIALOG_VALUE ? currencyDialog.preload() : null,
  ]);
}

/** The namespaces of the dialogs an address opens at once: the page loads them with its own. */
export function dialogMessagesFor(search: string): readonly Namespace[] {
  return new URLSearchParams(search).has("auth") ? authMessages : [];
}

/** The global event that opens the dialog (spec §2): `window.dispatchEvent(new Event("currency"))`. */
export const CURRENCY_EVENT = "currency";
export const DIALOG_PARAM = "dialog";
export const DIALOG_VALUE = "currency";

/** The current address with or without `?dialog=currency`. */
export function withDialog(pathname: string, search: string, open: boolean): string {
  const params = new URLSearchParams(search);
  if (open) params.set(DIALOG_PARAM, DIALOG_VALUE);
  else params.delete(DIALOG_PARAM);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The header control showing the current currency. It is a link to this page with the dialog
 * open, so it works without JavaScript; with JavaScript it opens the dialog in place.
 */
export function CurrencyButton() {
  const t = useT();
  const location = useLocation();
  const currency = useRootData()?.currency;
  if (!currency) return null;
  return (
    <Link
      to={withDialog(location.pathname, location.search, true)}
      preventScrollReset
      onClick={(event) => {
        // The dialog's listener cancels the event when it opened; until then the link navigates.
        const opened = !window.dispatchEvent(new Event(CURRENCY_EVENT, { cancelable: true }));
        if (opened) event.preventDefault();
      }}
      aria-label={t("currency.buttonLabel", { code: currency.currency })}
      className="pill tabular-nums"
    >
      <img src={currency.icon} alt="" className="h-3 w-4 rounded-[2px] object-cover" />
      <span>{currency.currency}</span>
      {currency.symbol !== currency.currency ? (
        <span aria-hidden="true" className="hidden text-ink-muted sm:inline">
          {currency.symbol}
        </span>
      ) : null}
    </Link>
  );
}

/** The global event that opens the modal (spec §2): `new CustomEvent("auth", { detail: { view } })`. */
export const AUTH_EVENT = "auth";
/** Opens the auth modal from anywhere; false when no modal listened (scripts not ready yet). */
export function openAuthModal(view: AuthView = "signin"): boolean {
  return !window.dispatchEvent(new CustomEvent(AUTH_EVENT, { detail: { view }, cancelable: true }));
}

/** The current address without the modal's own parameters, and with the modal on `view`. */
export function modalPaths(pathname: string, search: string) {
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
  const t = useT();
  const location = useLocation();
  const { withView } = modalPaths(location.pathname, location.search);
  return (
    <Link
      to={withView("signin")}
      preventScrollReset
      onClick={(event) => {
        if (openAuthModal("signin")) event.preventDefault();
      }}
      className="btn-small"
    >
      {t("auth.signInButton")}
    </Link>
  );
}

/**
 * Where the dialogs mount: once asked for (the event, or the address), and from then on, so the
 * next opening is instant. The first event is answered here (cancelled, so the link that sent it
 * does not navigate), and the dialog opens itself as it mounts.
 */
export function DialogSlots() {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const [authRequest, setAuthRequest] = useState<AuthView | null>(null);
  const [currencyRequested, setCurrencyRequested] = useState(false);
  useLayoutEffect(() => {
    const onAuth = (event: Event) => {
      event.preventDefault();
      const view = (event as CustomEvent<{ view?: AuthView } | undefined>).detail?.view;
      setAuthRequest((current) => current ?? (view === "signup" || view === "forgot" ? view : "signin"));
    };
    const onCurrency = (event: Event) => {
      event.preventDefault();
      setCurrencyRequested(true);
    };
    window.addEventListener(AUTH_EVENT, onAuth);
    window.addEventListener(CURRENCY_EVENT, onCurrency);
    return () => {
      window.removeEventListener(AUTH_EVENT, onAuth);
      window.removeEventListener(CURRENCY_EVENT, onCurrency);
    };
  }, []);
  const AuthModal = authModal.Component;
  const CurrencyDialog = currencyDialog.Component;
  return (
    <>
      {currencyRequested || params.get(DIALOG_PARAM) === DIALOG_VALUE ? (
        <CurrencyDialog openOnMount={currencyRequested} />
      ) : null}
      {authRequest !== null || params.has("auth") ? (
        <AuthModal openOnMount={authRequest ?? undefined} />
      ) : null}
    </>
  );
}
