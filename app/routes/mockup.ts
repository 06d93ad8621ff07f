import { servicesContext } from "#server/context.ts";
import { optionKeyPattern } from "#core/catalogue.ts";
import { renderMockupSvg } from "#server/mockups/render.ts";
import { mockupSource } from "#server/services/catalogue.ts";
import type { Route } from "./+types/mockup.ts";

/**
 * `/mockups/:productId/:view/:color.svg[?size=]`: a product's mockup, drawn by the shop in the
 * colour asked for, with its print areas marked. Images change only with the catalogue, so
 * browsers and caches keep them for an hour.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const color = params.color.endsWith(".svg") ? params.color.slice(0, -".svg".length) : "";
  const size = url.searchParams.get("size") ?? undefined;
  const wellFormed =
    optionKeyPattern.test(color) &&
    (size === undefined || optionKeyPattern.test(size)) &&
    /^[a-z]+$/.test(params.view);
  const source = wellFormed
    ? await mockupSource(db, { productId: params.productId, view: params.view, color, size })
    : null;
  if (!source) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(renderMockupSvg(source), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
      // An SVG opened on its own is a document: it may not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
