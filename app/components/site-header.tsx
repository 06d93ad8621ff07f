import { Menu, Printer } from "#app/components/icons.tsx";
import { useLocation } from "react-router";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useMenuDismiss } from "#app/hooks/use-menu-dismiss.ts";
import { useRouterLinks } from "#app/hooks/use-router-links.ts";
import { onDemand } from "#app/utils/on-demand.ts";
import { CurrencyButton, SignInButton } from "./dialog-openers.tsx";
import { useUnreadCount } from "./live-unread.tsx";
import { LocalizedLink } from "./localized-link.tsx";
import { ColorModeSwitcher, LanguageSwitcher } from "./preference-switchers.tsx";

/**
 * The bell and the account menu, for signed-in pages only: loaded before such a page renders (the
 * server) or hydrates (entry.client.tsx, told by the page's `data-signed-in`), so a visitor's
 * first load does not carry them.
 */
export const accountControls = onDemand(() =>
  import("./account-controls.tsx").then((module) => module.AccountControls),
);

/** The pages every visitor can reach from the header and the footer. */
export const siteLinks = [
  { to: "/products", label: "nav.products" },
  { to: "/about", label: "nav.howItWorks" },
  { to: "/creative", label: "nav.creative" },
  { to: "/shipping", label: "nav.shipping" },
  { to: "/help-center", label: "nav.help" },
] as const;

export function SiteHeader() {
  const t = useT();
  const rootData = useRootData();
  const siteName = rootData?.site.siteName ?? "";
  const user = rootData?.user ?? null;
  const unread = useUnreadCount();
  const menu = useMenuDismiss();
  const locale = useLocale();
  const { pathname } = useLocation();
  const followLink = useRouterLinks();
  // Plain links routed by one handler, and the current page marked by address: the header is on
  // every page, so it costs no router hook per link.
  const AccountControls = accountControls.Component;
  const links = siteLinks.map((link) => {
    const href = localizePath(link.to, locale);
    const current = pathname === href || pathname.startsWith(`${href}/`);
    return (
      <li key={link.to}>
        <a href={href} className="nav-link" aria-current={current ? "page" : undefined}>
          {t(link.label)}
        </a>
      </li>
    );
  });
  return (
    <header className="site-header">
      {/* Wider than the pages: from 1280 px the whole navigation and the controls share one row. */}
      <div className="site-header-row">
        <LocalizedLink to="/" className="site-brand" aria-label={t("brandHome", { siteName })}>
          <Printer aria-hidden="true" />
          <span>{siteName}</span>
        </LocalizedLink>
        <div className="site-controls">
          <CurrencyButton />
          <LanguageSwitcher />
          {/* One navigation and one colour-mode switch for every width (.site-menu in app.css):
              on phones both are in this menu, from 640 px the modes join the row, from 1280 px
              the links too. <details> opens and closes without JavaScript. */}
          <details ref={menu} className="site-menu">
            <summary className="menu-button" aria-label={t("nav.openMenu")}>
              <Menu aria-hidden="true" className="size-5" />
            </summary>
            <div className="menu-panel">
              {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- routes its links' clicks */}
              <nav aria-label={t("nav.label")} onClick={followLink}>
                <ul>{links}</ul>
              </nav>
              <ColorModeSwitcher />
            </div>
          </details>
          {user ? <AccountControls user={user} unread={unread ?? 0} /> : <SignInButton />}
        </div>
      </div>
    </header>
  );
}
