/**
 * The design document: what a customer made in the designer, for one product in one colour. It is
 * in physical units (millimetres of the print area, points for type), so the resolution an image
 * prints at is computed, never guessed, and the same document renders to the screen and to the
 * print file (core/design/render.ts).
 *
 * Positions are the centre of a layer, measured from the top-left corner of the print area's trim
 * box (bleed lies at negative coordinates and beyond the width). Layers are listed bottom to top.
 * This schema checks the shape; what depends on the catalogue and on the owner's files (the area
 * exists, the layer sits in it, the file is the visitor's) is checked by services/designs.ts.
 * Messages are translation keys under `validation` in locales/{en,fr}/common.ts.
 */
import { z } from "zod";
import { isArtId } from "#core/design/art.ts";
import { fontKeys } from "#core/design/fonts.ts";
import { optionKeyPattern } from "#core/catalogue.ts";

export const DESIGN_VERSION = 1;

export const designLimits = {
  /** Layers on one print area: far more than any real design, few enough to render fast. */
  layersPerArea: 30,
  textLength: 500,
  textLines: 12,
  /** Type sizes a customer can set, in points. */
  minSizePt: 1,
  maxSizePt: 600,
  /** Letter spacing, in em. */
  minLetterSpacing: -0.2,
  maxLetterSpacing: 1,
  /** How far text may bend: a whole circle either way. */
  maxArcDegrees: 360,
  /** The largest layer side, in millimetres (the largest print area is far smaller). */
  maxLayerMm: 5000,
  /** A shape's outline, in millimetres (0: none). */
  maxStrokeMm: 50,
  /** Points of a star or corners of a polygon. */
  minPoints: 3,
  maxPoints: 24,
} as const;

/** The shapes a shape layer draws (core/design/shapes.ts). */
export const shapeKinds = ["rect", "ellipse", "star", "polygon", "line", "heart"] as const;
export type ShapeKind = (typeof shapeKinds)[number];

/** A layer's id: short, made by the editor, unique within its design. */
export const layerIdPattern = /^[a-z0-9]{1,16}$/;
/** A print area's key (`front`, `sleeve-left`, `wrap`). */
export const areaKeyPattern = /^[a-z][a-z0-9-]{0,39}$/;
const hexColorPattern = /^#[0-9a-f]{6}$/;

const millimetres = z
  .number({ error: "validation.designNumber" })
  .finite({ error: "validation.designNumber" })
  .min(-designLimits.maxLayerMm, { error: "validation.designLayerOutside" })
  .max(designLimits.maxLayerMm, { error: "validation.designLayerOutside" });

const side = z
  .number({ error: "validation.designNumber" })
  .finite({ error: "validation.designNumber" })
  .min(0.1, { error: "validation.designLayerTooSmall" })
  .max(designLimits.maxLayerMm, { error: "validation.designLayerTooLarge" });

const layerBase = {
  id: z.string().regex(layerIdPattern, { error: "validation.designInvalid" }),
  x: millimetres,
  y: millimetres,
  /** Degrees clockwise, -180 < rotation ≤ 180 (the editor normalises). */
  rotation: z
    .number({ error: "validation.designNumber" })
    .finite({ error: "validation.designNumber" })
    .min(-360, { error: "validation.designRotation" })
    .max(360, { error: "validation.designRotation" }),
  hidden: z.boolean().default(false),
  locked: z.boolean().default(false),
};

export const imageLayerSchema = z.strictObject({
  type: z.literal("image"),
  ...layerBase,
  fileId: z.uuid({ version: "v4", error: "validation.fileRequired" }),
  width: side,
  height: side,
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
});

const hexColor = z.string().toLowerCase().regex(hexColorPattern, { error: "validation.designColor" });
const strokeMm = z
  .number({ error: "validation.designNumber" })
  .finite({ error: "validation.designNumber" })
  .min(0, { error: "validation.designStroke" })
  .max(designLimits.maxStrokeMm, { error: "validation.designStroke" });

