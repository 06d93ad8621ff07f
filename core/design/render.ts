/**
 * The one drawing of a design: (layers of a print area) → SVG, in millimetres of the print area.
 * The editor shows this markup, the server composites it onto the product mockup for previews and
 * renders it to the print file with resvg. Nothing else draws a design.
 *
 * Images are referenced by an address the caller gives (`/files/<id>` in the browser; the server
 * hands resvg the same cleaned original). Text is SVG text in the shipped fonts, positioned line by
 * line from their metrics, so no engine-specific baseline or wrapping rule is involved. Shapes are
 * plain SVG elements (core/design/shapes.ts). Clip art is an image of the piece's own SVG document,
 * whose address the caller gives too (`/art/<id>.svg` in the browser, a `data:` address of the same
 * document on the server), so its ids and styles never meet the design's or another piece's.
 */
import type { ArtLayer, DesignLayer, ImageLayer, ShapeLayer, TextLayer } from "#core/schemas/design.ts";
import { artHref, type ArtSource } from "./art.ts";
import { designFonts } from "./fonts.ts";
import { shapeElement } from "./shapes.ts";
import { type AreaBox, arcLayout, isArced, measureText } from "./geometry.ts";
import { escapeXml } from "#core/xml.ts";
import { onSurface, type MockupSurface } from "./mockup-surface.ts";

/** Where an image layer's file is drawn from; `undefined` leaves the layer out (a missing file). */
export type ImageSource = (fileId: string) => string | undefined;

/** Millimetres with 3 decimals (a micrometre): exact enough for print, free of float noise. */
function mm(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * Where a layer's drawing stands: its group's `transform` (LayerParts), which the editor also sets
 * by itself while a layer is moved or turned.
 */
export function layerTransform(layer: DesignLayer): string {
  const rotation = layer.rotation ? ` rotate(${mm(layer.rotation)})` : "";
  const flipped = (layer.type === "image" || layer.type === "art") && (layer.flipX || layer.flipY);
  const flip = flipped ? ` scale(${layer.flipX ? -1 : 1} ${layer.flipY ? -1 : 1})` : "";
  return `translate(${mm(layer.x)} ${mm(layer.y)})${rotation}${flip}`;
}

/**
 * A layer's drawing: the group `<g data-layer="{id}" transform="{transform}">{content}</g>`. The
 * content is drawn about the layer's centre, so moving a layer changes only the transform: the
 * editor updates that attribute alone while a layer is dragged.
 */
export type LayerParts = { id: string; transform: string; content: string };

/** An image (an upload or a clip-art piece) stretched to the layer's box, flipped as it says. */
function imageParts(layer: ImageLayer | ArtLayer, href: string | undefined): LayerParts | null {
  if (href === undefined) return null;
  return {
    id: layer.id,
    transform: layerTransform(layer),
    content:
      `<image href="${escapeXml(href)}" x="${mm(-layer.width / 2)}" y="${mm(-layer.height / 2)}" ` +
      `width="${mm(layer.width)}" height="${mm(layer.height)}" preserveAspectRatio="none"/>`,
  };
}

const anchors = { left: "start", center: "middle", right: "end" } as const;

/** The type as every text element of a layer draws it. */
function typeAttributes(layer: TextLayer, sizeMm: number): string {
  return (
    `font-family="${escapeXml(designFonts[layer.font].family)}" font-size="${mm(sizeMm)}" ` +
    `font-weight="${layer.weight}" font-style="normal" text-rendering="geometricPrecision" fill="${layer.color}"`
  );
}

/**
 * The type twice when it has an outline: first in the outline's colour, stroked twice as wide as
 * the outline with round joins, then the type itself over the inner half of that stroke. Two
 * copies rather than `paint-order`, so both renderers paint the same thing the same way.
 */
function withOutline(layer: TextLayer, drawType: (attributes: string) => string, sizeMm: number): string {
  const type = typeAttributes(layer, sizeMm);
  if (!layer.outline) return drawType(type);
  const { color, widthMm } = layer.outline;
  const outlined =
    type.replace(`fill="${layer.color}"`, `fill="${color}"`) +
    ` stroke="${color}" stroke-width="${mm(2 * widthMm)}" stroke-linejoin="round"`;
  return drawType(outlined) + drawType(type);
}

/**
 * Bent text: one element per character, centred on its point of the arc and turned with it
 * (core/design/geometry.ts `arcLayout`); the lines' alignment does not apply.
 */
function arcTextParts(layer: TextLayer): LayerParts {
  const { sizeMm } = measureText(layer);
  const glyphs = arcLayout(layer)
    .glyphs.map(
      (glyph) =>
        `<text transform="translate(${mm(glyph.x)} ${mm(glyph.y)}) rotate(${mm(glyph.rotation)})">` +
        `${escapeXml(glyph.character)}</text>`,
    )
    .join("");
  return {
    id: layer.id,
    transform: layerTransform(layer),
    content: withOutline(layer, (type) => `<g ${type} text-anchor="middle">${glyphs}</g>`, sizeMm),
  };
}

function textParts(layer: TextLayer): LayerParts {
  if (isArced(layer)) return arcTextParts(layer);
  const box = measureText(layer);
  const x = { left: -box.width / 2, center: 0, right: box.width / 2 }[layer.align];
  const top = -box.height / 2;
  const lines = box.lines
    .map(
      (line, index) =>
        `<tspan x="${mm(x)}" y="${mm(top + box.firstBaseline + index * box.lineHeight)}">${escapeXml(line.text)}</tspan>`,
    )
    .join("");
  const spacing = layer.letterSpacing ? ` letter-spacing="${mm(layer.letterSpacing * box.sizeMm)}"` : "";
  return {
    id: layer.id,
    transform: layerTransform(layer),
    content: withOutline(
      layer,
      (type) =>
        `<text ${type} text-anchor="${anchors[layer.align]}"${spacing} xml:space="preserve">${lines}</text>`,
      box.sizeMm,
    ),
  };
}

/**
 * The outline is centred on the shape's edge, as SVG draws it; joins are mitred like a printer's
 * vector art, a line's ends cut square at its length.
 */
function shapeParts(layer: ShapeLayer): LayerParts {
  const fill = layer.shape === "line" || layer.fill === null ? "none" : layer.fill;
  const outlined = layer.stroke !== null && layer.strokeMm > 0;
  const stroke = outlined
    ? ` stroke="${layer.stroke}" stroke-width="${mm(layer.strokeMm)}" stroke-linejoin="miter" stroke-linecap="butt"`
    : "";
  return {
    id: layer.id,
    transform: layerTransform(layer),
    content: shapeElement(layer, ` fill="${fill}"${stroke}`),
  };
}

/**
 * One layer's drawing in parts, or `null` when it draws nothing (hidden, or an image whose file
 * is missing). Clip art comes from the shop's address unless `art` says otherwise.
 */
export function layerParts(
  layer: DesignLayer,
  images: ImageSource,
  art: ArtSource = artHref,
): LayerParts | null {
  if (layer.hidden) return null;
  switch (layer.type) {
    case "image":
      return imageParts(layer, images(layer.fileId));
    case "art":
      return imageParts(layer, art(layer.artId, layer.color));
    case "text":
      return textParts(layer);
    case "shape":
      return shapeParts(layer);
  }
}

/**
 * The layers' markup, bottom to top, hidden ones left out; coordinates in millimetres. Clip art
 * comes from the shop's address unless `art` says otherwise (the server's renders do).
 */
export function renderLayers(
  layers: readonly DesignLayer[],
  images: ImageSource,
  art: ArtSource = artHref,
): string {
  return layers
    .map((layer) => layerParts(layer, images, art))
    .map((parts) =>
      parts ? `<g data-layer="${parts.id}" transform="${parts.transform}">${parts.content}</g>` : "",
    )
    .join("");
}

/** The part of the area a drawing shows: the trim box, or the trim box with its bleed. */
export function designViewBox(area: AreaBox, extent: "trim" | "bleed"): string {
  const bleed = extent === "bleed" ? area.bleedMm : 0;
  return `${mm(-bleed)} ${mm(-bleed)} ${mm(area.widthMm + 2 * bleed)} ${mm(area.heightMm + 2 * bleed)}`;
}

/**
 * A print area's design as a standalone SVG document covering the area and its bleed: what the
 * print file is rendered from, at the area's physical size (`width`/`height` in millimetres).
 */
export function renderDesignSvg(input: {
  area: AreaBox;
  layers: readonly DesignLayer[];
  images: ImageSource;
  art?: ArtSource;
}): string {
  const { area } = input;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${designViewBox(area, "bleed")}" ` +
    `width="${mm(area.widthMm + 2 * area.bleedMm)}mm" height="${mm(area.heightMm + 2 * area.bleedMm)}mm">` +
    `${renderLayers(input.layers, input.images, input.art)}</svg>`
  );
}

