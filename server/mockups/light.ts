/**
 * The light layer of a mockup (issue 30): what is drawn over a design so it looks printed on the
 * product rather than pasted on a drawing. Shadows are black and highlights white at partial
 * opacity, which is a multiply and a screen by a grey: a print under a fold darkens, one under a
 * sheen brightens, as in a photograph of the product. It holds
 *
 * - the fabric's folds, from the fold field the design is displaced by (core/design/mockup-surface.ts),
 * - the body rounding away at its outline (a blur of the drawing's own silhouette),
 * - the grain of the material (knit, weave, paper), and
 * - each shape's own light (a mug's round shading and glaze, a frame's glass), from shapes.ts.
 *
 * Everything is cut to the product's silhouette, so it is transparent elsewhere. Ids carry the
 * drawing's prefix (two mockups in one page never share one).
 */
import { foldNoise, type MockupSurface } from "#core/design/mockup-surface.ts";

/** The grain of a material: noise layers (a weave has two, across and along), and how strong. */
type Grain = { layers: readonly (readonly [across: number, down: number])[]; strength: number };

/** How a material takes the light. */
export type Finish = {
  grain: Grain | null;
  /** Shade within about `reach` units of the outline, as a soft body turns away there. */
  rounding: { reach: number; strength: number } | null;
};

/** The materials the shop's products are made of. */
export const finishes = {
  /** Cotton jersey: a fine knit, running down the garment. */
  jersey: { grain: { layers: [[0.7, 0.35]], strength: 0.06 }, rounding: { reach: 26, strength: 0.22 } },
  /** Brushed fleece: softer, coarser grain, rounder body. */
  fleece: { grain: { layers: [[0.35, 0.25]], strength: 0.06 }, rounding: { reach: 34, strength: 0.26 } },
  /** Cotton canvas and twill: threads across and down. */
  weave: {
    grain: {
      layers: [
        [0.8, 0.08],
        [0.08, 0.8],
      ],
      strength: 0.05,
    },
    rounding: { reach: 16, strength: 0.14 },
  },
  /** A stuffed or padded textile: the face bulges. */
  cushion: { grain: { layers: [[0.5, 0.5]], strength: 0.05 }, rounding: { reach: 60, strength: 0.32 } },
  /** Artist's canvas on stretcher bars: a visible weave, flat. */
  "art-canvas": {
    grain: {
      layers: [
        [0.6, 0.06],
        [0.06, 0.6],
      ],
      strength: 0.06,
    },
    rounding: null,
  },
  /** A mouse pad's polyester cloth: a fine even grain, flat. */
  cloth: { grain: { layers: [[0.8, 0.8]], strength: 0.05 }, rounding: null },
  /** Paper and card: a barely visible grain. */
  paper: { grain: { layers: [[0.7, 0.7]], strength: 0.035 }, rounding: null },
  /** Glazed ceramic, coated metal, hard plastic: smooth; the shape's own light gives the gloss. */
  smooth: { grain: null, rounding: null },
} as const satisfies Record<string, Finish>;

export type FinishKey = keyof typeof finishes;

/** How strong shadows and highlights look on a product colour (0 black … 1 white luminance). */
export type Tone = { luminance: number };

/** Shadows tell most on light colours, highlights on dark ones. */
function shadowScale(tone: Tone): number {
  return 0.7 + 0.3 * tone.luminance;
}
function highlightScale(tone: Tone): number {
  return 1 - 0.55 * Math.sqrt(tone.luminance);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * What a shape's own light is drawn with: shadows and highlights at a strength (0…1, scaled to the
 * product colour), soft-edged groups, and bands of light across a width (a cylinder's shading).
 * Definitions (filters, gradients) are collected and written once, with the drawing's id prefix.
 */
export class LightPaint {
  readonly #prefix: string;
  readonly #tone: Tone;
  readonly #definitions = new Map<string, string>();

  constructor(prefix: string, tone: Tone) {
    this.#prefix = prefix;
    this.#tone = tone;
  }

  /** Fill attributes of a shadow of this strength. */
  shadow(strength: number): string {
    return `stroke="none" fill="#000" fill-opacity="${round(strength * shadowScale(this.#tone))}"`;
  }

  /** Fill attributes of a highlight of this strength. */
  highlight(strength: number): string {
    return `stroke="none" fill="#fff" fill-opacity="${round(strength * highlightScale(this.#tone))}"`;
  }

  /** The markup with its edges blurred over about `radius` units: a fold, not a cut-out. */
  soft(markup: string, radius = 10): string {
    const id = `${this.#prefix}-soft${radius}`;
    this.#definitions.set(
      id,
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${radius}"/></filter>`,
    );
    return `<g filter="url(#${id})">${markup}</g>`;
  }

  /**
   * Fill attributes of light varying across `x0`…`x1`: at each stop (0…1 of the width) a shade,
   * negative for shadow and positive for highlight, of that strength.
   */
  bands(
    name: string,
    x0: number,
    x1: number,
    stops: readonly (readonly [at: number, shade: number])[],
  ): string {
    const id = `${this.#prefix}-${name}`;
    const stopMarkup = stops
      .map(([at, shade]) => {
        const color = shade < 0 ? "#000" : "#fff";
        const opacity = shade < 0 ? -shade * shadowScale(this.#tone) : shade * highlightScale(this.#tone);
        return `<stop offset="${round(at)}" stop-color="${color}" stop-opacity="${round(opacity)}"/>`;
      })
      .join("");
    this.#definitions.set(
      id,
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x0}" y1="0" x2="${x1}" y2="0">${stopMarkup}</linearGradient>`,
    );
    return `stroke="none" fill="url(#${id})"`;
  }

  /** The markup cut to `outline` (a path in drawing units). */
  within(name: string, outline: string, markup: string): string {
    const id = `${this.#prefix}-${name}`;
    this.#definitions.set(id, `<clipPath id="${id}"><path d="${outline}"/></clipPath>`);
    return `<g clip-path="url(#${id})">${markup}</g>`;
  }

  /** Everything the light used, for the document's `<defs>`. */
  definitions(): string {
    return [...this.#definitions.values()].join("");
  }
}

