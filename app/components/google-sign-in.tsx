import { useEffect, useRef } from "react";
import { useT } from "#app/utils/i18n.tsx";
import { useSubmit } from "react-router";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { useNonce } from "#app/utils/nonce.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { POPUP_FLAG } from "./google-popup.ts";
import { notify } from "./toaster.tsx";

/** The "Or" between Google and the email form; shown only when Google is. */
function OrDivider() {
  const t = useT("auth");
  return (
    <div className="my-5 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-muted uppercase">
      <span className="h-px flex-1 bg-line" />
      {t("or")}
      <span className="h-px flex-1 bg-line" />
    </div>
  );
}

const POPUP_WIDTH = 960;
const POPUP_HEIGHT = 600;
const GSI_SCRIPT = "https://accounts.google.com/gsi/client";

type GoogleAccounts = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(element: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};

let gsiScript: Promise<GoogleAccounts> | undefined;
/** Loads Google's script once, on demand (only when the modal shows the button). */
function loadGoogleScript(nonce: string): Promise<GoogleAccounts> {
  gsiScript ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GSI_SCRIPT;
    script.async = true;
    script.nonce = nonce;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleAccounts }).google;
      if (google) resolve(google);
      else reject(new Error("Google script loaded without its API"));
    };
    script.onerror = () => {
      gsiScript = undefined;
      reject(new Error("Google script failed to load"));
    };
    document.head.append(script);
  });
  return gsiScript;
}

/** Spec §2: the Google button's heights in pixels (Google's own `size` names), 400 px wide. */
export const GOOGLE_BUTTON_HEIGHTS = { large: 40, medium: 32, small: 20 } as const;
export type GoogleButtonSize = keyof typeof GOOGLE_BUTTON_HEIGHTS;
const GOOGLE_BUTTON_WIDTH = 400;
const linkSizes: Record<GoogleButtonSize, { text: string; icon: string }> = {
  large: { text: "text-sm", icon: "size-5" },
  medium: { text: "text-sm", icon: "size-4" },
  small: { text: "text-xs", icon: "size-3" },
};

/**
 * Google sign-in, shown only when the shop has a Google client id: Google's own button (its
 * script loaded on demand, in one of the spec's three sizes, 400 px wide) whose credential is
 * posted to the server, and a "Continue with Google" link of the same height that runs the
 * redirect flow — in this tab without JavaScript, in a centred 960×600 popup with it.
 */
export function GoogleSignIn({
  context,
  returnTo,
  size = "large",
}: {
  context: "signin" | "signup";
  returnTo: string;
  size?: GoogleButtonSize;
}) {
  const t = useT("auth");
  const googleSettings = useRootData()?.google ?? null;
  const clientId = googleSettings?.clientId ?? null;
  const button = googleSettings?.button ?? false;
  const hydrated = useHydrated();
  const locale = useLocale();
  const nonce = useNonce();
  const submit = useSubmit();
  const buttonRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!clientId || !button || !hydrated) return;
    let cancelled = false;
    const render = async () => {
      const google = await loadGoogleScript(nonce);
      if (cancelled || !buttonRef.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          if (!credential) return; // spec §5: a missing credential is ignored
          void submit(
            { credential, returnTo, redirectTo: returnTo },
            { method: "post", action: "/auth/google/credential", preventScrollReset: true },
          );
        },
      });
      google.accounts.id.renderButton(buttonRef.current, {
        type: "standard",
        size,
        width: GOOGLE_BUTTON_WIDTH,
        text: context === "signup" ? "signup_with" : "signin_with",
        locale,
      });
    };
    // Offline or blocked: the "Continue with Google" link still works.
    render().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [clientId, button, hydrated, nonce, submit, returnTo, context, locale, size]);

  if (!clientId) return null;
  const href = `/auth/google?${new URLSearchParams({ returnTo })}`;
  return (
    <div className="space-y-3">
      <div ref={buttonRef} className="flex min-h-0 justify-center empty:hidden" />
      <a
        href={href}
        onClick={(event) => {
          // With scripts, the same flow in a popup; the page refreshes its session when it is done.
          window.localStorage.setItem(POPUP_FLAG, String(Date.now()));
          const left = window.screenX + (window.outerWidth - POPUP_WIDTH) / 2;
          const top = window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2;
          const popup = window.open(
            `${href}&popup=1`,
            "google-sign-in",
            `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`,
          );
          if (popup) event.preventDefault();
          else {
            window.localStorage.removeItem(POPUP_FLAG);
            notify("info", t("google.popupBlocked"), { queue: "auth" });
          }
        }}
        style={{ height: GOOGLE_BUTTON_HEIGHTS[size], maxWidth: GOOGLE_BUTTON_WIDTH }}
        className={`mx-auto flex w-full items-center justify-center gap-2 rounded-md border border-line bg-surface px-4 font-semibold hover:bg-surface-sunken ${linkSizes[size].text}`}
      >
        <svg aria-hidden="true" viewBox="0 0 48 48" className={`shrink-0 ${linkSizes[size].icon}`}>
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
          />
          <path
            fill="#FF3D00"
            d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34.1 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
          />
          <path
            fill="#4CAF50"
            d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
          />
          <path
            fill="#1976D2"
            d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
          />
        </svg>
        {t("google.continue")}
      </a>
      <OrDivider />
    </div>
  );
}
