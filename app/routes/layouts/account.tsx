import { useT } from "#app/utils/i18n.tsx";
import { Outlet, type MiddlewareFunction } from "react-router";
import { LocalizedNavLink } from "#app/components/localized-link.tsx";
import { SiteFrame } from "#app/components/site-frame.tsx";
import { requireUserMiddleware } from "#app/middleware/auth-guard.ts";

/**
 * The account area's sections that exist, in the order the side navigation shows them.
 * Templates, collections and notifications (spec §2) join as they are built.
 */
export const accountSections = [
  { to: "/account/orders", label: "account.orders" },
  { to: "/account/files", label: "account.files" },
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
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[14rem_1fr]">
        <nav aria-label={t("account.navLabel")}>
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {accountSections.map((section) => (
              <li key={section.to}>
                <LocalizedNavLink
                  to={section.to}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
                      isActive
                        ? "bg-primary-50 text-primary-800 dark:bg-primary-900 dark:text-primary-100"
                        : "text-ink-muted hover:bg-surface-sunken hover:text-ink"
                    }`
                  }
                >
                  {t(section.label)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </SiteFrame>
  );
}
