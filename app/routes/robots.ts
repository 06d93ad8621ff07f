import { servicesContext } from "#server/context.ts";
import type { Route } from "./+types/robots.ts";

/** `/robots.txt`: crawl the pages, not the API, forms or accounts; the sitemap says where they are. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const origin = config.publicUrl ?? url.origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /auth/",
    "Disallow: /account/",
    "Disallow: /fr/account/",
    "Disallow: /set-",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
