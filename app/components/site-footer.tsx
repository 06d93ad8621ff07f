import { useT } from "#app/utils/i18n.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { LocalizedLink } from "./localized-link.tsx";
import { siteLinks } from "./site-header.tsx";

const legalLinks = [
  { to: "/terms", label: "footer.terms" },
  { to: "/privacy", label: "footer.privacy" },
] as const;

export function SiteFooter() {
  const t = useT();
  const siteName = useRootData()?.site.siteName ?? "";
  return (
    <footer className="mt-16 border-t border-line bg-surface-sunken">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-base font-semibold">{siteName}</p>
          <p className="mt-2 text-sm text-ink-muted">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.shopHeading")}>
          <h2 className="text-sm font-semibold">{t("footer.shopHeading")}</h2>
          <FooterLinks links={siteLinks} />
        </nav>
        <nav aria-label={t("footer.helpHeading")}>
          <h2 className="text-sm font-semibold">{t("footer.helpHeading")}</h2>
          <p className="mt-3 text-sm text-ink-muted">{t("footer.payments")}</p>
          <FooterLinks links={legalLinks} />
        </nav>
      </div>
      <Copyright className="border-t border-line py-4 text-center text-xs text-ink-muted" />
    </footer>
  );
}

/** "© year site name": shown once the site settings are known. */
export function Copyright({ className }: { className?: string }) {
  const t = useT();
  const rootData = useRootData();
  if (!rootData) return null;
  return (
    <p className={className}>
      {t("footer.copyright", { year: rootData.year, siteName: rootData.site.siteName })}
    </p>
  );
}

function FooterLinks({
  links,
}: {
  links: readonly {
    to: string;
    label: (typeof siteLinks)[number]["label"] | (typeof legalLinks)[number]["label"];
  }[];
}) {
  const t = useT();
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <LocalizedLink to={link.to} className="quiet-link">
            {t(link.label)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
