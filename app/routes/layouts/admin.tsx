import { Form, Outlet, useLocation, type MiddlewareFunction } from "react-router";
import { Gauge, LogOut, Printer } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { SectionNav } from "#app/components/section-nav.tsx";
import { ColorModeSwitcher, LanguageSwitcher } from "#app/components/preference-switchers.tsx";
import { requireOperatorMiddleware } from "#app/middleware/operator-guard.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { useRootData } from "#app/utils/root-data.ts";

/** The back-office's sections, in the order its navigation shows them. */
export const adminSections = [
  { to: "/admin", label: "nav.dashboard", end: true },
  { to: "/admin/orders", label: "nav.orders", end: false },
  { to: "/admin/catalogue", label: "nav.catalogue", end: false },
  { to: "/admin/shipping", label: "nav.shipping", end: false },
  { to: "/admin/rates", label: "nav.rates", end: false },
  { to: "/admin/discounts", label: "nav.discounts", end: false },
  { to: "/admin/accounts", label: "nav.accounts", end: false },
  { to: "/admin/audit", label: "nav.audit", end: false },
] as const;

export const middleware: MiddlewareFunction<Response>[] = [requireOperatorMiddleware];

// Makes client navigations into the back-office reach the server, so the guard runs for them.
export function loader() {
  return null;
}

export const handle: MessagesHandle = { messages: ["admin"] };

/** The back-office's own frame: the shop's name, the sections, the operator's way out. */
export default function AdminLayout() {
  const t = useT("admin");
  const tc = useT();
  const root = useRootData();
  const location = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="skip-link">
        {tc("skipToContent")}
      </a>
      <header className="border-b border-line bg-surface-raised">
        <div className="flex items-center gap-4 px-4 py-3 sm:px-6">
          <LocalizedLink to="/admin" className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <Gauge aria-hidden="true" className="size-6 text-primary-600" />
            <span>{t("title", { siteName: root?.site.siteName ?? "" })}</span>
          </LocalizedLink>
          <div className="ms-auto flex items-center gap-2">
            <LocalizedLink
              to="/"
              className="hidden items-center gap-1 rounded-md px-3 py-2 text-sm text-ink-muted hover:bg-surface-sunken hover:text-ink sm:flex"
            >
              <Printer aria-hidden="true" className="size-4" />
              {t("backToShop")}
            </LocalizedLink>
            <LanguageSwitcher />
            <ColorModeSwitcher />
            <Form method="post" action="/auth/signout" reloadDocument>
              <input type="hidden" name="returnTo" value={location.pathname} />
              <button
                type="submit"
                className="flex items-center gap-1 rounded-md px-3 py-2 text-sm text-ink-muted hover:bg-surface-sunken hover:text-ink"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {/* On phones only the icon shows; the words stay for screen readers. */}
                <span className="sr-only sm:not-sr-only">{tc("userMenu.signOut")}</span>
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="grid flex-1 grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <SectionNav
          label={t("nav.label")}
          sections={adminSections.map((section) => ({ ...section, label: t(section.label) }))}
          columnFrom="lg"
        />
        <main id="main" className="min-w-0">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
