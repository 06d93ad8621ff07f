import { useRootData } from "#app/utils/root-data.ts";
import { locales, localizePath, supportedLocales } from "#app/utils/locales.ts";

/**
 * Title ("Page title · site name"), description, canonical URL and hreflang alternates for the
 * current page. React hoists these tags into <head>.
 */
export function PageSeo({ title, description }: { title?: string; description?: string }) {
  const data = useRootData();
  if (!data) return null;
  const { site, origin, path, locale } = data;
  const fullTitle = title ? `${title} · ${site.siteName}` : site.siteName;
  const metaDescription = description ?? site.description;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:locale" content={locales[locale].tag.replace("-", "_")} />
      <link rel="canonical" href={`${origin}${localizePath(path, locale)}`} />
      {supportedLocales.map((candidate) => (
        <link
          key={candidate}
          rel="alternate"
          hrefLang={locales[candidate].tag}
          href={`${origin}${localizePath(path, candidate)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}`} />
    </>
  );
}
