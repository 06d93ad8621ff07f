import { artSvg } from "#server/services/art.ts";
import type { Route } from "./+types/art.ts";

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * `/art/:id.svg[?color=rrggbb]`: a clip-art piece of the designer's library, in its own colours or
 * all in one colour. A piece changes only with the icon set the shop ships, so browsers and caches
 * keep it for a day.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const id = params.file.endsWith(".svg") ? params.file.slice(0, -".svg".length) : "";
  const color = url.searchParams.get("color");
  if (color !== null && !/^[0-9a-f]{6}$/i.test(color)) {
    return new Response("Bad colour: use six hexadecimal digits, as in ?color=1d4ed8", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const svg = await artSvg(id, color === null ? undefined : `#${color.toLowerCase()}`);
  if (svg === null) return notFound();
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      // An SVG opened on its own is a document: it may not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
