import type { PublicUser } from "#server/services/sessions.ts";
import { NotificationBell } from "./notification-bell.tsx";
import { UserMenu } from "./user-menu.tsx";

/**
 * The header's controls for a signed-in account: the bell and the account menu. Visitors never see
 * them, so their code loads on demand (site-header.tsx), before a signed-in page hydrates.
 */
export function AccountControls({ user, unread }: { user: PublicUser; unread: number }) {
  return (
    <>
      <NotificationBell count={unread} />
      <UserMenu user={user} unread={unread} />
    </>
  );
}
