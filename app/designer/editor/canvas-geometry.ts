/**
 * The canvas's geometry, pure so it is tested without a browser: where a print area sits on the
 * product mockup, what part of the mockup the view shows at a zoom, which layer a pointer is on,
 * and what a drag (move, corner, rotate handle) does to a layer. Millimetres of the print area for
 * layers, the mockup drawing's units (viewBox 0 0 1000 1000) for the view.
 */
import { designLimits, type DesignLayer } from "#core/schemas/design.ts";
import { type AreaBox, layerSize } from "#core/design/geometry.ts";
import { clampIntoArea, normaliseRotation, round } from "#core/design/operations.ts";
import { placeAreaOnMockup, type MockupBox } from "#core/design/render.ts";
import { noGuides, snapLayer, type SnapGuides } from "./snapping.ts";

export type Point = { x: number; y: number };
export type Corner = "nw" | "ne" | "se" | "sw";
export type DragMode = "move" | "rotate" | Corner;

/** Each corner's side of the layer's centre, in the layer's own (unrotated) frame. */
export const corners: Record<Corner, readonly [-1 | 1, -1 | 1]> = {
  nw: [-1, -1],
  ne: [1, -1],
  se: [1, 1],
  sw: [-1, 1],
};

/** Zoom steps, 1 being the print area with the product around it. */
export const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
/** Room around the print area at zoom 1, as a share of its size: the product shows around it. */
const MARGIN = 0.4;
/** The smallest side a pointer makes an image, in millimetres: smaller cannot be grabbed again. */
const MIN_SIDE_MM = 1;

/**
 * Where the area's trim box is drawn on the mockup: one scale for both directions (a layer turned
 * on screen must keep its shape), as large as fits the area's mockup box, centred in it.
 */
export function areaPlacement(area: AreaBox & { mockup: MockupBox }): Point & { scale: number } {
  const { scale, x, y } = placeAreaOnMockup(area, area.mockup);
  return { scale, x, y };
}

/** The square part of the mockup shown: around the area, `zoom` times closer, moved by `pan`. */
export function viewOf(area: AreaBox & { mockup: MockupBox }, zoom: number, pan: Point) {
  const { scale, x, y } = areaPlacement(area);
  const width = area.widthMm * scale;
  const height = area.heightMm * scale;
  const side = (Math.max(width, height) * (1 + 2 * MARGIN)) / zoom;
  const centre = { x: x + width / 2 + pan.x, y: y + height / 2 + pan.y };
  return { x: centre.x - side / 2, y: centre.y - side / 2, side };
}

/** A pan kept so that the middle of the view stays on the area with its bleed. */
export function clampPan(area: AreaBox & { mockup: MockupBox }, pan: Point): Point {
  const { scale } = areaPlacement(area);
  const limitX = (area.widthMm / 2 + area.bleedMm) * scale;
  const limitY = (area.heightMm / 2 + area.bleedMm) * scale;
  return {
    x: Math.min(Math.max(pan.x, -limitX), limitX),
    y: Math.min(Math.max(pan.y, -limitY), limitY),
  };
}

/** A point of the area in the layer's own frame: origin at its centre, axes turned with it. */
export function toLocal(layer: DesignLayer, point: Point): Point {
  const radians = (-layer.rotation * Math.PI) / 180;
  const dx = point.x - layer.x;
  const dy = point.y - layer.y;
  return {
    x: dx * Math.cos(radians) - dy * Math.sin(radians),
    y: dx * Math.sin(radians) + dy * Math.cos(radians),
  };
}

function fromLocal(layer: DesignLayer, local: Point): Point {
  const radians = (layer.rotation * Math.PI) / 180;
  return {
    x: layer.x + local.x * Math.cos(radians) - local.y * Math.sin(radians),
    y: layer.y + local.x * Math.sin(radians) + local.y * Math.cos(radians),
  };
}

/**
 * The top-most visible layer under a point, by its (turned) box grown by `slackMm` so a thin
 * line of text can still be hit with a finger.
 */
