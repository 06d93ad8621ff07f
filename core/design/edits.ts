/**
 * Applies one designer form (core/schemas/design.ts `designEditSchema`) to a document: the server
 * does it for a plain form post, the page does it with JavaScript, so both give the same document.
 */
import {
  shapeIsVisible,
  type DesignDocument,
  type DesignEdit,
  type DesignLayer,
} from "#core/schemas/design.ts";
import {
  align,
  allLayerIds,
  clampIntoArea,
  duplicate,
  fitImage,
  imagePlacement,
  layersOf,
  newLayerId,
  normaliseRotation,
  placeArt,
  placeImage,
  placeShape,
  placeText,
  readableOn,
  reorder,
  round,
  updateLayer,
  withLayers,
} from "./operations.ts";
import { areasFor, type DesignProduct } from "./product.ts";

export type EditOutcome = {
  document: DesignDocument;
  /** The layer to select afterwards (a new or changed one); null when none is left selected. */
  selected: string | null;
  /** The print area to show afterwards. */
  area: string | null;
  /**
   * A new image with too few pixels to print sharp at a useful size: placed at its largest size
   * for 150 DPI (millimetres), which the customer is told with the upload.
   */
  smallImage?: { width: number; height: number; pixels: { width: number; height: number } };
};

/** Why an edit cannot apply: a message key under `edit` in the `design` namespace. */
export class EditRefused extends Error {
  override name = "EditRefused";
  readonly reason: "noArea" | "noLayer" | "noFile" | "locked" | "noColor" | "noSize" | "invisible";
  constructor(reason: EditRefused["reason"]) {
    super(`edit refused: ${reason}`);
    this.reason = reason;
  }
}

/** The new width and height; with `keepRatio`, the side the customer changed sets the other. */
function resized(
  layer: { width: number; height: number },
  edit: { width: number; height: number; keepRatio: boolean },
): { width: number; height: number } {
  let { width, height } = edit;
  if (edit.keepRatio) {
    const ratio = layer.height / layer.width;
    if (Math.abs(width - layer.width) > 0.001) height = width * ratio;
    else if (Math.abs(height - layer.height) > 0.001) width = height / ratio;
  }
  return { width: round(width), height: round(height) };
}

function layerChange(layer: DesignLayer, edit: DesignEdit): DesignLayer {
  if (edit.intent === "image-layer" && layer.type === "image") {
    const { width, height } = resized(layer, edit);
    return {
      ...layer,
      x: round(edit.x),
      y: round(edit.y),
      width,
      height,
      rotation: normaliseRotation(edit.rotation),
    };
  }
  if (edit.intent === "art-layer" && layer.type === "art") {
    const { color: _own, ...uncoloured } = layer;
    return {
      ...uncoloured,
      ...resized(layer, edit),
      ...(edit.ownColors ? {} : { color: edit.color }),
      x: round(edit.x),
      y: round(edit.y),
      rotation: normaliseRotation(edit.rotation),
    };
  }
  if (edit.intent === "shape-layer" && layer.type === "shape") {
    const changed = {
      ...layer,
      ...resized(layer, edit),
      x: round(edit.x),
      y: round(edit.y),
      rotation: normaliseRotation(edit.rotation),
      fill: edit.noFill ? null : edit.fill,
      stroke: edit.noStroke ? null : edit.stroke,
      strokeMm: round(edit.strokeMm),
      ...(layer.shape === "rect" && edit.corners !== undefined ? { corners: round(edit.corners) } : {}),
      ...((layer.shape === "star" || layer.shape === "polygon") && edit.points !== undefined
        ? { points: edit.points }
        : {}),
    };
    // A line is only its outline: without one it would vanish.
    if (!shapeIsVisible(changed)) throw new EditRefused("invisible");
    return changed;
  }
  if (edit.intent === "text-layer" && layer.type === "text") {
    const { intent: _intent, area: _area, layer: _layer, arc, outlineMm, outlineColor, ...values } = edit;
    const { arc: _straight, outline: _outline, ...plain } = layer;
    return {
      ...plain,
      ...values,
      ...(arc === 0 ? {} : { arc: { degrees: arc } }),
      ...(round(outlineMm) === 0 ? {} : { outline: { color: outlineColor, widthMm: round(outlineMm) } }),
      x: round(edit.x),
      y: round(edit.y),
      rotation: normaliseRotation(edit.rotation),
    };
  }
  throw new EditRefused("noLayer");
}

/**
 * The document after `edit`. `files` gives the pixel size of the owner's files (to place a new
 * image at its proportions); `random` makes new layer ids.
 */
