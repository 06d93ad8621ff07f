/**
 * The signed-in account's unread notifications, kept current while a page is open: the root
 * loader's count, then what the account's stream (`/notifications/stream`, server-sent events,
 * server/notification-streams.ts) says. No library: the browser's EventSource reconnects by
 * itself. Without JavaScript the count is the loader's, current at each page load.
 */
import { createContext, useContext, useEffect, useEffectEvent, useState, type ReactNode } from "react";
import { useT } from "#app/utils/i18n.tsx";
import { useRootData } from "#app/utils/root-data.ts";

const LiveUnreadContext = createContext<number | undefined>(undefined);

/**
 * Opens the stream for a signed-in `userId` (one per page, above every layout, so navigating
 * keeps it) and gives its count to `useUnreadCount`. A rise is announced to screen readers.
 */
export function LiveUnreadProvider({
  userId,
  initial,
  children,
}: {
  userId: string | undefined;
  /** The root loader's count; undefined for visitors. */
  initial: number | undefined;
  children: ReactNode;
}) {
  const t = useT();
  // What the stream said, and the loader's count it said it over: a newer loader count (after
  // marking read, say) replaces it.
  const [live, setLive] = useState<{ count: number; over: number | undefined } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const count = initial === undefined ? undefined : live && live.over === initial ? live.count : initial;
  const heard = useEffectEvent((next: number) => {
    if (count !== undefined && next > count) setAnnouncement(t("bell.announce", { count: next }));
    setLive({ count: next, over: initial });
  });
  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;
    const source = new EventSource("/notifications/stream");
    source.addEventListener("unread", (event) => {
      const next = Number(event.data);
      if (Number.isSafeInteger(next) && next >= 0) heard(next);
    });
    return () => source.close();
  }, [userId]);
  return (
    <LiveUnreadContext value={count}>
      {children}
      {userId ? (
        <div aria-live="polite" className="sr-only">
          {announcement}
        </div>
      ) : null}
    </LiveUnreadContext>
  );
}

/** The signed-in account's unread count (undefined for visitors), live where it can be. */
export function useUnreadCount(): number | undefined {
  const live = useContext(LiveUnreadContext);
  const rootData = useRootData();
  return live ?? rootData?.unread;
}
