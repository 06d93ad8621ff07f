/** Layers for the designer's unit tests: valid defaults, each test changing only what it is about. */
import type { DesignProduct } from "#core/design/product.ts";
import type { ArtLayer, ImageLayer, ShapeLayer, TextLayer } from "#core/schemas/design.ts";

/** A tee's front for the designer's unit tests: 300 × 400 mm, no bleed. */
export const testFront = {
  key: "front",
  label: "Front",
  sizeKey: null,
  widthMm: 300,
  heightMm: 400,
  bleedMm: 0,
  safeMarginMm: 5,
  view: "front" as const,
  mockup: { x: 350, y: 250, width: 300, height: 400 },
  priceCents: 500,
};

/** A tee in black and white, printed front and back. */
export const testProduct: DesignProduct = {
  id: "abc123",
  title: "Tee",
  path: "/products/a/b/tee-abc123",
  shape: "tshirt",
  surface: { kind: "fabric", folds: { frequency: [0.016, 0.0032], seed: 3, depth: 3 } },
  colors: [
    { key: "black", name: "Black", hex: "#000000" },
    { key: "white", name: "White", hex: "#ffffff" },
  ],
  sizes: [
    { key: "m", label: "M" },
    { key: "xxl", label: "2XL" },
  ],
  areas: [testFront, { ...testFront, key: "back", label: "Back", view: "back" }],
  prices: [
    { color: "black", size: "m", cents: 2400 },
    { color: "black", size: "xxl", cents: 2700 },
    { color: "white", size: "m", cents: 2200 },
    { color: "white", size: "xxl", cents: 2200 },
  ],
  priceTiers: [
    { minQuantity: 12, percentOff: 5 },
    { minQuantity: 24, percentOff: 10 },
  ],
};

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

/**
 * A line of bold type centred across the starter tee's front or back (305 mm wide), as the
 * HTTP-level tests put in the documents they order.
 */
export const teeText = (id: string, words: string, y = 150) => ({
  type: "text" as const,
  id,
  text: words,
  font: "oswald" as const,
  sizePt: 40,
  color: "#111827",
  weight: 700 as const,
  align: "center" as const,
  letterSpacing: 0,
  x: 152.5,
  y,
  rotation: 0,
});

export const artLayer = (change: Partial<ArtLayer> = {}): ArtLayer => ({
  type: "art",
  id: "a1",
  artId: "owl",
  x: 150,
  y: 200,
  width: 100,
  height: 100,
  rotation: 0,
  flipX: false,
  flipY: false,
  hidden: false,
  locked: false,
  ...change,
});

/** A 300 × 400 mm print area with a 3 mm bleed and a 10 mm safe margin. */
export const testArea = { widthMm: 300, heightMm: 400, bleedMm: 3, safeMarginMm: 10 };
