import { useT } from "#app/utils/i18n.tsx";
import { Outlet, type MiddlewareFunction } from "react-router";
import { SectionNav } from "#app/components/section-nav.tsx";
import { SiteFrame } from "#app/components/site-frame.tsx";
import { requireUserMiddleware } from "#app/middleware/auth-guard.ts";

/**
 * The account area's sections that exist, in the order the side navigation shows them.
 */
export const accountSections = [
  { to: "/account/orders", label: "account.orders" },
  { to: "/account/files", label: "account.files" },
  { to: "/account/templates", label: "account.templates" },
  { to: "/account/collections", label: "account.collections" },
  { to: "/account/notifications", label: "account.notifications" },
  { to: "/account/settings", label: "account.settings" },
] as const;

export const middleware: MiddlewareFunction<Response>[] = [requireUserMiddleware];

// Makes client navigations into the account area reach the server, so the guard runs for them.
export function loader() {
  return null;
}

export default function AccountLayout() {
  const t = useT();
  return (
    <SiteFrame>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 grid-cols-[minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)]">
        <SectionNav
          label={t("account.navLabel")}
          sections={accountSections.map((section) => ({ to: section.to, label: t(section.label) }))}
          columnFrom="md"
        />
        <div>
          <Outlet />
        </div>
      </div>
    </SiteFrame>
  );
}
