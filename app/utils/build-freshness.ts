import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

const CHECK_INTERVAL_MS = 60 * 60 * 1000; // spec §9: build check every hour
const RELOAD_GUARD_MS = 10_000; // spec §9: at most one chunk-error reload in 10 seconds
const RELOAD_KEY = "shop:chunk-error-reload-at";

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * Reloads the page after a failed chunk load, unless it already did so in the last 10 seconds
 * (a chunk that is really gone must not cause a reload loop). Returns whether it reloaded.
 */
export function reloadAfterChunkError(
  now: number,
  storage: Pick<Storage, "getItem" | "setItem">,
  reload: () => void,
): boolean {
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/**
 * Keeps a long-open tab on the deployed build: checks hourly for a newer build and, once one is
 * out, lets the next navigation load the document fresh; reloads after a chunk fails to load.
 */
export function useBuildFreshness(): void {
  const location = useLocation();
  const stale = useRef(false);
  const firstLocation = useRef(location.key);

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadAfterChunkError(Date.now(), window.sessionStorage, () => window.location.reload());
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    const check = async () => {
      try {
        const response = await fetch("/build-version", { headers: { accept: "application/json" } });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: string };
        const current = window.__reactRouterManifest?.version;
        if (version && current && version !== current) stale.current = true;
      } catch {
        // Offline or the server is restarting: try again at the next interval.
      }
    };
    const timer = window.setInterval(check, CHECK_INTERVAL_MS);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (stale.current && location.key !== firstLocation.current) window.location.reload();
  }, [location.key]);
}
