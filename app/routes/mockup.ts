import { servicesContext } from "#server/context.ts";
import { optionKeyPattern } from "#core/catalogue.ts";
import { isMockupLayer, renderMockupSvg } from "#server/mockups/render.ts";
import { mockupSource } from "#server/services/catalogue.ts";
import type { Route } from "./+types/mockup.ts";

/**
 * `/mockups/:productId/:view/:color.svg[?size=][&layer=product|light]`: a product's mockup, drawn
 * by the shop in the colour asked for, with its print areas marked; `layer` gives the part under a
 * design or the light over it (server/mockups/render.ts). Images change only with the catalogue,
 * so browsers and caches keep them for an hour.
 */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const color = params.color.endsWith(".svg") ? params.color.slice(0, -".svg".length) : "";
  const size = url.searchParams.get("size") ?? undefined;
  const layerAsked = url.searchParams.get("layer") ?? "whole";
  const layer = isMockupLayer(layerAsked) ? layerAsked : null;
  const wellFormed =
    layer !== null &&
    optionKeyPattern.test(color) &&
    (size === undefined || optionKeyPattern.test(size)) &&
    /^[a-z]+$/.test(params.view);
  const source = wellFormed
    ? await mockupSource(db, { productId: params.productId, view: params.view, color, size })
    : null;
  if (!source || layer === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(renderMockupSvg({ ...source, layer }), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
      // An SVG opened on its own is a document: it may not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
