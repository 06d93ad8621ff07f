/**
 * Measuring layers: text boxes from the shipped fonts' metrics, and the box a rotated layer
 * covers. Pure and shared by the editor, the renderer, the checks and the server.
 */
import type { DesignLayer, TextLayer } from "#core/schemas/design.ts";
import { fontMetrics, measuredCharacters } from "./font-metrics.ts";

export const MM_PER_INCH = 25.4;
export const MM_PER_POINT = MM_PER_INCH / 72;
/** Line height of text layers, in em. */
export const LINE_HEIGHT = 1.2;

/** A print area as the designer sees it: physical size and margins, in millimetres. */
export type AreaBox = { widthMm: number; heightMm: number; bleedMm: number; safeMarginMm: number };

/** An axis-aligned rectangle in millimetres of the print area. */
export type Rect = { left: number; top: number; right: number; bottom: number };

const characterIndex = new Map([...measuredCharacters].map((character, index) => [character, index]));
const parsedAdvances = new Map<string, number[]>();

function advancesOf(fontFile: string): number[] {
  let advances = parsedAdvances.get(fontFile);
  if (!advances) {
    advances = (fontMetrics[fontFile]?.advances ?? "").split(",").map(Number);
    parsedAdvances.set(fontFile, advances);
  }
  return advances;
}

export type TextBox = {
  width: number;
  height: number;
  sizeMm: number;
  lineHeight: number;
  /** Baseline offset of the first line from the top of the box. */
  firstBaseline: number;
  lines: { text: string; width: number }[];
};

/** The box a text layer's lines fill, in millimetres (advances only: kerning moves it by a hair). */
export function measureText(
  layer: Pick<TextLayer, "text" | "font" | "weight" | "sizePt" | "letterSpacing">,
): TextBox {
  // A weight the family lacks falls back to its regular, as the browser and the renderer do.
  const fontFile = fontMetrics[`${layer.font}-${layer.weight}`]
    ? `${layer.font}-${layer.weight}`
    : `${layer.font}-400`;
  const metrics = fontMetrics[fontFile];
  const advances = advancesOf(fontFile);
  const fallback = metrics?.fallback ?? 550;
  const sizeMm = layer.sizePt * MM_PER_POINT;
  const spacing = layer.letterSpacing * sizeMm;
  const lines = layer.text.split("\n").map((text) => {
    const characters = [...text];
    const em = characters.reduce((sum, character) => {
      const advance = advances[characterIndex.get(character) ?? -1];
      return sum + (advance === undefined || advance < 0 ? fallback : advance);
    }, 0);
    // Letter spacing follows every character, the last one included (as browsers and resvg do).
    return { text, width: (em / 1000) * sizeMm + spacing * characters.length };
  });
  const lineHeight = LINE_HEIGHT * sizeMm;
  const ascent = ((metrics?.ascent ?? 900) / 1000) * sizeMm;
  const descent = ((metrics?.descent ?? 250) / 1000) * sizeMm;
  return {
    width: Math.max(0, ...lines.map((line) => line.width)),
    height: lineHeight * lines.length,
    sizeMm,
    lineHeight,
    // The glyphs' ascent-to-descent span is centred in each line's height.
    firstBaseline: (lineHeight - (ascent + descent)) / 2 + ascent,
    lines,
  };
}

/** A layer's own (unrotated) width and height in millimetres. */
export function layerSize(layer: DesignLayer): { width: number; height: number } {
  if (layer.type !== "text") return { width: layer.width, height: layer.height };
  const box = measureText(layer);
  return { width: box.width, height: box.height };
}

/** The axis-aligned box a layer covers once rotated about its centre. */
export function layerBounds(layer: DesignLayer): Rect {
  const { width, height } = layerSize(layer);
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const halfWidth = (width * cos + height * sin) / 2;
  const halfHeight = (width * sin + height * cos) / 2;
  return {
    left: layer.x - halfWidth,
    right: layer.x + halfWidth,
    top: layer.y - halfHeight,
    bottom: layer.y + halfHeight,
  };
}

/** The trim box grown (positive) or shrunk (negative) by a margin. */
export function areaRect(area: AreaBox, margin = 0): Rect {
  return { left: -margin, top: -margin, right: area.widthMm + margin, bottom: area.heightMm + margin };
}

/** Whether `inner` lies inside `outer`, with a hundredth of a millimetre of tolerance. */
export function rectInside(inner: Rect, outer: Rect): boolean {
  const tolerance = 0.01;
  return (
    inner.left >= outer.left - tolerance &&
    inner.top >= outer.top - tolerance &&
    inner.right <= outer.right + tolerance &&
    inner.bottom <= outer.bottom + tolerance
  );
}

/** Resolution an image prints at when drawn `widthMm` × `heightMm`: the lower of both directions. */
export function effectiveDpi(
  pixels: { width: number; height: number },
  size: { width: number; height: number },
) {
  return Math.min(pixels.width / (size.width / MM_PER_INCH), pixels.height / (size.height / MM_PER_INCH));
}