/** A rectangle in a mockup drawing's units (viewBox 0 0 1000 1000). */
export type MockupBox = { x: number; y: number; width: number; height: number };

/**
 * Where a print area's trim box sits in its mockup box: one scale for both directions (a design
 * must keep its shape, and a mug's wrap area is far wider than its drawn box), as large as fits,
 * centred. The editor's canvas and the server's previews both place the area with this.
 */
export function placeAreaOnMockup(area: AreaBox, box: MockupBox): MockupBox & { scale: number } {
  const scale = Math.min(box.width / area.widthMm, box.height / area.heightMm);
  const width = area.widthMm * scale;
  const height = area.heightMm * scale;
  return { scale, width, height, x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2 };
}

/** How a mockup presents the designs on it (core/design/mockup-surface.ts). */
export type MockupLook = {
  /** What the print areas are: fabric, a cylinder's wrap, or flat. */
  surface: MockupSurface;
  /**
   * The mockup's light layer, drawn over the designs: its folds, shading, sheen and texture (an
   * `<image>` of it in the browser, its document on the server).
   */
  light: string;
  /** Prefix of the ids the markup defines, unique in the page it goes into. */
  id: string;
};

/**
 * A design placed on a product mockup: the mockup document (server/mockups) with each print
 * area's layers drawn in its rectangle, cut at the trim line as the product will be, laid on the
 * product's surface, and the light falling on the product drawn over it.
 */
export function renderOnMockup(
  mockupSvg: string,
  placements: { area: AreaBox; box: MockupBox; layers: readonly DesignLayer[] }[],
  images: ImageSource,
  look: MockupLook,
  art: ArtSource = artHref,
): string {
  const designs = placements
    .map(({ area, box, layers }, index) => {
      const markup = renderLayers(layers, images, art);
      if (markup === "") return "";
      const place = placeAreaOnMockup(area, box);
      const flat =
        `<svg x="${mm(place.x)}" y="${mm(place.y)}" width="${mm(place.width)}" height="${mm(place.height)}" ` +
        `viewBox="${designViewBox(area, "trim")}" overflow="hidden">${markup}</svg>`;
      return onSurface(look.surface, place, flat, `${look.id}-${index}`);
    })
    .join("");
  const end = mockupSvg.lastIndexOf("</svg>");
  return `${mockupSvg.slice(0, end)}${designs}${look.light}${mockupSvg.slice(end)}`;
}
