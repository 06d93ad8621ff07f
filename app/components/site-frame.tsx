import type { ReactNode } from "react";
import { useT } from "#app/utils/i18n.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The default layout around a page: skip link, header, main content, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="site-frame">
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
