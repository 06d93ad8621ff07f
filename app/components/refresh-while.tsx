import { useEffect } from "react";
import { useFetchers, useLocation, useNavigation, useRevalidator } from "react-router";

/** How often a page asks again while something is being made. */
const REFRESH_MS = 1500;

/**
 * While `waiting` holds (a file being prepared, a mockup being made) the page asks its loaders
 * again until it does not, so the result shows without a reload: each answer that still waits
 * schedules the next question, never two at once. Without scripts the page reloads itself.
 */
export function RefreshWhile({ waiting }: { waiting: boolean }) {
  const revalidator = useRevalidator();
  const location = useLocation();
  // A question asked while a page or form is on its way restarts that load, and the load it
  // drops may already have taken the one-time toast its answer carried ("… is deleted.").
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  useEffect(() => {
    if (!waiting || busy || revalidator.state !== "idle") return;
    const timer = setTimeout(() => void revalidator.revalidate(), REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, busy, revalidator]);
  return waiting ? (
    <noscript>
      {/* The address without its #fragment: the same address with one would not reload the page. */}
      <meta
        httpEquiv="refresh"
        content={`${Math.ceil(REFRESH_MS / 1000) + 1}; url=${location.pathname}${location.search}`}
      />
    </noscript>
  ) : null;
}
