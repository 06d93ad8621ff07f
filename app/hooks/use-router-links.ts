import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * A click handler for a container of plain `<a href>` links: a plain left click on a link of this
 * site navigates with the router (no page load), as `<Link>` would, without a router hook per link.
 * Anything else (a new tab, a modifier key, another site) is left to the browser.
 */
export function useRouterLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest("a");
    if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