/**
 * The square the grain is computed on, in drawing units: in the middle of the drawing, which every
 * product covers (a tile outside the filtered silhouette's box would be cut off, and empty).
 */
const GRAIN_TILE = { x: 436, y: 436, side: 128 };

/** A signed layer of noise: black where it dips under the middle, white where it rises above. */
function signedNoise(input: string, dark: number, light: number, name: string): string {
  const alpha = (gain: number) => `${round(gain)} 0 0 0 ${round(-gain / 2)}`;
  return (
    `<feColorMatrix in="${input}" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ${alpha(-dark)}" result="${name}-dark"/>` +
    `<feColorMatrix in="${input}" type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 ${alpha(light)}" result="${name}-light"/>`
  );
}

/**
 * The filter that turns a drawing's silhouette into its light: folds, rounding and grain, cut to
 * the silhouette. Null when the material and surface give none.
 */
function silhouetteFilter(id: string, finish: Finish, surface: MockupSurface, tone: Tone): string | null {
  const primitives: string[] = [];
  const merged: string[] = [];
  if (surface.kind === "fabric") {
    // fractalNoise spreads about ±0.2 round the middle: a gain of 2.4 darkens a deep fold by half.
    primitives.push(
      foldNoise(surface.folds, "folds"),
      signedNoise("folds", 0.75 * shadowScale(tone), 1.1 * highlightScale(tone), "fold"),
    );
    merged.push("fold-dark", "fold-light");
  }
  if (finish.rounding) {
    const { reach, strength } = finish.rounding;
    const gain = strength * shadowScale(tone) * 2;
    primitives.push(
      `<feGaussianBlur in="SourceAlpha" stdDeviation="${reach}" result="inner"/>`,
      `<feColorMatrix in="inner" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ${round(-gain)} ${round(gain)}" result="edge"/>`,
    );
    merged.push("edge");
  }
  if (finish.grain) {
    const { layers, strength } = finish.grain;
    layers.forEach(([across, down], index) => {
      primitives.push(
        // Computed on one tile and repeated: fine grain shows no repeat, and costs a tile's work.
        `<feTurbulence type="fractalNoise" baseFrequency="${across} ${down}" numOctaves="1" seed="${11 + index}" ` +
          `stitchTiles="stitch" x="${GRAIN_TILE.x}" y="${GRAIN_TILE.y}" width="${GRAIN_TILE.side}" height="${GRAIN_TILE.side}" result="grain${index}-tile"/>`,
        `<feTile in="grain${index}-tile" result="grain${index}"/>`,
        signedNoise(
          `grain${index}`,
          // Dark specks on a light cloth read as dirt: its grain shows mostly as light.
          strength * 4 * (1 - 0.5 * tone.luminance),
          strength * 4 * highlightScale(tone),
          `grain${index}`,
        ),
      );
      merged.push(`grain${index}-dark`, `grain${index}-light`);
    });
  }
  if (merged.length === 0) return null;
  return (
    `<filter id="${id}" primitiveUnits="userSpaceOnUse" x="-0.02" y="-0.02" width="1.04" height="1.04" ` +
    `color-interpolation-filters="sRGB">${primitives.join("")}` +
    `<feMerge>${merged.map((name) => `<feMergeNode in="${name}"/>`).join("")}</feMerge>` +
    `<feComposite operator="in" in2="SourceAlpha"/></filter>`
  );
}

/**
 * The light layer's markup (no document wrapper): definitions, the silhouette's light, then the
 * shape's own light. `silhouette` is the drawing's markup, whose coverage is the product.
 */
export function drawLight(input: {
  silhouette: string;
  finish: Finish;
  surface: MockupSurface;
  tone: Tone;
  prefix: string;
  ownLight?: (paint: LightPaint) => string;
}): string {
  const { silhouette, finish, surface, tone, prefix } = input;
  const paint = new LightPaint(prefix, tone);
  const own = input.ownLight?.(paint) ?? "";
  const filterId = `${prefix}-light`;
  const filter = silhouetteFilter(filterId, finish, surface, tone);
  const definitions = (filter ?? "") + paint.definitions();
  return (
    (definitions ? `<defs>${definitions}</defs>` : "") +
    (filter
      ? `<g filter="url(#${filterId})" fill="#000" stroke="#000" stroke-width="6" stroke-linejoin="round">${silhouette}</g>`
      : "") +
    own
  );
}
