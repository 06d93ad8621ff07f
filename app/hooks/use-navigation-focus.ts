import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, moves focus to its heading (or its `main`), as a
 * full page load would start from the top: keyboard users do not stay on the link they followed,
 * and screen readers announce the new page. Not on the first load, and not when only the query or
 * the fragment changes: such a page (filters, a colour, a cart update) keeps and manages its own
 * focus.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const shown = useRef(location.pathname);
  useEffect(() => {
    if (shown.current === location.pathname) return;
    shown.current = location.pathname;
    const target = document.querySelector<HTMLElement>("main h1") ?? document.querySelector("main");
    if (!target) return;
    // Reachable by script only, never a Tab stop of its own.
    if (!target.hasAttribute("tabindex")) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [location.pathname]);
}
