/**
 * Snapping while a layer is dragged: its centre to the area's centre lines, its edges (of the box
 * it covers once rotated) to the trim and safe-zone lines and to the centre lines, when within a
 * few screen pixels. Pure: positions in millimetres of the print area.
 */
import type { DesignLayer } from "#core/schemas/design.ts";
import { type AreaBox, layerBounds } from "#core/design/geometry.ts";

/** Lines to draw while dragging: x of vertical lines, y of horizontal ones, in millimetres. */
export type SnapGuides = { vertical: number[]; horizontal: number[] };

export const noGuides: SnapGuides = { vertical: [], horizontal: [] };

/** A distance on screen as millimetres of the print area at the scale it is drawn at. */
export function snapThresholdMm(pixels: number, pixelsPerMm: number): number {
  return pixelsPerMm > 0 ? pixels / pixelsPerMm : 0;
}

type Snap = { shift: number; line: number };

function snapAxis(
  layer: { centre: number; low: number; high: number },
  lines: { centre: number; edges: number[] },
  threshold: number,
): Snap | null {
  let best: Snap | null = null;
  const consider = (from: number, to: number) => {
    const shift = to - from;
    if (Math.abs(shift) <= threshold && (best === null || Math.abs(shift) < Math.abs(best.shift))) {
      best = { shift, line: to };
    }
  };
  consider(layer.centre, lines.centre);
  for (const line of [lines.centre, ...lines.edges]) {
    consider(layer.low, line);
    consider(layer.high, line);
  }
  return best;
}

/**
 * The position a dragged layer takes, moved onto the nearest line within `thresholdMm` on each
 * axis (the closest line wins; the centre wins a tie), and the lines it snapped to.
 */
export function snapLayer(
  layer: DesignLayer,
  area: AreaBox,
  thresholdMm: number,
): { x: number; y: number; guides: SnapGuides } {
  const bounds = layerBounds(layer);
  const safe = area.safeMarginMm;
  const x = snapAxis(
    { centre: layer.x, low: bounds.left, high: bounds.right },
    { centre: area.widthMm / 2, edges: [0, safe, area.widthMm - safe, area.widthMm] },
    thresholdMm,
  );
  const y = snapAxis(
    { centre: layer.y, low: bounds.top, high: bounds.bottom },
    { centre: area.heightMm / 2, edges: [0, safe, area.heightMm - safe, area.heightMm] },
    thresholdMm,
  );
  return {
    x: layer.x + (x?.shift ?? 0),
    y: layer.y + (y?.shift ?? 0),
    guides: { vertical: x ? [x.line] : [], horizontal: y ? [y.line] : [] },
  };
}
