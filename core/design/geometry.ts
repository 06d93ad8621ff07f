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

/** The font file a text layer is drawn with: a weight the family lacks falls back to its regular. */
function fontFileOf(layer: Pick<TextLayer, "font" | "weight">): string {
  return fontMetrics[`${layer.font}-${layer.weight}`] ? `${layer.font}-${layer.weight}` : `${layer.font}-400`;
}

/**
 * Each character's advance in millimetres, line by line, letter spacing included (it follows
 * every character, the last one too, as browsers and resvg do).
 */
export function characterAdvances(
  layer: Pick<TextLayer, "text" | "font" | "weight" | "sizePt" | "letterSpacing">,
): { character: string; advance: number }[][] {
  const fontFile = fontFileOf(layer);
  const advances = advancesOf(fontFile);
  const fallback = fontMetrics[fontFile]?.fallback ?? 550;
  const sizeMm = layer.sizePt * MM_PER_POINT;
  const spacing = layer.letterSpacing * sizeMm;
  return layer.text.split("\n").map((text) =>
    [...text].map((character) => {
      const advance = advances[characterIndex.get(character) ?? -1];
      const em = advance === undefined || advance < 0 ? fallback : advance;
      return { character, advance: (em / 1000) * sizeMm + spacing };
    }),
  );
}

/** The box a text layer's lines fill, in millimetres (advances only: kerning moves it by a hair). */
export function measureText(
  layer: Pick<TextLayer, "text" | "font" | "weight" | "sizePt" | "letterSpacing">,
): TextBox {
  const metrics = fontMetrics[fontFileOf(layer)];
  const sizeMm = layer.sizePt * MM_PER_POINT;
  const lines = characterAdvances(layer).map((characters) => ({
    text: characters.map(({ character }) => character).join(""),
    width: characters.reduce((sum, { advance }) => sum + advance, 0),
  }));
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

/*
 * Text bent along a circle (a text layer's `arc`): the longest line spans `degrees` of it,
 * bending upward when positive, and the other lines follow circles about the same centre. Every character is placed and turned here from the fonts'
 * advances, so the browser and resvg draw the same glyphs at the same points: neither engine's
 * text-on-a-path layout is involved.
 */

/** A character to draw: centred on (x, y) along its baseline, turned `rotation` degrees. */
export type ArcGlyph = { character: string; x: number; y: number; rotation: number };

export type ArcLayout = {
  /** The box all glyphs fill, centred on the layer's position, in millimetres. */
  width: number;
  height: number;
  glyphs: ArcGlyph[];
};

/** Whether a text layer bends (an arc of 0 degrees is straight text). */
export function isArced(layer: Pick<TextLayer, "arc">): layer is { arc: { degrees: number } } {
  return layer.arc !== undefined && layer.arc.degrees !== 0;
}

/** Where each character of a bent text layer goes, relative to the layer's centre. */
export function arcLayout(
  layer: Pick<TextLayer, "text" | "font" | "weight" | "sizePt" | "letterSpacing" | "arc">,
): ArcLayout {
  const box = measureText(layer);
  const degrees = layer.arc?.degrees ?? 0;
  const sweep = (Math.abs(degrees) * Math.PI) / 180;
  const bend = Math.sign(degrees);
  // Above and below a baseline, the part of a line's height its glyphs are measured with.
  const above = box.firstBaseline;
  const below = box.lineHeight - box.firstBaseline;
  const glyphs: ArcGlyph[] = [];
  let left = Infinity;
  let right = -Infinity;
  let top = Infinity;
  let bottom = -Infinity;
  const lines = characterAdvances(layer).map((characters) => ({
    characters,
    width: characters.reduce((sum, { advance }) => sum + advance, 0),
  }));
  // The first line's baseline follows the circle on which the longest line spans the arc; the
  // lines under it follow circles about the same centre, a line height apart, so none cross.
  const radius = Math.max(0, ...lines.map((line) => line.width)) / sweep;
  const firstBaseline = -box.height / 2 + box.firstBaseline;
  lines.forEach(({ characters, width }, index) => {
    if (width === 0) return;
    const lineRadius = Math.max(box.lineHeight, radius - bend * index * box.lineHeight);
    let along = -width / 2;
    for (const { character, advance } of characters) {
      const angle = (along + advance / 2) / lineRadius;
      along += advance;
      const x = lineRadius * Math.sin(angle);
      const y = firstBaseline + bend * (radius - lineRadius * Math.cos(angle));
      const rotation = bend * angle;
      const cos = Math.cos(rotation);
      const sin = Math.sin(rotation);
      for (const [dx, dy] of [
        [-advance / 2, -above],
        [advance / 2, -above],
        [-advance / 2, below],
        [advance / 2, below],
      ] as const) {
        const cornerX = x + dx * cos - dy * sin;
        const cornerY = y + dx * sin + dy * cos;
        left = Math.min(left, cornerX);
        right = Math.max(right, cornerX);
        top = Math.min(top, cornerY);
        bottom = Math.max(bottom, cornerY);
      }
      if (character.trim() !== "") glyphs.push({ character, x, y, rotation: (rotation * 180) / Math.PI });
    }
  });
  if (left === Infinity) return { width: 0, height: 0, glyphs: [] };
  // The layer's position is the middle of what it covers, as for every other layer.
  const middleX = (left + right) / 2;
  const middleY = (top + bottom) / 2;
  return {
    width: right - left,
    height: bottom - top,
    glyphs: glyphs.map((glyph) => ({ ...glyph, x: glyph.x - middleX, y: glyph.y - middleY })),
  };
}

/** A layer's own (unrotated) width and height in millimetres. */
export function layerSize(layer: DesignLayer): { width: number; height: number } {
  if (layer.type !== "text") return { width: layer.width, height: layer.height };
  // An outline reaches past the type by its width on every side.
  const outline = 2 * (layer.outline?.widthMm ?? 0);
  const { width, height } = isArced(layer) ? arcLayout(layer) : measureText(layer);
  return { width: width + outline, height: height + outline };
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
