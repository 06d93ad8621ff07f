import { servicesContext } from "#server/context.ts";
import { locales, localizePath, supportedLocales } from "#core/locales.ts";
import { catalogueSitemap, type LocalizedPaths } from "#server/services/catalogue.ts";
import type { Route } from "./+types/sitemap.ts";
import { escapeXml } from "#core/xml.ts";

/** The site's own pages, the same in both languages. */
const sitePages = ["/", "/about", "/creative", "/shipping", "/help-center", "/terms", "/privacy"];

/**
 * `/sitemap.xml`: every page in both languages, each with its alternates (hreflang), so search
 * engines find the French catalogue under its French slugs.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, config } = context.get(servicesContext);
  const origin = config.publicUrl ?? url.origin;
  const entries: { paths: LocalizedPaths; lastModified?: string }[] = [
    ...sitePages.map((path) => ({ paths: { en: path, fr: path } })),
    ...(await catalogueSitemap(db)),
  ];
  const urls = entries.flatMap(({ paths, lastModified }) =>
    supportedLocales.map((locale) => {
      const alternates = supportedLocales
        .map(
          (candidate) =>
            `<xhtml:link rel="alternate" hreflang="${locales[candidate].tag}" href="${escapeXml(`${origin}${localizePath(paths[candidate], candidate)}`)}"/>`,
        )
        .join("");
      const modified = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : "";
      return `<url><loc>${escapeXml(`${origin}${localizePath(paths[locale], locale)}`)}</loc>${modified}${alternates}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
