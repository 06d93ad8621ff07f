/** Layers for the designer's unit tests: valid defaults, each test changing only what it is about. */
import type { ImageLayer, ShapeLayer, TextLayer } from "#core/schemas/design.ts";

export const textLayer = (change: Partial<TextLayer> = {}): TextLayer => ({
  type: "text",
  id: "t1",
  text: "Hello",
  font: "inter",
  sizePt: 36,
  color: "#111827",
  weight: 700,
  align: "center",
  letterSpacing: 0,
  x: 150,
  y: 200,
  rotation: 0,
  hidden: false,
  locked: false,
  ...change,
});

export const imageLayer = (change: Partial<ImageLayer> = {}): ImageLayer => ({
  type: "image",
  id: "i1",
  fileId: "4f0c9c1e-6a51-4a4e-9d0e-0c0f6d2b7f11",
  x: 100,
  y: 100,
  width: 40,
  height: 20,
  rotation: 0,
  flipX: false,
  flipY: false,
  hidden: false,
  locked: false,
  ...change,
});

export const shapeLayer = (change: Partial<ShapeLayer> = {}): ShapeLayer => ({
  type: "shape",
  id: "s1",
  shape: "star",
  fill: "#dc2626",
  stroke: null,
  strokeMm: 0,
  x: 150,
  y: 200,
  width: 80,
  height: 80,
  rotation: 0,
  hidden: false,
  locked: false,
  ...change,
});

/** A 300 × 400 mm print area with a 3 mm bleed and a 10 mm safe margin. */
export const testArea = { widthMm: 300, heightMm: 400, bleedMm: 3, safeMarginMm: 10 };
