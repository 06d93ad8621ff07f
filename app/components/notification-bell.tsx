import { Bell } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { LocalizedLink } from "./localized-link.tsx";

/** Counts above this show as "9+": the badge stays one small circle. */
const SHOWN_UP_TO = 9;

/**
 * The header's bell: a link to the notification centre, with the unread count on it (none at 0).
 * Its name says the count in words, whatever the badge shows.
 */
export function NotificationBell({ count }: { count: number }) {
  const t = useT();
  return (
    <LocalizedLink
      to="/account/notifications"
      aria-label={count > 0 ? t("bell.labelUnread", { count }) : t("bell.label")}
      className="relative flex items-center rounded-md p-2 hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-error-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-surface-raised"
        >
          {count > SHOWN_UP_TO ? `${SHOWN_UP_TO}+` : count}
        </span>
      ) : null}
    </LocalizedLink>
  );
}
