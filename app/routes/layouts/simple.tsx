import { Printer } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { Outlet } from "react-router";
import { ConvertedPriceNote } from "#app/components/converted-price-note.tsx";
import { CurrencyButton } from "#app/components/dialog-openers.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { Copyright } from "#app/components/site-footer.tsx";
import { ColorModeSwitcher, LanguageSwitcher } from "#app/components/preference-switchers.tsx";
import { useRootData } from "#app/utils/root-data.ts";

/** A quiet frame for the order steps: the brand, language and colour mode, nothing to wander off to. */
export default function SimpleLayout() {
  const t = useT();
  const siteName = useRootData()?.site.siteName ?? "";
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-surface-raised">
        <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6">
          <LocalizedLink
            to="/"
            className="flex items-center gap-2 text-lg font-bold tracking-tight"
            aria-label={t("brandHome", { siteName })}
          >
            <Printer aria-hidden="true" className="size-6 text-primary-600" />
            {/* On a phone the icon alone names the shop, so the three controls fit beside it. */}
            <span className="hidden min-[480px]:inline">{siteName}</span>
          </LocalizedLink>
          <div className="ms-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
            <CurrencyButton />
            <LanguageSwitcher />
            <ColorModeSwitcher />
          </div>
        </div>
      </header>
      {/* Wide enough for the size run's every column beside the mockup from 1024 px. */}
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6">
        <Outlet />
        {/* Every step says where converted prices come from, and that the charge is in USD. */}
        <ConvertedPriceNote className="mt-8 text-sm text-ink-muted" />
      </main>
      <footer className="border-t border-line py-4 text-center text-xs text-ink-muted">
        <Copyright />
      </footer>
    </div>
  );
}
