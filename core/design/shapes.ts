/**
 * The outlines of shape layers, in the layer's own frame: centred on 0,0 and filling its
 * width × height box, so the selection box, the print checks and the drawing agree. Stars and
 * polygons are stretched to the box (a five-pointed star is not as tall as it is wide otherwise).
 */
import type { ShapeLayer } from "#core/schemas/design.ts";

/** A star's inner corners, as a share of its outer radius: the classic five-pointed look. */
const STAR_INNER = 0.45;
export const DEFAULT_POINTS = { star: 5, polygon: 6 } as const;

/** Millimetres with 3 decimals (a micrometre), as the renderer writes them. */
function mm(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/** Points on the unit circle from the top, clockwise, stretched to fill the box. */
function fitted(points: { x: number; y: number }[], width: number, height: number): string {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scaleX = width / (right - left);
  const scaleY = height / (bottom - top);
  const placed = points.map(
    (point) =>
      `${mm((point.x - (left + right) / 2) * scaleX)} ${mm((point.y - (top + bottom) / 2) * scaleY)}`,
  );
  return `M${placed.join(" L")} Z`;
}

function radial(count: number, radius: (index: number) => number): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / count;
    return { x: Math.cos(angle) * radius(index), y: Math.sin(angle) * radius(index) };
  });
}

/**
 * A heart in a unit box (-0.5…0.5 both ways), two lobes and a point: cubic curves, scaled to
 * the layer's box.
 */
const HEART: [number, number][][] = [
  [[0, 0.5]],
  [
    [-0.3, 0.3],
    [-0.5, 0.05],
    [-0.5, -0.2],
  ],
  [
    [-0.5, -0.38],
    [-0.37, -0.5],
    [-0.23, -0.5],
  ],
  [
    [-0.1, -0.5],
    [-0.02, -0.43],
    [0, -0.32],
  ],
  [
    [0.02, -0.43],
    [0.1, -0.5],
    [0.23, -0.5],
  ],
  [
    [0.37, -0.5],
    [0.5, -0.38],
    [0.5, -0.2],
  ],
  [
    [0.5, 0.05],
    [0.3, 0.3],
    [0, 0.5],
  ],
];

function heartPath(width: number, height: number): string {
  const [start, ...curves] = HEART;
  const at = ([x, y]: [number, number]) => `${mm(x * width)} ${mm(y * height)}`;
  return `M${at(start![0]!)} ${curves.map((curve) => `C${curve.map(at).join(" ")}`).join(" ")} Z`;
}

/** The shape's SVG element, with `paint` (its fill and stroke attributes) added. */
export function shapeElement(
  layer: Pick<ShapeLayer, "shape" | "width" | "height" | "corners" | "points">,
  paint: string,
): string {
  const { width, height } = layer;
  switch (layer.shape) {
    case "rect": {
      const radius = Math.min(layer.corners ?? 0, width / 2, height / 2);
      const rounded = radius > 0 ? ` rx="${mm(radius)}"` : "";
      return `<rect x="${mm(-width / 2)}" y="${mm(-height / 2)}" width="${mm(width)}" height="${mm(height)}"${rounded}${paint}/>`;
    }
    case "ellipse":
      return `<ellipse cx="0" cy="0" rx="${mm(width / 2)}" ry="${mm(height / 2)}"${paint}/>`;
    case "line":
      return `<line x1="${mm(-width / 2)}" y1="0" x2="${mm(width / 2)}" y2="0"${paint}/>`;
    case "polygon": {
      const corners = radial(layer.points ?? DEFAULT_POINTS.polygon, () => 1);
      return `<path d="${fitted(corners, width, height)}"${paint}/>`;
    }
    case "star": {
      const count = (layer.points ?? DEFAULT_POINTS.star) * 2;
      const corners = radial(count, (index) => (index % 2 === 0 ? 1 : STAR_INNER));
      return `<path d="${fitted(corners, width, height)}"${paint}/>`;
    }
    case "heart":
      return `<path d="${heartPath(width, height)}"${paint}/>`;
  }
}
