/**
 * How a product's printed surface bends the artwork on a mockup (issue 30): fabric lets the print
 * follow its folds a little, a mug's or a bottle's wrap turns away round the cylinder, paper and
 * rigid goods stay flat. Only the picture of a product uses this; the print file is always the
 * flat design (render.ts `renderDesignSvg`).
 *
 * The folds are one noise field (SVG `feTurbulence`) in the mockup drawing's units: the mockup's
 * light layer (server/mockups/light.ts) shades the fabric with it and the design is displaced by
 * the very same field, so the print darkens and moves where the cloth does. Markup uses ids only
 * under the prefix its caller gives, so several mockups in one page never share one.
 */
import type { MockupBox } from "./render.ts";

/** A fold field: low-frequency noise, longer than wide where cloth hangs, and how far it moves a print. */
export type FoldField = {
  /** `feTurbulence` base frequency across and down, per drawing unit. */
  frequency: readonly [across: number, down: number];
  seed: number;
  /** The largest shift of the print, in drawing units (the drawing is 1000 wide). */
  depth: number;
};

/** The surface of a product's print areas, as the mockup shows it. */
export type MockupSurface =
  | { kind: "flat" }
  | { kind: "fabric"; folds: FoldField }
  /**
   * A cylinder seen from the front, its axis at `centreX` and `radius` its half-width, and from a
   * little above: a circle round it shows as an ellipse `sag` high (its rim's), so a line round
   * the print dips toward the middle; negative when seen from below (a cap's crown).
   */
  | { kind: "cylinder"; centreX: number; radius: number; sag: number };

/**
 * The noise of a fold field as filter primitives: shared by the light layer and the displacement.
 * Made opaque, because engines disagree on whether a displacement reads the noise premultiplied
 * by its own (noisy) alpha; with alpha 1 both readings are the same.
 */
export function foldNoise(folds: FoldField, result: string): string {
  return (
    `<feTurbulence type="fractalNoise" baseFrequency="${folds.frequency[0]} ${folds.frequency[1]}" ` +
    `numOctaves="1" seed="${folds.seed}" result="${result}-noise"/>` +
    `<feColorMatrix in="${result}-noise" type="matrix" values="1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 0 1" result="${result}"/>`
  );
}

