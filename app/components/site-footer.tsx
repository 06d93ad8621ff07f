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
    <footer className="site-footer">
      <div className="site-footer-columns">
        <div>
          <p className="site-footer-name">{siteName}</p>
          <p className="site-footer-note">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.shopHeading")}>
          <h2>{t("footer.shopHeading")}</h2>
          <FooterLinks links={siteLinks} />
        </nav>
        <nav aria-label={t("footer.helpHeading")}>
          <h2>{t("footer.helpHeading")}</h2>
          <p className="site-footer-note">{t("footer.payments")}</p>
          <FooterLinks links={legalLinks} />
        </nav>
      </div>
      <Copyright className="site-copyright" />
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
    <ul>
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
