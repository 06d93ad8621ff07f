import { Menu, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/utils/root-data.ts";
import { SignInButton } from "./auth-modal.tsx";
import { CurrencyButton } from "./currency-dialog.tsx";
import { UserMenu } from "./user-menu.tsx";
import { LocalizedLink, LocalizedNavLink } from "./localized-link.tsx";
import { ColorModeSwitcher, LanguageSwitcher } from "./preference-switchers.tsx";

/** The pages every visitor can reach from the header and the footer. */
export const siteLinks = [
  { to: "/products", label: "nav.products" },
  { to: "/about", label: "nav.howItWorks" },
  { to: "/creative", label: "nav.creative" },
  { to: "/shipping", label: "nav.shipping" },
  { to: "/help-center", label: "nav.help" },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const rootData = useRootData();
  const siteName = rootData?.site.siteName ?? "";
  const user = rootData?.user ?? null;
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap hover:text-primary-700 dark:hover:text-primary-300 ${
      isActive ? "text-primary-700 dark:text-primary-300" : "text-ink-muted"
    }`;
  const links = siteLinks.map((link) => (
    <li key={link.to}>
      <LocalizedNavLink to={link.to} className={navClass}>
        {t(link.label)}
      </LocalizedNavLink>
    </li>
  ));
  return (
    <header className="border-b border-line bg-surface-raised">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <LocalizedLink
          to="/"
          className="flex items-center gap-2 text-lg font-bold tracking-tight whitespace-nowrap"
          aria-label={t("brandHome", { siteName })}
        >
          <Printer aria-hidden="true" className="size-6 text-primary-600" />
          <span className="hidden min-[400px]:inline">{siteName}</span>
        </LocalizedLink>
        <nav aria-label={t("nav.label")} className="ms-auto hidden xl:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <div className="ms-auto flex items-center gap-1.5 sm:gap-2 xl:ms-0">
          <CurrencyButton />
          <LanguageSwitcher />
          {/* On phones the colour modes move into the menu: the header row has no room for them. */}
          <div className="hidden sm:block">
            <ColorModeSwitcher />
          </div>
          {user ? <UserMenu user={user} /> : <SignInButton />}
          {/* <details> opens and closes without JavaScript. */}
          <details className="group relative xl:hidden">
            <summary
              className="flex cursor-pointer list-none items-center rounded-md p-2 hover:bg-surface-sunken [&::-webkit-details-marker]:hidden"
              aria-label={t("nav.openMenu")}
            >
              <Menu aria-hidden="true" className="size-5" />
            </summary>
            <nav
              aria-label={t("nav.label")}
              className="absolute end-0 z-20 mt-2 w-56 rounded-lg border border-line bg-surface-raised p-2 shadow-lg"
            >
              <ul className="flex flex-col">{links}</ul>
              <div className="mt-2 flex justify-center border-t border-line pt-2 sm:hidden">
                <ColorModeSwitcher />
              </div>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
