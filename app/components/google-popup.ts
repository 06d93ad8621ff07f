import { useEffect } from "react";
import { useNavigate, useRevalidator } from "react-router";

/** Spec §4 "Popup login": the flag in local storage that the popup removes when it is done. */
export const POPUP_FLAG = "auth-popup";

/**
 * The opener's end of the popup protocol (spec §4), mounted once in the root: when the popup
 * removes the flag (app/routes/auth/google-done.ts), the session is fetched again. A sign-in
 * asked for on the way somewhere (`?redirectTo=`, such as the order step of a visitor's design)
 * goes there, as the other ways in do.
 */
export function useGooglePopupProtocol() {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== POPUP_FLAG || event.newValue !== null) return;
      const redirectTo = new URLSearchParams(window.location.search).get("redirectTo");
      // A path on this site only (the rule of sitePathSchema, without loading zod in every page).
      if (redirectTo && /^\/(?![/\\])[^\s\\]*$/.test(redirectTo))
        void navigate(redirectTo, { replace: true });
      else void revalidator.revalidate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [revalidator, navigate]);
}
