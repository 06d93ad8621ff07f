import { useRootData } from "#app/utils/root-data.ts";
import { locales, localizePath, supportedLocales, type Locale } from "#core/locales.ts";

/**
 * Title ("Page title · site name"), description, canonical URL and hreflang alternates for the
 * current page. React hoists these tags into <head>.
 *
 * `paths` gives the page's path in each language where the words differ (catalogue slugs);
 * otherwise the current path is used in both. `search` is the part of the query string that
 * makes a distinct page (`?page=2`); filters and sorting are left out of canonical addresses.
 */
export function PageSeo({
  title,
  description,
  paths,
  search = "",
}: {
  title?: string;
  description?: string;
  paths?: Record<Locale, string>;
  search?: string;
}) {
  const data = useRootData();
  if (!data) return null;
  const { site, origin, path, locale } = data;
  const fullTitle = title ? `${title} · ${site.siteName}` : site.siteName;
  const metaDescription = description ?? site.description;
  const urlIn = (candidate: Locale) =>
    `${origin}${localizePath(paths?.[candidate] ?? path, candidate)}${search}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:locale" content={locales[locale].tag.replace("-", "_")} />
      <meta property="og:url" content={urlIn(locale)} />
      <link rel="canonical" href={urlIn(locale)} />
      {supportedLocales.map((candidate) => (
        <link key={candidate} rel="alternate" hrefLang={locales[candidate].tag} href={urlIn(candidate)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn("en")} />
    </>
  );
}
