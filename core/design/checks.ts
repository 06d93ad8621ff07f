/**
 * Print checks (preflight): what would print badly or not at all. The editor runs them on every
 * change; the server runs the same function before a design is rendered or ordered, with the
 * files' real pixel sizes from the database.
 */
import { PRINT_DPI, pixelsFor } from "#core/catalogue.ts";
import type { DesignDocument, DesignLayer } from "#core/schemas/design.ts";
import { type AreaBox, areaRect, effectiveDpi, layerBounds, rectInside } from "./geometry.ts";

/** Type smaller than this does not print legibly. */
export const MIN_PRINTABLE_PT = 6;
/** An outline (a shape's, a line) thinner than this breaks up in print, like thin type. */
export const MIN_PRINTABLE_STROKE_MM = 0.5;

/** `error` blocks ordering; `warning` is shown and allowed; `notice` is for information. */
export type IssueSeverity = "error" | "warning" | "notice";

export type DesignIssue =
  | { severity: "error"; code: "emptyDesign" }
  | { severity: "notice"; code: "emptyArea"; area: string }
  | { severity: "error"; code: "missingFile"; area: string; layer: string }
  | {
      severity: "error" | "warning";
      code: "dpiTooLow" | "dpiLow";
      area: string;
      layer: string;
      /** The resolution the image prints at, and the pixels it would need at the threshold. */
      dpi: number;
      needed: { dpi: number; width: number; height: number };
    }
  | { severity: "error"; code: "textTooSmall"; area: string; layer: string; sizePt: number }
  | { severity: "error"; code: "strokeTooThin"; area: string; layer: string; strokeMm: number }
  | { severity: "warning"; code: "overEdge" | "outsideSafe"; area: string; layer: string };

export type IssueCode = DesignIssue["code"];

/** A print area for the checks: its key and size. */
export type CheckedArea = AreaBox & { key: string };

/** Pixel sizes of the files the design uses; a file absent from the map is missing. */
export type FilePixels = ReadonlyMap<string, { width: number; height: number }>;

function layerIssues(area: CheckedArea, layer: DesignLayer, files: FilePixels): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const where = { area: area.key, layer: layer.id };
  if (layer.type === "image") {
    const pixels = files.get(layer.fileId);
    if (!pixels) return [{ severity: "error", code: "missingFile", ...where }];
    const dpi = effectiveDpi(pixels, layer);
    const threshold =
      dpi < PRINT_DPI.minimum ? "minimum" : dpi < PRINT_DPI.recommended ? "recommended" : null;
    if (threshold) {
      const neededDpi = PRINT_DPI[threshold];
      issues.push({
        severity: threshold === "minimum" ? "error" : "warning",
        code: threshold === "minimum" ? "dpiTooLow" : "dpiLow",
        ...where,
        dpi: Math.floor(dpi),
        needed: {
          dpi: neededDpi,
          width: pixelsFor(layer.width, neededDpi),
          height: pixelsFor(layer.height, neededDpi),
        },
      });
    }
  } else if (layer.type === "text") {
    if (layer.sizePt < MIN_PRINTABLE_PT) {
      issues.push({ severity: "error", code: "textTooSmall", ...where, sizePt: layer.sizePt });
    }
    // A hairline round the letters breaks up in print as thin type does.
    if (layer.outline && layer.outline.widthMm < MIN_PRINTABLE_STROKE_MM) {
      issues.push({ severity: "error", code: "strokeTooThin", ...where, strokeMm: layer.outline.widthMm });
    }
  } else if (
    layer.type === "shape" &&
    layer.stroke !== null &&
    layer.strokeMm > 0 &&
    layer.strokeMm < MIN_PRINTABLE_STROKE_MM
  ) {
    issues.push({ severity: "error", code: "strokeTooThin", ...where, strokeMm: layer.strokeMm });
  }
  // Clip art is vector: it prints sharp at any size, so only its place on the area is checked.
  const bounds = layerBounds(layer);
  // Past the bleed the printer cuts it off; past the safe margin the trim may.
  if (!rectInside(bounds, areaRect(area, area.bleedMm))) {
    issues.push({ severity: "warning", code: "overEdge", ...where });
  } else if (!rectInside(bounds, areaRect(area, -area.safeMarginMm)) && !coversBleed(bounds, area)) {
    issues.push({ severity: "warning", code: "outsideSafe", ...where });
  }
  return issues;
}

/**
 * A background that fills the whole area up to the bleed is meant to be cut at the trim line:
 * it is not "outside the safe zone".
 */
function coversBleed(bounds: ReturnType<typeof layerBounds>, area: CheckedArea): boolean {
  return area.bleedMm > 0 && rectInside(areaRect(area, 0), bounds);
}

/** Every issue of a design, area by area in the given order, layers bottom to top. */
export function checkDesign(
  document: Pick<DesignDocument, "areas">,
  areas: readonly CheckedArea[],
  files: FilePixels,
): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const visible = (key: string) => (document.areas[key] ?? []).filter((layer) => !layer.hidden);
  const used = areas.filter((area) => visible(area.key).length > 0);
  if (used.length === 0) return [{ severity: "error", code: "emptyDesign" }];
  for (const area of areas) {
    const layers = visible(area.key);
    if (layers.length === 0) issues.push({ severity: "notice", code: "emptyArea", area: area.key });
    for (const layer of layers) issues.push(...layerIssues(area, layer, files));
  }
  return issues;
}

/** Whether a design may be ordered: no issue is an error. */
export function canOrder(issues: readonly DesignIssue[]): boolean {
  return issues.every((issue) => issue.severity !== "error");
}