export const textLayerSchema = z.strictObject({
  type: z.literal("text"),
  ...layerBase,
  text: z
    .string({ error: "validation.designTextRequired" })
    // Forms send line breaks as CR LF.
    .overwrite((text) => text.replace(/\r\n?/g, "\n"))
    .trim()
    .min(1, { error: "validation.designTextRequired" })
    .max(designLimits.textLength, { error: "validation.designTextTooLong" })
    .refine((text) => text.split("\n").length <= designLimits.textLines, {
      error: "validation.designTextTooManyLines",
    }),
  font: z.enum(fontKeys, { error: "validation.designFont" }),
  sizePt: z
    .number({ error: "validation.designNumber" })
    .min(designLimits.minSizePt, { error: "validation.designTextSize" })
    .max(designLimits.maxSizePt, { error: "validation.designTextSize" }),
  color: z.string().toLowerCase().regex(hexColorPattern, { error: "validation.designColor" }),
  weight: z.union([z.literal(400), z.literal(700)], { error: "validation.designFont" }),
  align: z.enum(["left", "center", "right"]).default("center"),
  letterSpacing: z
    .number({ error: "validation.designNumber" })
    .min(designLimits.minLetterSpacing, { error: "validation.designLetterSpacing" })
    .max(designLimits.maxLetterSpacing, { error: "validation.designLetterSpacing" })
    .default(0),
  /** Text bent along a circle: the angle each line spans, positive bending upward, 0 straight. */
  arc: z
    .strictObject({
      degrees: z
        .number({ error: "validation.designNumber" })
        .min(-designLimits.maxArcDegrees, { error: "validation.designArc" })
        .max(designLimits.maxArcDegrees, { error: "validation.designArc" }),
    })
    .optional(),
  /** A line round each character, outside it (the fill is drawn over its inner half); absent: none. */
  outline: z
    .strictObject({
      color: hexColor,
      widthMm: strokeMm.positive({ error: "validation.designStroke" }),
    })
    .optional(),
});

const cornersMm = z
  .number({ error: "validation.designNumber" })
  .finite({ error: "validation.designNumber" })
  .min(0, { error: "validation.designCorners" })
  .max(designLimits.maxLayerMm / 2, { error: "validation.designCorners" });
const points = z
  .number({ error: "validation.designNumber" })
  .int({ error: "validation.designPoints" })
  .min(designLimits.minPoints, { error: "validation.designPoints" })
  .max(designLimits.maxPoints, { error: "validation.designPoints" });

/** Whether a shape draws anything: a fill, or an outline with a width (a line has only the outline). */
export function shapeIsVisible(shape: {
  shape: ShapeKind;
  fill: string | null;
  stroke: string | null;
  strokeMm: number;
}): boolean {
  const outlined = shape.stroke !== null && shape.strokeMm > 0;
  return shape.shape === "line" ? outlined : outlined || shape.fill !== null;
}

export const shapeLayerSchema = z
  .strictObject({
    type: z.literal("shape"),
    ...layerBase,
    shape: z.enum(shapeKinds, { error: "validation.designShape" }),
    fill: hexColor.nullable(),
    stroke: hexColor.nullable(),
    strokeMm: strokeMm.default(0),
    /** A rectangle's corner radius, in millimetres. */
    corners: cornersMm.optional(),
    /** A star's points or a polygon's corners (5 and 6 when not given). */
    points: points.optional(),
    width: side,
    height: side,
  })
  .refine(shapeIsVisible, { error: "validation.designShapeInvisible", path: ["fill"] });

/** A piece of the clip-art library (core/design/art.ts). */
const artId = z.string({ error: "validation.designArt" }).refine(isArtId, { error: "validation.designArt" });

/**
 * A clip-art piece stretched to its box, like an image: in its own colours, or every colour of it
 * replaced by `color` (a silhouette in one ink).
 */
export const artLayerSchema = z.strictObject({
  type: z.literal("art"),
  ...layerBase,
  artId,
  color: hexColor.optional(),
  width: side,
  height: side,
  flipX: z.boolean().default(false),
  flipY: z.boolean().default(false),
});

export const layerSchema = z.discriminatedUnion(
  "type",
  [imageLayerSchema, textLayerSchema, shapeLayerSchema, artLayerSchema],
  {
    error: "validation.designInvalid",
  },
);

export const designDocumentSchema = z.strictObject({
  version: z.literal(DESIGN_VERSION, { error: "validation.designVersion" }),
  /** The product's public id. */
  product: z.string().regex(/^[a-z0-9]{6}$/, { error: "validation.designProduct" }),
  /** The colour key of the variant. */
  color: z.string().regex(optionKeyPattern, { error: "validation.designColorOption" }),
  /** The size whose print areas are used, for products whose areas differ by size (posters). */
  size: z.string().regex(optionKeyPattern, { error: "validation.designSizeOption" }).nullable().default(null),
  /** Per print area key, its layers from bottom to top. */
  areas: z
    .record(
      z.string().regex(areaKeyPattern, { error: "validation.designArea" }),
      z.array(layerSchema).max(designLimits.layersPerArea, { error: "validation.designTooManyLayers" }),
    )
    .default({}),
});

export type DesignDocument = z.output<typeof designDocumentSchema>;

/** The file ids a document's image layers use. */
export function usedFileIds(document: DesignDocument): string[] {
  return Object.values(document.areas).flatMap((layers) =>
    layers.flatMap((layer) => (layer.type === "image" ? [layer.fileId] : [])),
  );
}
export type DesignLayer = z.output<typeof layerSchema>;
export type ImageLayer = z.output<typeof imageLayerSchema>;
export type TextLayer = z.output<typeof textLayerSchema>;
export type ShapeLayer = z.output<typeof shapeLayerSchema>;
export type ArtLayer = z.output<typeof artLayerSchema>;