export function applyEdit(
  document: DesignDocument,
  edit: DesignEdit,
  context: {
    product: DesignProduct;
    files: ReadonlyMap<string, { width: number; height: number }>;
    random?: () => number;
  },
): EditOutcome {
  if (edit.intent === "color") {
    if (!context.product.colors.some((color) => color.key === edit.color)) throw new EditRefused("noColor");
    // The layout is kept as it is: only the product's colour changes.
    return { document: { ...document, color: edit.color }, selected: null, area: null };
  }
  if (edit.intent === "size") {
    if (!context.product.sizes.some((size) => size.key === edit.size)) throw new EditRefused("noSize");
    return { document: { ...document, size: edit.size }, selected: null, area: null };
  }
  const area = areasFor(context.product, document.size).find((candidate) => candidate.key === edit.area);
  if (!area) throw new EditRefused("noArea");
  const layers = layersOf(document, area.key);
  const id = () => newLayerId(allLayerIds(document), context.random);

  if (edit.intent === "add-text") {
    const surface = context.product.colors.find((color) => color.key === document.color)?.hex ?? "#ffffff";
    const layer = placeText(area, id(), { text: edit.text, font: edit.font, color: readableOn(surface) });
    return {
      document: withLayers(document, area.key, [...layers, layer]),
      selected: layer.id,
      area: area.key,
    };
  }
  if (edit.intent === "add-shape") {
    const surface = context.product.colors.find((color) => color.key === document.color)?.hex ?? "#ffffff";
    const layer = placeShape(area, id(), edit.shape, readableOn(surface));
    return {
      document: withLayers(document, area.key, [...layers, layer]),
      selected: layer.id,
      area: area.key,
    };
  }
  if (edit.intent === "add-art") {
    const layer = placeArt(area, id(), edit.artId);
    return {
      document: withLayers(document, area.key, [...layers, layer]),
      selected: layer.id,
      area: area.key,
    };
  }
  if (edit.intent === "add-image") {
    const file = context.files.get(edit.fileId);
    if (!file) throw new EditRefused("noFile");
    const layer = placeImage(area, { id: edit.fileId, ...file }, id());
    const { sharp } = imagePlacement(area, file);
    return {
      document: withLayers(document, area.key, [...layers, layer]),
      selected: layer.id,
      area: area.key,
      ...(sharp
        ? {}
        : {
            smallImage: {
              width: layer.width,
              height: layer.height,
              pixels: { width: file.width, height: file.height },
            },
          }),
    };
  }

  const layer = layers.find((candidate) => candidate.id === edit.layer);
  if (!layer) throw new EditRefused("noLayer");
  const done = (next: DesignDocument, selected: string | null = layer.id): EditOutcome => ({
    document: next,
    selected,
    area: area.key,
  });
  const change = (update: (layer: DesignLayer) => DesignLayer) =>
    done(updateLayer(document, area.key, layer.id, update));

  if (edit.intent === "layer-action") {
    const { action } = edit;
    // Locking only stops changes to the layer itself; it can still be unlocked, hidden or reordered.
    const allowedWhenLocked = ["unlock", "hide", "show", "up", "down", "duplicate"];
    if (layer.locked && !allowedWhenLocked.includes(action)) throw new EditRefused("locked");
    switch (action) {
      case "up":
      case "down":
        return done(withLayers(document, area.key, reorder(layers, layer.id, action)));
      case "hide":
      case "show":
        return change((current) => ({ ...current, hidden: action === "hide" }));
      case "lock":
      case "unlock":
        return change((current) => ({ ...current, locked: action === "lock" }));
      case "duplicate": {
        const copyId = id();
        return done(withLayers(document, area.key, duplicate(layers, layer.id, copyId)), copyId);
      }
      case "delete":
        return done(
          withLayers(
            document,
            area.key,
            layers.filter((candidate) => candidate.id !== layer.id),
          ),
          null,
        );
      case "center":
      case "middle":
        return change((current) => align(current, area, action));
      case "fit":
      case "fill":
        return change((current) =>
          current.type === "image" || current.type === "art" ? fitImage(current, area, action) : current,
        );
      case "flip-x":
      case "flip-y":
        return change((current) =>
          current.type !== "image" && current.type !== "art"
            ? current
            : action === "flip-x"
              ? { ...current, flipX: !current.flipX }
              : { ...current, flipY: !current.flipY },
        );
    }
  }
  if (layer.locked) throw new EditRefused("locked");
  return change((current) => clampIntoArea(layerChange(current, edit), area));
}
