/**
 * Changes to a design document, as pure functions: the editor applies them on the page, the
 * server applies the same ones for form posts (JavaScript off, form mode). Each returns a new
 * document and leaves the given one alone.
 */
import type {
  ArtLayer,
  DesignDocument,
  DesignLayer,
  ImageLayer,
  ShapeKind,
  ShapeLayer,
  TextLayer,
} from "#core/schemas/design.ts";
import { PRINT_DPI } from "#core/catalogue.ts";
import { fontHasWeight } from "./fonts.ts";
import { type AreaBox, MM_PER_INCH } from "./geometry.ts";
import { DEFAULT_POINTS } from "./shapes.ts";

/** Near-black on a light colour, white on a dark one: new text and shapes show on the product at once. */
export function readableOn(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const light = 0.299 * (red ?? 1) + 0.587 * (green ?? 1) + 0.114 * (blue ?? 1);
  return light > 0.5 ? "#111827" : "#ffffff";
}

/** A fresh layer id, unique among `taken`. */
export function newLayerId(taken: Iterable<string>, random: () => number = Math.random): string {
  const used = new Set(taken);
  for (;;) {
    const id = Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, "0");
    if (!used.has(id)) return id;
  }
}

export function allLayerIds(document: DesignDocument): string[] {
  return Object.values(document.areas).flatMap((layers) => layers.map((layer) => layer.id));
}

export function layersOf(document: DesignDocument, area: string): DesignLayer[] {
  return document.areas[area] ?? [];
}

/** The document with one area's layers replaced. */
export function withLayers(document: DesignDocument, area: string, layers: DesignLayer[]): DesignDocument {
  return { ...document, areas: { ...document.areas, [area]: layers } };
}

/** The document with one layer changed (by id, in the area). */
export function updateLayer(
  document: DesignDocument,
  area: string,
  id: string,
  change: (layer: DesignLayer) => DesignLayer,
): DesignDocument {
  return withLayers(
    document,
    area,
    layersOf(document, area).map((layer) => (layer.id === id ? change(layer) : layer)),
  );
}

/** Below this share of the area (its safe zone), a placed image is too small to be of use. */
export const USEFUL_SHARE = 1 / 3;

/**
 * Where a new image lands: as large as fits the area's safe zone but no larger than prints at
 * 300 DPI; at 150 DPI when 300 would make it tiny (under a third of what fits). `sharp` is false
 * when even 150 DPI gives a tiny image: the customer is told with the upload.
 */
export function imagePlacement(
  area: AreaBox,
  file: { width: number; height: number },
): { width: number; height: number; dpi: number; sharp: boolean } {
  const box = { width: area.widthMm - 2 * area.safeMarginMm, height: area.heightMm - 2 * area.safeMarginMm };
  const fit = Math.min(box.width / file.width, box.height / file.height);
  const at = (dpi: number) => Math.min(fit, MM_PER_INCH / dpi);
  const useful = (scale: number) => scale >= fit * USEFUL_SHARE - 1e-9;
  const scale = useful(at(PRINT_DPI.recommended)) ? at(PRINT_DPI.recommended) : at(PRINT_DPI.minimum);
  return {
    width: round(file.width * scale),
    height: round(file.height * scale),
    dpi: Math.floor(MM_PER_INCH / scale + 1e-9),
    sharp: useful(scale),
  };
}

/** A new image layer, centred, sized by `imagePlacement`, keeping the file's aspect ratio. */
export function placeImage(
  area: AreaBox,
  file: { id: string; width: number; height: number },
  id: string,
): ImageLayer {
  const { width, height } = imagePlacement(area, file);
  return {
    type: "image",
    id,
    fileId: file.id,
    x: area.widthMm / 2,
    y: area.heightMm / 2,
    width,
    height,
    rotation: 0,
    flipX: false,
    flipY: false,
    hidden: false,
    locked: false,
  };
}

/** A new text layer in the middle of the area, in a size that reads on most products. */
export function placeText(
  area: AreaBox,
  id: string,
  text: Pick<TextLayer, "text"> & Partial<Pick<TextLayer, "font" | "color" | "weight" | "sizePt">>,
): TextLayer {
  return {
    type: "text",
    id,
    text: text.text,
    font: text.font ?? "inter",
    sizePt: text.sizePt ?? Math.max(12, Math.round(area.widthMm / 8)),
    color: text.color ?? "#111827",
    // Bold reads best on fabric, where the family has it.
    weight: text.weight ?? (fontHasWeight(text.font ?? "inter", 700) ? 700 : 400),
    align: "center",
    letterSpacing: 0,
    x: area.widthMm / 2,
    y: area.heightMm / 2,
    rotation: 0,
    hidden: false,
    locked: false,
  };
}

/**
 * A new shape: a third of the area's shorter side, centred, filled with `color` (a line is drawn
 * in it instead, 2 mm wide: as thin as prints well on fabric and mugs).
 */