// ---------------------------------------------------------------------------------------------
// The designer's forms: each edit a customer can make, posted by a plain form without JavaScript
// and applied in the page with it (core/design/edits.ts applies them, on both sides).

const areaField = z.string().regex(areaKeyPattern, { error: "validation.designArea" });
const layerField = z.string().regex(layerIdPattern, { error: "validation.designInvalid" });
const numberField = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.replace(",", ".")) : value),
    schema,
  );
/** A checkbox: present means on. */
const checkbox = z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

const layerActions = [
  "up",
  "down",
  "hide",
  "show",
  "lock",
  "unlock",
  "duplicate",
  "delete",
  "center",
  "middle",
  "fit",
  "fill",
  "flip-x",
  "flip-y",
] as const;
export type LayerAction = (typeof layerActions)[number];

export const designEditSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("color"),
    color: z.string().regex(optionKeyPattern, { error: "validation.designColorOption" }),
  }),
  z.object({
    intent: z.literal("size"),
    size: z.string().regex(optionKeyPattern, { error: "validation.designSizeOption" }),
  }),
  z.object({
    intent: z.literal("add-text"),
    area: areaField,
    text: textLayerSchema.shape.text,
    font: textLayerSchema.shape.font,
  }),
  z.object({
    intent: z.literal("add-image"),
    area: areaField,
    fileId: z.uuid({ version: "v4", error: "validation.fileRequired" }),
  }),
  z.object({
    intent: z.literal("add-shape"),
    area: areaField,
    shape: z.enum(shapeKinds, { error: "validation.designShape" }),
  }),
  z.object({
    intent: z.literal("add-art"),
    area: areaField,
    artId,
  }),
  z.object({
    intent: z.literal("layer-action"),
    area: areaField,
    layer: layerField,
    action: z.enum(layerActions),
  }),
  z.object({
    intent: z.literal("image-layer"),
    area: areaField,
    layer: layerField,
    x: numberField(millimetres),
    y: numberField(millimetres),
    width: numberField(side),
    height: numberField(side),
    rotation: numberField(layerBase.rotation),
    /** Keep the image's proportions: the side that changed sets the other. */
    keepRatio: checkbox,
  }),
  z.object({
    intent: z.literal("text-layer"),
    area: areaField,
    layer: layerField,
    x: numberField(millimetres),
    y: numberField(millimetres),
    rotation: numberField(layerBase.rotation),
    text: textLayerSchema.shape.text,
    font: textLayerSchema.shape.font,
    weight: z.preprocess((value) => Number(value), textLayerSchema.shape.weight),
    sizePt: numberField(textLayerSchema.shape.sizePt),
    color: textLayerSchema.shape.color,
    align: z.enum(["left", "center", "right"]),
    letterSpacing: numberField(
      z
        .number()
        .min(designLimits.minLetterSpacing, { error: "validation.designLetterSpacing" })
        .max(designLimits.maxLetterSpacing, { error: "validation.designLetterSpacing" }),
    ),
    arc: numberField(
      z
        .number()
        .min(-designLimits.maxArcDegrees, { error: "validation.designArc" })
        .max(designLimits.maxArcDegrees, { error: "validation.designArc" }),
    ).default(0),
    /** The outline's width, 0 for none; its colour field always sends a colour. */
    outlineMm: numberField(strokeMm).default(0),
    outlineColor: hexColor.default("#ffffff"),
  }),
  z
    .object({
      intent: z.literal("shape-layer"),
      area: areaField,
      layer: layerField,
      x: numberField(millimetres),
      y: numberField(millimetres),
      width: numberField(side),
      height: numberField(side),
      rotation: numberField(layerBase.rotation),
      keepRatio: checkbox,
      // A colour field always sends a colour: the checkboxes say whether it is used.
      fill: hexColor,
      noFill: checkbox,
      stroke: hexColor,
      noStroke: checkbox,
      strokeMm: numberField(strokeMm),
      corners: numberField(cornersMm).optional(),
      points: numberField(points).optional(),
    })
    // A line has no fill: core/design/edits.ts refuses a line without its outline.
    .refine((edit) => !edit.noFill || (!edit.noStroke && edit.strokeMm > 0), {
      error: "validation.designShapeInvisible",
      path: ["strokeMm"],
    }),
  z.object({
    intent: z.literal("art-layer"),
    area: areaField,
    layer: layerField,
    x: numberField(millimetres),
    y: numberField(millimetres),
    width: numberField(side),
    height: numberField(side),
    rotation: numberField(layerBase.rotation),
    keepRatio: checkbox,
    // The colour field always sends a colour: the checkbox says whether the piece keeps its own.
    color: hexColor,
    ownColors: checkbox,
  }),
]);
export type DesignEdit = z.output<typeof designEditSchema>;
