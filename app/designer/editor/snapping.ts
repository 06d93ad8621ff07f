/**
 * Snapping while a layer is dragged: its centre to the area's centre lines, its edges to the trim
 * and safe-zone lines, when within a few screen pixels. Pure: positions in millimetres.
 */
import type { DesignLayer } from "#app/schemas/design.ts";
import { type AreaBox, layerBounds } from "../geometry.ts";

export type SnapGuides = { vertical: number[]; horizontal: number[] };

type Axis = { centre: number; low: number; high: number };

function snapAxis(axis: Axis, lines: { centre: number[]; edges: number[] }, threshold: number) {
  let best: { shift: number; line: number } | null = null;
  const consider = (from: number, to: number) => {
    const shift = to - from;
    if (Math.abs(shift) <= threshold && (best === null || Math.abs(shift) < Math.abs(best.shift))) {
      best = { shift, line: to };
    }
  };
  for (const line of lines.centre) consider(axis.centre, line);
  for (const line of lines.edges) {
    consider(axis.low, line);
    consider(axis.high, line);
  }
  return best as { shift: number; line: number } | null;
}

/**
 * The position a dragged layer takes, moved onto the nearest line within `thresholdMm`, and the
 * lines it snapped to (to draw while dragging).
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
    { centre: [area.widthMm / 2], edges: [0, safe, area.widthMm - safe, area.widthMm] },
    thresholdMm,
  );
  const y = snapAxis(
    { centre: layer.y, low: bounds.top, high: bounds.bottom },
    { centre: [area.heightMm / 2], edges: [0, safe, area.heightMm - safe, area.heightMm] },
    thresholdMm,
  );
  return {
    x: layer.x + (x?.shift ?? 0),
    y: layer.y + (y?.shift ?? 0),
    guides: { vertical: x ? [x.line] : [], horizontal: y ? [y.line] : [] },
  };
}
