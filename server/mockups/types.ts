/** The drawings the shop makes its mockups from; a product names one (`products.mockup_shape`). */
export const mockupShapes = [
  "tshirt",
  "long-sleeve",
  "tank-top",
  "hoodie",
  "sweatshirt",
  "cap",
  "beanie",
  "tote-bag",
  "apron",
  "mug",
  "tumbler",
  "water-bottle",
  "pillow",
  "blanket",
  "poster-2x3",
  "poster-3x4",
  "framed-poster-3x4",
  "canvas-4x5",
  "phone-case",
  "mouse-pad",
  "notebook",
  "greeting-card",
  "sticker",
] as const;
export type MockupShape = (typeof mockupShapes)[number];

/** A side of the product a mockup shows. */
export const mockupViews = ["front", "back"] as const;
export type MockupView = (typeof mockupViews)[number];

/** A rectangle in a mockup drawing's own units (its viewBox is 0 0 1000 1000). */
export type MockupBox = { x: number; y: number; width: number; height: number };

/** Where a print area sits on a drawing: on which view, and the rectangle. */
export type MockupPlacement = MockupBox & { view: MockupView };

/** Keys of the printing techniques; their names are messages (`catalogue:techniques.*`). */
export const techniques = [
  "dtg",
  "dtf",
  "embroidery",
  "sublimation",
  "uv-print",
  "giclee",
  "digital-print",
] as const;
export type Technique = (typeof techniques)[number];

/** Measurements a size guide can give (centimetres); their names are messages. */
export const sizeGuideMeasurements = ["chestWidth", "bodyLength", "sleeveLength"] as const;