/** Drawing units rounded to a hundredth: exact enough on a 1000-unit drawing, no float noise. */
function unit(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A ratio to five decimals. */
function fixed(value: number): string {
  return String(Math.round(value * 1e5) / 1e5);
}

/** Strips a wrap is cut into: narrow enough that the steps of the curve never show. */
const CYLINDER_STRIPS = 24;
/** The turn of the print's edges is kept short of a quarter, where it would vanish edge-on. */
const MAX_SINE = 0.97;

/**
 * One strip of a wrap: the source span of the flat design, where it lands on the drawing, and how
 * far the cylinder's curve lowers its two sides.
 */
export type CylinderStrip = {
  from: number;
  to: number;
  left: number;
  right: number;
  dropLeft: number;
  dropRight: number;
};

/**
 * A flat print of `place` wrapped round the cylinder: the middle faces the viewer, the sides turn
 * away, so each strip lands narrower toward the edges (by the cosine of its turn) and, seen from
 * above, lower toward the middle. The print's farther edge from the axis stays on its box's edge.
 */
export function cylinderStrips(
  surface: Extract<MockupSurface, { kind: "cylinder" }>,
  place: MockupBox,
): CylinderStrip[] {
  const half = Math.max(surface.centreX - place.x, place.x + place.width - surface.centreX, 1);
  const edgeTurn = Math.asin(Math.min(half / surface.radius, MAX_SINE));
  const turn = (x: number) => (edgeTurn * (x - surface.centreX)) / half;
  // Rounded here, so that a strip's right edge is exactly the next one's left edge in the markup.
  const across = (x: number) =>
    Math.round((surface.centreX + (half * Math.sin(turn(x))) / Math.sin(edgeTurn)) * 100) / 100;
  // Measured from where the print's edges meet the cylinder, which stay where the box puts them.
  const drop = (x: number) => surface.sag * (Math.cos(turn(x)) - Math.cos(edgeTurn));
  return Array.from({ length: CYLINDER_STRIPS }, (_, index) => {
    const from = place.x + (place.width * index) / CYLINDER_STRIPS;
    const to = place.x + (place.width * (index + 1)) / CYLINDER_STRIPS;
    return { from, to, left: across(from), right: across(to), dropLeft: drop(from), dropRight: drop(to) };
  });
}

function cylinderMarkup(
  surface: Extract<MockupSurface, { kind: "cylinder" }>,
  place: MockupBox,
  design: string,
  id: string,
): string {
  const strips = cylinderStrips(surface, place);
  const clips: string[] = [];
  const drawn = strips
    .map((strip, index) => {
      const scale = (strip.right - strip.left) / (strip.to - strip.from);
      const shear = (strip.dropRight - strip.dropLeft) / Math.max(strip.right - strip.left, 1e-6);
      const clip = `${id}-${index}`;
      // Crisp edges: each pixel belongs to one strip, so neither a seam nor a doubled strip shows.
      clips.push(
        `<mask id="${clip}" maskUnits="userSpaceOnUse" x="${unit(strip.left - 1)}" y="0" width="${unit(strip.right - strip.left + 2)}" height="1000"><rect x="${unit(strip.left)}" y="0" width="${unit(strip.right - strip.left)}" height="1000" fill="#fff" shape-rendering="crispEdges"/></mask>`,
      );
      // x' = scale·x + e lays the strip's span of the flat design on its span of the drawing;
      // y' = y + drop(x'), the drop growing linearly across the strip: matrix(a b 0 1 e f).
      const e = strip.left - scale * strip.from;
      const f = strip.dropLeft - shear * scale * strip.from;
      return `<g mask="url(#${clip})"><use href="#${id}" transform="matrix(${fixed(scale)} ${fixed(shear * scale)} 0 1 ${unit(e)} ${unit(f)})"/></g>`;
    })
    .join("");
  return `<defs><g id="${id}">${design}</g>${clips.join("")}</defs>${drawn}`;
}

/**
 * The filter that moves a print with the fabric's folds over `place` (drawing units), for an
 * element drawn in drawing units; null on a surface that does not move a print so.
 */
export function surfaceFilter(surface: MockupSurface, place: MockupBox, id: string): string | null {
  if (surface.kind !== "fabric") return null;
  const { folds } = surface;
  const margin = folds.depth * 2;
  return (
    `<filter id="${id}" filterUnits="userSpaceOnUse" primitiveUnits="userSpaceOnUse" ` +
    `x="${unit(place.x - margin)}" y="${unit(place.y - margin)}" width="${unit(place.width + 2 * margin)}" ` +
    `height="${unit(place.height + 2 * margin)}" color-interpolation-filters="sRGB">` +
    foldNoise(folds, "folds") +
    // The noise runs about 0.5 ± 0.25: four times the depth moves a print by about the depth.
    `<feDisplacementMap in="SourceGraphic" in2="folds" scale="${unit(folds.depth * 4)}" xChannelSelector="R" yChannelSelector="G"/>` +
    `</filter>`
  );
}

/**
 * A design drawn flat in `place` (drawing units), as it lies on the surface: displaced by the
 * folds, wrapped round the cylinder, or as it is. `id` names what the markup defines.
 */
export function onSurface(surface: MockupSurface, place: MockupBox, design: string, id: string): string {
  switch (surface.kind) {
    case "flat":
      return design;
    case "fabric":
      return `${surfaceFilter(surface, place, id) ?? ""}<g filter="url(#${id})">${design}</g>`;
    case "cylinder":
      return cylinderMarkup(surface, place, design, id);
  }
}
