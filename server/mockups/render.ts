/**
 * Turns a shape's drawing into a standalone SVG document in a product colour, with the print
 * areas marked as dashed rectangles (`data-area`) for the designer to place artwork in.
 */
import { drawLight, finishes } from "./light.ts";
import { drawShape, shapeLook, type Palette } from "./shapes.ts";
import type { MockupBox, MockupShape, MockupView } from "./types.ts";
import { escapeXml } from "#core/xml.ts";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Below this relative luminance a colour reads as dark: outlines get lighter, not darker. */
const DARK_LUMINANCE = 0.09;
/** Above this the print-area marks are drawn dark, below it light. */
const LIGHT_LUMINANCE = 0.3;

type Rgb = [red: number, green: number, blue: number];

function parseHex(hex: string): Rgb {
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function mix(rgb: Rgb, toward: number, amount: number): Rgb {
  return rgb.map((channel) => channel + (toward - channel) * amount) as Rgb;
}

function paletteFor(rgb: Rgb, colorHex: string): Palette {
  const dark = luminance(rgb) < DARK_LUMINANCE;
  // Black overlays vanish on black fabric, so dark colours get stronger shadows and the outline
  // is lifted toward white instead of pushed toward black.
  const overlay = (fill: string, opacity: number) => `stroke="none" fill="${fill}" fill-opacity="${opacity}"`;
  return {
    body: colorHex.toLowerCase(),
    line: toHex(dark ? mix(rgb, 255, 0.42) : mix(rgb, 0, 0.5)),
    shade: overlay("#000", dark ? 0.28 : 0.07),
    hollow: overlay("#000", dark ? 0.55 : 0.22),
    shine: overlay("#fff", dark ? 0.1 : 0.28),
  };
}

/** Dark marks on a light surface, light marks on a dark one. */
function markColorOn(surface: Rgb): string {
  return luminance(surface) > LIGHT_LUMINANCE ? "#0f172a" : "#ffffff";
}

/** Rounds to 0.1 unit: enough for a 1000-unit drawing, and keeps float noise out of the markup. */
function unit(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The parts a mockup is drawn in: the whole picture, the product a design lies on, the light over it. */
export const mockupLayers = ["whole", "product", "light"] as const;
export type MockupLayer = (typeof mockupLayers)[number];

export function isMockupLayer(value: string): value is MockupLayer {
  return (mockupLayers as readonly string[]).includes(value);
}

/**
 * A complete standalone SVG document (string, starts with `<svg xmlns=...`), viewBox "0 0 1000 1000".
 * `layer` "whole" (the default) is the product as a customer sees it, lit, with its print areas
 * marked; "product" is the drawing a design is laid on, marks included; "light" is what goes over
 * the design (light.ts), transparent off the product. The ids it defines start with `idPrefix`.
 */
export function renderMockupSvg(input: {
  shape: MockupShape;
  view: MockupView;
  colorHex: string;
  areas: { key: string; box: MockupBox }[];
  title?: string;
  layer?: MockupLayer;
  idPrefix?: string;
}): string {
  if (!HEX_COLOR.test(input.colorHex)) {
    throw new RangeError(`renderMockupSvg: colour must be #rrggbb, got ${JSON.stringify(input.colorHex)}`);
  }
  const layer = input.layer ?? "whole";
  const rgb = parseHex(input.colorHex);
  const paint = paletteFor(rgb, input.colorHex);
  const drawing = drawShape(input.shape, input.view, paint);
  const surfaceColor = drawing.printedOn ? parseHex(drawing.printedOn) : rgb;
  const mark = markColorOn(surfaceColor);
  const title = input.title === undefined ? "" : `<title>${escapeXml(input.title)}</title>`;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"`;
  const look = shapeLook(input.shape);
  const light =
    layer === "product"
      ? ""
      : drawLight({
          silhouette: drawing.markup,
          finish: finishes[look.finish],
          surface: look.surface,
          tone: { luminance: luminance(surfaceColor) },
          prefix: escapeXml(
            input.idPrefix ?? `mockup-${input.shape}-${input.view}-${input.colorHex.slice(1).toLowerCase()}`,
          ),
          ...(look.light ? { ownLight: (lightPaint) => look.light?.(input.view, lightPaint) ?? "" } : {}),
        });
  if (layer === "light") return `${open} aria-hidden="true">${light}</svg>`;
  // Area marks keep a 3px dash at any display size (non-scaling stroke), so they read the same
  // on a thumbnail and on the designer's full-size canvas.
  const marks = input.areas
    .map(
      ({ key, box }) =>
        `<rect data-area="${escapeXml(key)}" x="${unit(box.x)}" y="${unit(box.y)}" width="${unit(box.width)}" height="${unit(box.height)}" ` +
        `fill="${mark}" fill-opacity=".06" stroke="${mark}" stroke-opacity=".8" stroke-width="3" stroke-dasharray="10 7" vector-effect="non-scaling-stroke"/>`,
    )
    .join("");
  return (
    `${open} role="img">${title}` +
    `<g fill="${paint.body}" stroke="${paint.line}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">` +
    `${drawing.markup}</g>${light}${marks}</svg>`
  );
}
