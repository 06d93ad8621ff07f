import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** Spec §4 "Popup login": the flag in local storage that the popup removes when it is done. */
export const POPUP_FLAG = "auth-popup";

/**
 * The opener's end of the popup protocol (spec §4), mounted once in the root: when the popup
 * removes the flag (app/routes/auth/google-done.ts), the session is fetched again.
 */
export function useGooglePopupProtocol() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === POPUP_FLAG && event.newValue === null) void revalidator.revalidate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [revalidator]);
}
