import { Bell, ChevronDown, Gauge, Images, Settings, LogOut } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { Form, useLocation } from "react-router";
import type { PublicUser } from "#server/services/sessions.ts";
import { useMenuDismiss } from "#app/hooks/use-menu-dismiss.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { LocalizedLink } from "./localized-link.tsx";

/** The signed-in user's menu: name, their files, notifications, account settings, the back-office for operators, sign out. A <details>, so it opens without JavaScript. */
export function UserMenu({ user, unread }: { user: PublicUser; unread: number }) {
  const t = useT();
  const location = useLocation();
  const initial = user.fullName.trim().charAt(0).toUpperCase() || "?";
  const menu = useMenuDismiss();
  const operator = useRootData()?.operator ?? false;
  return (
    <details ref={menu} className="group relative">
      <summary
        aria-label={t("userMenu.label", { name: user.fullName })}
        className="flex cursor-pointer list-none items-center gap-1.5 rounded-full border border-line py-1 ps-1 pe-2 text-sm font-medium hover:border-primary-600 [&::-webkit-details-marker]:hidden"
      >
        {user.avatar ? (
          <img src={user.avatar} alt="" referrerPolicy="no-referrer" className="size-7 rounded-full" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-7 items-center justify-center rounded-full bg-primary-600 text-xs font-bold text-white"
          >
            {initial}
          </span>
        )}
        <span className="hidden max-w-32 truncate 2xl:inline">{user.fullName}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-ink-muted" />
      </summary>
      <div className="absolute end-0 z-30 mt-2 w-60 rounded-lg border border-line bg-surface-raised p-2 shadow-lg">
        <p className="truncate px-3 pt-1 text-sm font-semibold">{user.fullName}</p>
        <p className="truncate px-3 pb-2 text-xs text-ink-muted">{user.email}</p>
        <LocalizedLink
          to="/account/files"
          className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-sunken"
        >
          <Images aria-hidden="true" className="size-4" />
          {t("userMenu.files")}
        </LocalizedLink>
        <LocalizedLink
          to="/account/notifications"
          className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-sunken"
        >
          <Bell aria-hidden="true" className="size-4" />
          {t("userMenu.notifications")}
          {unread > 0 ? (
            <span className="ms-auto rounded-full bg-surface-sunken px-2 text-xs font-semibold">
              {t("bell.unread", { count: unread })}
            </span>
          ) : null}
        </LocalizedLink>
        <LocalizedLink
          to="/account/settings"
          className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-sunken"
        >
          <Settings aria-hidden="true" className="size-4" />
          {t("userMenu.settings")}
        </LocalizedLink>
        {operator ? (
          <LocalizedLink
            to="/admin"
            className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-sunken"
          >
            <Gauge aria-hidden="true" className="size-4" />
            {t("userMenu.backOffice")}
          </LocalizedLink>
        ) : null}
        <Form method="post" action="/auth/signout" reloadDocument>
          <input type="hidden" name="returnTo" value={location.pathname} />
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-sunken"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t("userMenu.signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}