export function layerAt(layers: readonly DesignLayer[], point: Point, slackMm: number): DesignLayer | null {
  for (let index = layers.length - 1; index >= 0; index -= 1) {
    const layer = layers[index];
    if (!layer || layer.hidden) continue;
    const { width, height } = layerSize(layer);
    const local = toLocal(layer, point);
    if (Math.abs(local.x) <= width / 2 + slackMm && Math.abs(local.y) <= height / 2 + slackMm) return layer;
  }
  return null;
}

export type DragInput = {
  mode: DragMode;
  /** The layer as it was when the drag began. */
  layer: DesignLayer;
  /** Where the drag began and where the pointer is, in millimetres of the area. */
  start: Point;
  point: Point;
  area: AreaBox;
  /** Shift: a corner frees an image's proportions; the rotate handle turns by 15° steps. */
  shiftKey: boolean;
  /** How near a line a moved layer snaps to it (a few screen pixels, in millimetres). */
  snapMm: number;
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** How far along the drag's own direction the pointer went: 1 where it began, 2 twice as far. */
function along(from: Point, to: Point): number {
  const length = from.x * from.x + from.y * from.y;
  return length > 0 ? (to.x * from.x + to.y * from.y) / length : 1;
}

/**
 * The layer a drag makes, and the snapping lines to draw. A move snaps and keeps the centre on the
 * area; a corner resizes with the opposite corner held in place (proportions kept, but Shift frees
 * an image's; text changes its type size); the rotate handle turns by whole degrees (Shift: 15°).
 * Values are rounded as documents keep them.
 */
export function dragLayer(input: DragInput): { layer: DesignLayer; guides: SnapGuides } {
  const { layer, start, point, area } = input;
  if (input.mode === "move") {
    const moved = { ...layer, x: layer.x + point.x - start.x, y: layer.y + point.y - start.y };
    const snapped = snapLayer(moved, area, input.snapMm);
    return { layer: clampIntoArea({ ...moved, x: snapped.x, y: snapped.y }, area), guides: snapped.guides };
  }
  if (input.mode === "rotate") {
    const angle = (at: Point) => (Math.atan2(at.y - layer.y, at.x - layer.x) * 180) / Math.PI;
    const step = input.shiftKey ? 15 : 1;
    const degrees = layer.rotation + angle(point) - angle(start);
    return {
      layer: { ...layer, rotation: normaliseRotation(Math.round(degrees / step) * step) },
      guides: noGuides,
    };
  }
  const [sx, sy] = corners[input.mode];
  const size = layerSize(layer);
  // The opposite corner stays where it is: distances are measured from it, in the layer's frame.
  const anchor = { x: (-sx * size.width) / 2, y: (-sy * size.height) / 2 };
  const fromAnchor = (at: Point) => {
    const local = toLocal(layer, at);
    return { x: local.x - anchor.x, y: local.y - anchor.y };
  };
  const began = fromAnchor(start);
  const now = fromAnchor(point);
  let resized: DesignLayer;
  if (layer.type === "text") {
    const sizePt = round(
      clamp(layer.sizePt * along(began, now), designLimits.minSizePt, designLimits.maxSizePt),
    );
    resized = { ...layer, sizePt };
  } else if (input.shiftKey) {
    const scaled = (side: number, to: number, from: number) =>
      round(clamp(side * (Math.abs(from) > 0.01 ? to / from : 1), MIN_SIDE_MM, designLimits.maxLayerMm));
    resized = {
      ...layer,
      width: scaled(layer.width, now.x, began.x),
      height: scaled(layer.height, now.y, began.y),
    };
  } else {
    const smallest = Math.min(layer.width, layer.height);
    const largest = Math.max(layer.width, layer.height);
    const ratio = clamp(along(began, now), MIN_SIDE_MM / smallest, designLimits.maxLayerMm / largest);
    resized = { ...layer, width: round(layer.width * ratio), height: round(layer.height * ratio) };
  }
  const next = layerSize(resized);
  const centre = fromLocal(layer, {
    x: anchor.x + (sx * next.width) / 2,
    y: anchor.y + (sy * next.height) / 2,
  });
  return { layer: clampIntoArea({ ...resized, x: centre.x, y: centre.y }, area), guides: noGuides };
}