export function placeShape(area: AreaBox, id: string, shape: ShapeKind, color: string): ShapeLayer {
  const side = round(Math.min(area.widthMm, area.heightMm) / 3);
  const line = shape === "line";
  return {
    type: "shape",
    id,
    shape,
    fill: line ? null : color,
    stroke: line ? color : null,
    strokeMm: line ? 2 : 0,
    ...(shape === "rect" ? { corners: 0 } : {}),
    ...(shape === "star" || shape === "polygon" ? { points: DEFAULT_POINTS[shape] } : {}),
    x: round(area.widthMm / 2),
    y: round(area.heightMm / 2),
    width: side,
    height: line ? 2 : side,
    rotation: 0,
    hidden: false,
    locked: false,
  };
}

/**
 * A new clip-art piece in its own colours, centred, a third of the area's shorter side wide: as
 * large as a shape starts, and square as the pieces are drawn.
 */
export function placeArt(area: AreaBox, id: string, artId: string): ArtLayer {
  const side = round(Math.min(area.widthMm, area.heightMm) / 3);
  return {
    type: "art",
    id,
    artId,
    x: round(area.widthMm / 2),
    y: round(area.heightMm / 2),
    width: side,
    height: side,
    rotation: 0,
    flipX: false,
    flipY: false,
    hidden: false,
    locked: false,
  };
}

/** Millimetres rounded to a hundredth: what forms show and documents keep. */
export function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Rotation normalised into (-180, 180]. */
export function normaliseRotation(degrees: number): number {
  const turned = ((((degrees + 180) % 360) + 360) % 360) - 180;
  return round(turned === -180 ? 180 : turned);
}

/** Moves a layer by a distance in millimetres. */
export function nudge(layer: DesignLayer, dx: number, dy: number): DesignLayer {
  return { ...layer, x: round(layer.x + dx), y: round(layer.y + dy) };
}

/** Centres a layer horizontally (`center`) or vertically (`middle`) on the area. */
export function align(layer: DesignLayer, area: AreaBox, axis: "center" | "middle"): DesignLayer {
  return axis === "center"
    ? { ...layer, x: round(area.widthMm / 2) }
    : { ...layer, y: round(area.heightMm / 2) };
}

/**
 * Scales an image (or a clip-art piece) to the area: `fit` shows all of it inside the trim box,
 * `fill` covers the trim box and its bleed (the excess is cut). Rotation is reset; aspect ratio kept.
 */
export function fitImage<Layer extends ImageLayer | ArtLayer>(
  layer: Layer,
  area: AreaBox,
  mode: "fit" | "fill",
): Layer {
  const box =
    mode === "fit"
      ? { width: area.widthMm, height: area.heightMm }
      : { width: area.widthMm + 2 * area.bleedMm, height: area.heightMm + 2 * area.bleedMm };
  const scales = [box.width / layer.width, box.height / layer.height];
  const scale = mode === "fit" ? Math.min(...scales) : Math.max(...scales);
  return {
    ...layer,
    rotation: 0,
    x: round(area.widthMm / 2),
    y: round(area.heightMm / 2),
    width: round(layer.width * scale),
    height: round(layer.height * scale),
  };
}

/** Moves a layer one step toward the top (`up`) or the bottom of its area's stack. */
export function reorder(layers: DesignLayer[], id: string, direction: "up" | "down"): DesignLayer[] {
  const index = layers.findIndex((layer) => layer.id === id);
  const target = direction === "up" ? index + 1 : index - 1;
  if (index < 0 || target < 0 || target >= layers.length) return layers;
  const next = [...layers];
  [next[index], next[target]] = [next[target] as DesignLayer, next[index] as DesignLayer];
  return next;
}

/** A copy of a layer just above it, offset by 5 mm so both can be seen. */
export function duplicate(layers: DesignLayer[], id: string, newId: string): DesignLayer[] {
  const index = layers.findIndex((layer) => layer.id === id);
  const layer = layers[index];
  if (!layer) return layers;
  const copy = { ...nudge(layer, 5, 5), id: newId, locked: false };
  return [...layers.slice(0, index + 1), copy, ...layers.slice(index + 1)];
}

/**
 * Keeps a layer's centre inside the area with its bleed: the server refuses a layer placed
 * wholly off the product, so the editor never makes one.
 */
export function clampIntoArea(layer: DesignLayer, area: AreaBox): DesignLayer {
  const clamp = (value: number, max: number) =>
    round(Math.min(Math.max(value, -area.bleedMm), max + area.bleedMm));
  return { ...layer, x: clamp(layer.x, area.widthMm), y: clamp(layer.y, area.heightMm) };
}

/** Whether a layer's centre lies on the area with its bleed (the server's rule). */
export function centreOnArea(layer: DesignLayer, area: AreaBox): boolean {
  const tolerance = 0.01;
  return (
    layer.x >= -area.bleedMm - tolerance &&
    layer.y >= -area.bleedMm - tolerance &&
    layer.x <= area.widthMm + area.bleedMm + tolerance &&
    layer.y <= area.heightMm + area.bleedMm + tolerance
  );
}
