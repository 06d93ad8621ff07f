import { useId } from "react";
import { renderOnMockup } from "#core/design/render.ts";
import { areasFor, proofFrame, type DesignPrintArea, type DesignProduct } from "#core/design/product.ts";
import type { DesignDocument } from "#core/schemas/design.ts";
import { mockupUrl } from "#core/catalogue.ts";
import { escapeXml } from "#core/xml.ts";

/**
 * A design on its product, in a colour, drawn by the designer's own renderer over the shop's
 * mockup (the same drawing as the editor and the print file), lying on the product's surface
 * under its light: the cart's and the confirm step's picture of what will be printed. Artwork is
 * the owner's files (`/files/<id>`).
 */
export function DesignMockup({
  product,
  document,
  color,
  view,
  area,
  label,
  className,
}: {
  product: Pick<DesignProduct, "id" | "areas" | "sizes" | "surface">;
  document: DesignDocument;
  color: string;
  view?: "front" | "back";
  /** A proof of this area: its side, framed round it. */
  area?: DesignPrintArea;
  label: string;
  className?: string;
}) {
  // Several mockups share a page (the cart, the proofs): each defines its own ids.
  const idPrefix = `mockup-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const areas = areasFor(product, document.size);
  const shown =
    area?.view ??
    view ??
    areas.find((used) => (document.areas[used.key] ?? []).some((layer) => !layer.hidden))?.view ??
    "front";
  const drawing = mockupUrl(product.id, shown, color, document.size ?? undefined, "product");
  const light = mockupUrl(product.id, shown, color, undefined, "light");
  const frame = area ? proofFrame(area.mockup) : { x: 0, y: 0, width: 1000, height: 1000 };
  const mockup =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${frame.x} ${frame.y} ${frame.width} ${frame.height}" width="100%" height="100%" role="img" aria-label="${escapeXml(label)}">` +
    `<image href="${escapeXml(drawing)}" width="1000" height="1000"/></svg>`;
  const svg = renderOnMockup(
    mockup,
    areas
      .filter((drawn) => drawn.view === shown)
      .map((drawn) => ({ area: drawn, box: drawn.mockup, layers: document.areas[drawn.key] ?? [] })),
    (fileId) => `/files/${fileId}`,
    {
      surface: product.surface,
      light: `<image href="${escapeXml(light)}" width="1000" height="1000"/>`,
      id: idPrefix,
    },
  );
  return (
    <div
      className={className ?? "aspect-square w-full overflow-hidden rounded-lg bg-surface-sunken"}
      // The renderer's own markup (escaped text, the owner's file addresses): the one drawing of a design.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
