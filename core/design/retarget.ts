/**
 * Applying a design to another product (issue 17): the same layers on print areas of the same
 * shape, scaled with the area. Shape is the trim box's proportions; the layers keep their place
 * relative to the area's centre, so a design made for a 12 × 18 in poster lands where it was on
 * a 24 × 36 in one, twice as large. Whether the scaled artwork still prints well is for the print
 * checks (checks.ts) to say: scaling up lowers every image's resolution.
 */
import { designLimits, type DesignDocument, type DesignLayer } from "#core/schemas/design.ts";
import type { AreaBox } from "./geometry.ts";

/** How far two areas' proportions may differ and still count as one shape (3 %). */
export const SHAPE_TOLERANCE = 0.03;

type KeyedArea = AreaBox & { key: string };

/** Whether two print areas have the same proportions, within SHAPE_TOLERANCE. */
export function sameShape(a: AreaBox, b: AreaBox): boolean {
  const ratio = a.widthMm / a.heightMm / (b.widthMm / b.heightMm);
  return Math.abs(ratio - 1) <= SHAPE_TOLERANCE;
}

/**
 * For each area the design uses, the target's area it goes to: the one with the same key, or,
 * when both sides have a single area, that one whatever its name (a mug's `wrap` and a bottle's).
 * Null when an area has no counterpart of the same shape.
 */
export function matchAreas<Target extends KeyedArea>(
  usedAreas: readonly KeyedArea[],
  sourceAreaCount: number,
  targetAreas: readonly Target[],
): Map<string, Target> | null {
  const matched = new Map<string, Target>();
  for (const area of usedAreas) {
    const sameKey = targetAreas.find((candidate) => candidate.key === area.key);
    const onlyOne = sourceAreaCount === 1 && targetAreas.length === 1 ? targetAreas[0] : undefined;
    const target = sameKey ?? onlyOne;
    if (!target || !sameShape(area, target)) return null;
    matched.set(area.key, target);
  }
  return matched;
}

/** The factor an area's layers are scaled by on the target area: the side that fits. */
export function areaScale(source: AreaBox, target: AreaBox): number {
  return Math.min(target.widthMm / source.widthMm, target.heightMm / source.heightMm);
}

const hundredths = (value: number) => Math.round(value * 100) / 100;

function scaleLayer(layer: DesignLayer, source: AreaBox, target: AreaBox, scale: number): DesignLayer {
  const x = hundredths(target.widthMm / 2 + (layer.x - source.widthMm / 2) * scale);
  const y = hundredths(target.heightMm / 2 + (layer.y - source.heightMm / 2) * scale);
  // Clip art is vector: it scales like an image, with no resolution to lose.
  if (layer.type === "image" || layer.type === "art") {
    return {
      ...layer,
      x,
      y,
      width: Math.max(0.1, hundredths(layer.width * scale)),
      height: Math.max(0.1, hundredths(layer.height * scale)),
    };
  }
  if (layer.type === "shape") {
    // The outline and the corners scale with the shape, so it looks the same on the other product.
    return {
      ...layer,
      x,
      y,
      width: Math.max(0.1, hundredths(layer.width * scale)),
      height: Math.max(0.1, hundredths(layer.height * scale)),
      strokeMm: Math.min(designLimits.maxStrokeMm, hundredths(layer.strokeMm * scale)),
      ...(layer.corners !== undefined ? { corners: hundredths(layer.corners * scale) } : {}),
    };
  }
  const sizePt = Math.round(layer.sizePt * scale * 10) / 10;
  return {
    ...layer,
    x,
    y,
    sizePt: Math.min(designLimits.maxSizePt, Math.max(designLimits.minSizePt, sizePt)),
    // The outline keeps its weight against the letters.
    ...(layer.outline
      ? {
          outline: {
            ...layer.outline,
            widthMm: Math.min(
              designLimits.maxStrokeMm,
              Math.max(0.01, hundredths(layer.outline.widthMm * scale)),
            ),
          },
        }
      : {}),
  };
}

export type RetargetedDesign = {
  document: DesignDocument;
  /** Per area the design uses, in order: the target area it went to and the factor of its layers. */
  scales: { from: string; to: string; scale: number }[];
};

/**
 * The design on another product: each used area's layers moved to the matched target area and
 * scaled with it (hidden layers too), in `color` and `size` (null where areas do not depend on
 * the size). Null when the target has no area of the same shape for one of them.
 */
export function retargetDesign<Target extends KeyedArea>(
  document: DesignDocument,
  sourceAreas: readonly KeyedArea[],
  target: { productId: string; color: string; size: string | null; areas: readonly Target[] },
): RetargetedDesign | null {
  const used = sourceAreas.filter((area) => (document.areas[area.key] ?? []).length > 0);
  if (used.length === 0) return null;
  const matched = matchAreas(used, sourceAreas.length, target.areas);
  if (!matched) return null;
  const areas: DesignDocument["areas"] = {};
  const scales: RetargetedDesign["scales"] = [];
  for (const area of used) {
    const to = matched.get(area.key)!;
    const scale = areaScale(area, to);
    scales.push({ from: area.key, to: to.key, scale });
    areas[to.key] = (document.areas[area.key] ?? []).map((layer) => scaleLayer(layer, area, to, scale));
  }
  return {
    document: { ...document, product: target.productId, color: target.color, size: target.size, areas },
    scales,
  };
}
