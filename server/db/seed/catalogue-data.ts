/**
 * The starter catalogue a new shop opens with: categories, subtypes and products with their
 * colours, sizes, prices (USD cents) and print areas. Seeded idempotently (seed/catalogue.ts).
 */
import type { MockupShape, sizeGuideMeasurements, Technique } from "../../mockups/types.ts";
import type { LocalizedText, SizeGuide } from "../schema.ts";

export type SeedColor = { key: string; name: LocalizedText; hex: string };

export type SeedSize = {
  key: string;
  label: LocalizedText;
  /** Added to the product's base price for this size (2XL and up, bigger posters), in USD cents. */
  surchargeCents?: number;
};

export type SeedPrintArea = {
  /** `front`, `back`, `sleeve-left`, `wrap`, `front-cover`… — the key the mockup drawing places. */
  key: string;
  label: LocalizedText;
  /** Only for this size key (posters, canvases: the area is the whole print). */
  sizeKey?: string;
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  safeMarginMm: number;
  /** What printing it adds to a piece when the design prints another area too (USD cents). */
  priceCents: number;
};

export type SeedProduct = {
  /** Six characters `[a-z0-9]`, unique, never changed: it is in every URL of the product. */
  publicId: string;
  slug: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  keywords: LocalizedText;
  materials: LocalizedText;
  care: LocalizedText;
  productionDays: [min: number, max: number];
  techniques: Technique[];
  mockupShape: MockupShape;
  featured?: boolean;
  /** ISO date: the "newest" sort. */
  publishedAt: string;
  basePriceCents: number;
  colors: SeedColor[];
  sizes: SeedSize[];
  /** Colour/size pairs the maker does not make at all (no variant). */
  notMade?: { color: string; size: string }[];
  /** Variants that exist but cannot be ordered now. */
  unavailable?: { color: string; size?: string; availability: "out_of_stock" | "discontinued" }[];
  sizeGuide?: SizeGuide;
  printAreas: SeedPrintArea[];
};

export type SeedSubtype = { slug: LocalizedText; name: LocalizedText; products: SeedProduct[] };

export type SeedCategory = {
  slug: LocalizedText;
  name: LocalizedText;
  description: LocalizedText;
  subtypes: SeedSubtype[];
};

// Colours. A key means the same name and swatch on every product, so one colour filter finds them all.

const white: SeedColor = { key: "white", name: { en: "White", fr: "Blanc" }, hex: "#ffffff" };
const black: SeedColor = { key: "black", name: { en: "Black", fr: "Noir" }, hex: "#111111" };
const navy: SeedColor = { key: "navy", name: { en: "Navy", fr: "Bleu marine" }, hex: "#1d2a44" };
const heatherGrey: SeedColor = {
  key: "heather-grey",
  name: { en: "Heather Grey", fr: "Gris chiné" },
  hex: "#a8a9ad",
};
const charcoal: SeedColor = { key: "charcoal", name: { en: "Charcoal", fr: "Anthracite" }, hex: "#3a3b3f" };
const forestGreen: SeedColor = {
  key: "forest-green",
  name: { en: "Forest Green", fr: "Vert forêt" },
  hex: "#2f4a36",
};
const maroon: SeedColor = { key: "maroon", name: { en: "Maroon", fr: "Bordeaux" }, hex: "#5c1f2b" };
const royalBlue: SeedColor = {
  key: "royal-blue",
  name: { en: "Royal Blue", fr: "Bleu roi" },
  hex: "#2a56a8",
};
const sand: SeedColor = { key: "sand", name: { en: "Sand", fr: "Sable" }, hex: "#d6c6a5" };
const natural: SeedColor = { key: "natural", name: { en: "Natural", fr: "Naturel" }, hex: "#efe7d6" };
const sage: SeedColor = { key: "sage", name: { en: "Sage", fr: "Vert sauge" }, hex: "#a4b39a" };
const dustyRose: SeedColor = {
  key: "dusty-rose",
  name: { en: "Dusty Rose", fr: "Vieux rose" },
  hex: "#d7a6a1",
};
const mustard: SeedColor = { key: "mustard", name: { en: "Mustard", fr: "Moutarde" }, hex: "#d3a437" };
const khaki: SeedColor = { key: "khaki", name: { en: "Khaki", fr: "Kaki" }, hex: "#b9a77f" };
const oak: SeedColor = { key: "oak", name: { en: "Oak", fr: "Chêne" }, hex: "#b8884f" };
// A transparent case or sticker: the swatch is a light grey so it shows on a white page.
const clear: SeedColor = { key: "clear", name: { en: "Clear", fr: "Transparent" }, hex: "#e4e7ea" };

// Sizes. A key has one label everywhere; the surcharge is per product.

const sizeLabels = {
  xs: { en: "XS", fr: "XS" },
  s: { en: "S", fr: "S" },
  m: { en: "M", fr: "M" },
  l: { en: "L", fr: "L" },
  xl: { en: "XL", fr: "XL" },
  "2xl": { en: "2XL", fr: "2XL" },
  "3xl": { en: "3XL", fr: "3XL" },
  "4xl": { en: "4XL", fr: "4XL" },
  "one-size": { en: "One size", fr: "Taille unique" },
  "11oz": { en: "11 oz", fr: "325 ml (11 oz)" },
  "15oz": { en: "15 oz", fr: "440 ml (15 oz)" },
  "17oz": { en: "17 oz", fr: "500 ml (17 oz)" },
  "20oz": { en: "20 oz", fr: "590 ml (20 oz)" },
  "16x16": { en: "16″ × 16″", fr: "40 × 40 cm" },
  "18x18": { en: "18″ × 18″", fr: "45 × 45 cm" },
  "20x20": { en: "20″ × 20″", fr: "50 × 50 cm" },
  "50x60": { en: "50″ × 60″", fr: "127 × 152 cm" },
  "60x80": { en: "60″ × 80″", fr: "152 × 203 cm" },
  "12x18": { en: "12″ × 18″", fr: "30 × 45 cm" },
  "16x24": { en: "16″ × 24″", fr: "40 × 60 cm" },
  "24x36": { en: "24″ × 36″", fr: "61 × 91 cm" },
  "12x16": { en: "12″ × 16″", fr: "30 × 40 cm" },
  "18x24": { en: "18″ × 24″", fr: "45 × 60 cm" },
  "8x10": { en: "8″ × 10″", fr: "20 × 25 cm" },
  "16x20": { en: "16″ × 20″", fr: "40 × 50 cm" },
  "24x30": { en: "24″ × 30″", fr: "60 × 76 cm" },
  "iphone-14": { en: "iPhone 14", fr: "iPhone 14" },
  "iphone-15": { en: "iPhone 15", fr: "iPhone 15" },
  "iphone-15-pro": { en: "iPhone 15 Pro", fr: "iPhone 15 Pro" },
  "iphone-16": { en: "iPhone 16", fr: "iPhone 16" },
  "iphone-16-pro": { en: "iPhone 16 Pro", fr: "iPhone 16 Pro" },
  "iphone-16-pro-max": { en: "iPhone 16 Pro Max", fr: "iPhone 16 Pro Max" },
  "galaxy-s24": { en: "Galaxy S24", fr: "Galaxy S24" },
  "galaxy-s25": { en: "Galaxy S25", fr: "Galaxy S25" },
  a5: { en: "A5 (5.8″ × 8.3″)", fr: "A5 (14,8 × 21 cm)" },
  a6: { en: "A6 (4.1″ × 5.8″)", fr: "A6 (10,5 × 14,8 cm)" },
  "5x7": { en: "5″ × 7″", fr: "13 × 18 cm" },
  "3in": { en: "3″ × 3″", fr: "7,5 × 7,5 cm" },
  "4in": { en: "4″ × 4″", fr: "10 × 10 cm" },
  "5in": { en: "5.5″ × 5.5″", fr: "14 × 14 cm" },
} satisfies Record<string, LocalizedText>;
type SizeKey = keyof typeof sizeLabels;

function size(key: SizeKey, surchargeCents?: number): SeedSize {
  return surchargeCents ? { key, label: sizeLabels[key], surchargeCents } : { key, label: sizeLabels[key] };
}

const garmentSizeOrder = ["xs", "s", "m", "l", "xl", "2xl", "3xl", "4xl"] as const;
type GarmentSize = (typeof garmentSizeOrder)[number];

/** A run of garment sizes, smallest first, with the surcharges of the big ones. */
function garmentSizes(
  from: GarmentSize,
  to: GarmentSize,
  surcharges: Partial<Record<GarmentSize, number>>,
): SeedSize[] {
  return garmentSizeOrder
    .slice(garmentSizeOrder.indexOf(from), garmentSizeOrder.indexOf(to) + 1)
    .map((key) => size(key, surcharges[key]));
}

const oneSize = [size("one-size")];

/** Flat garment measurements in centimetres, one figure per size of the run, smallest first. */
function sizeGuide(
  sizes: SeedSize[],
  measurements: Partial<Record<(typeof sizeGuideMeasurements)[number], number[]>>,
): SizeGuide {
  return {
    measurements: Object.entries(measurements).map(([key, values]) => {
      if (values.length !== sizes.length) throw new Error(`size guide: ${key} needs ${sizes.length} figures`);
      return { key, values: Object.fromEntries(sizes.map((entry, index) => [entry.key, values[index]!])) };
    }),
  };
}

// Print areas: the label, then how each kind of product is printed (bleed, safe margin).

const areaLabels = {
  front: { en: "Front", fr: "Devant" },
  back: { en: "Back", fr: "Dos" },
  sleeveLeft: { en: "Left sleeve", fr: "Manche gauche" },
  sideA: { en: "Front", fr: "Face avant" },
  sideB: { en: "Back", fr: "Face arrière" },
  wrap: { en: "Wrap-around", fr: "Tour complet" },
  print: { en: "Print", fr: "Tirage" },
  case: { en: "Case back", fr: "Dos de la coque" },
  pad: { en: "Pad surface", fr: "Surface du tapis" },
  sticker: { en: "Sticker", fr: "Sticker" },
  frontCover: { en: "Front cover", fr: "Première de couverture" },
  backCover: { en: "Back cover", fr: "Quatrième de couverture" },
  cardFront: { en: "Front", fr: "Recto" },
  cardBack: { en: "Back", fr: "Verso" },
} satisfies Record<string, LocalizedText>;

// The resolution artwork needs is the same for every area (PRINT_DPI in core/catalogue.ts).
// `priceCents`: what the area adds when the design prints another one too (core/pricing.ts);
// an area that is always printed alone has none.
type PrintSpec = { bleedMm: number; safeMarginMm: number; priceCents: number };
const garmentPrint: PrintSpec = { bleedMm: 0, safeMarginMm: 5, priceCents: 500 };
const sleevePrint: PrintSpec = { bleedMm: 0, safeMarginMm: 3, priceCents: 300 };
const embroidery: PrintSpec = { bleedMm: 0, safeMarginMm: 3, priceCents: 0 };
const drinkwarePrint: PrintSpec = { bleedMm: 0, safeMarginMm: 5, priceCents: 0 };
// Sewn goods: the bleed is the seam or hem allowance.
const cushionPrint: PrintSpec = { bleedMm: 13, safeMarginMm: 10, priceCents: 500 };
const blanketPrint: PrintSpec = { bleedMm: 13, safeMarginMm: 25, priceCents: 0 };
const posterPrint: PrintSpec = { bleedMm: 3, safeMarginMm: 5, priceCents: 0 };
// The bleed is the image that wraps round the stretcher bars (38 mm or 19 mm deep).
const galleryWrap: PrintSpec = { bleedMm: 38, safeMarginMm: 5, priceCents: 0 };
const slimWrap: PrintSpec = { bleedMm: 19, safeMarginMm: 5, priceCents: 0 };
const phoneCasePrint: PrintSpec = { bleedMm: 2, safeMarginMm: 2, priceCents: 0 };
const smallPaperPrint: PrintSpec = { bleedMm: 3, safeMarginMm: 4, priceCents: 150 };
const stickerPrint: PrintSpec = { bleedMm: 3, safeMarginMm: 3, priceCents: 0 };
const mousePadPrint: PrintSpec = { bleedMm: 3, safeMarginMm: 5, priceCents: 0 };

/**
 * Quantity price breaks by kind of product, `[pieces, percent off]`: garments from a dozen (a
 * team, a club), drinkware and paper where runs are longer, one-off goods from ten.
 */
export function seedPriceTiers(shape: MockupShape): [minQuantity: number, percentOff: number][] {
  switch (shape) {
    case "tshirt":
    case "long-sleeve":
    case "tank-top":
    case "hoodie":
    case "sweatshirt":
    case "cap":
    case "beanie":
    case "apron":
    case "tote-bag":
      return [
        [12, 5],
        [24, 10],
        [48, 15],
        [96, 20],
      ];
    case "mug":
    case "tumbler":
    case "water-bottle":
      return [
        [12, 5],
        [36, 10],
        [72, 15],
      ];
    case "greeting-card":
    case "notebook":
    case "sticker":
      return [
        [25, 10],
        [50, 15],
        [100, 20],
      ];
    default:
      return [
        [10, 5],
        [25, 10],
      ];
  }
}

function area(
  key: string,
  label: LocalizedText,
  widthMm: number,
  heightMm: number,
  spec: PrintSpec,
  sizeKey?: SizeKey,
): SeedPrintArea {
  return { key, label, ...(sizeKey ? { sizeKey } : {}), widthMm, heightMm, ...spec };
}

const teeAreas = [
  area("front", areaLabels.front, 305, 406, garmentPrint),
  area("back", areaLabels.back, 305, 406, garmentPrint),
  area("sleeve-left", areaLabels.sleeveLeft, 89, 89, sleevePrint),
];
const tankAreas = [
  area("front", areaLabels.front, 305, 406, garmentPrint),
  area("back", areaLabels.back, 305, 406, garmentPrint),
];
// The hoodie front sits above the kangaroo pocket.
const hoodieAreas = [
  area("front", areaLabels.front, 330, 254, garmentPrint),
  area("back", areaLabels.back, 356, 406, garmentPrint),
];
const sweatshirtAreas = [
  area("front", areaLabels.front, 305, 406, garmentPrint),
  area("back", areaLabels.back, 356, 406, garmentPrint),
];
const capAreas = [area("front", areaLabels.front, 127, 51, embroidery)];
const toteAreas = [
  area("front", areaLabels.sideA, 356, 406, garmentPrint),
  area("back", areaLabels.sideB, 356, 406, garmentPrint),
];
const mugAreas = [
  area("wrap", areaLabels.wrap, 216, 89, drinkwarePrint, "11oz"),
  area("wrap", areaLabels.wrap, 229, 104, drinkwarePrint, "15oz"),
];

/** One `front` row per size: on wall art the print area is the whole print. */
function wallArtAreas(
  spec: PrintSpec,
  prints: [SizeKey, widthMm: number, heightMm: number][],
): SeedPrintArea[] {
  return prints.map(([sizeKey, widthMm, heightMm]) =>
    area("front", areaLabels.print, widthMm, heightMm, spec, sizeKey),
  );
}

const posters2x3: [SizeKey, number, number][] = [
  ["12x18", 305, 457],
  ["16x24", 406, 610],
  ["24x36", 610, 914],
];
const posters3x4: [SizeKey, number, number][] = [
  ["12x16", 305, 406],
  ["18x24", 457, 610],
];

/** Phone cases: the printable back of each model's case. */
function caseAreas(models: [SizeKey, widthMm: number, heightMm: number][]): SeedPrintArea[] {
  return models.map(([sizeKey, widthMm, heightMm]) =>
    area("front", areaLabels.case, widthMm, heightMm, phoneCasePrint, sizeKey),
  );
}

const notebookAreas = [
  area("front-cover", areaLabels.frontCover, 148, 210, smallPaperPrint),
  area("back-cover", areaLabels.backCover, 148, 210, smallPaperPrint),
];
const cardAreas = [
  area("front", areaLabels.cardFront, 105, 148, smallPaperPrint, "a6"),
  area("back", areaLabels.cardBack, 105, 148, smallPaperPrint, "a6"),
  area("front", areaLabels.cardFront, 127, 178, smallPaperPrint, "5x7"),
  area("back", areaLabels.cardBack, 127, 178, smallPaperPrint, "5x7"),
];

// Shared copy.

const jerseyMaterials: LocalizedText = {
  en: "100% combed ring-spun cotton jersey, 142 g/m² (4.2 oz/yd²); Heather Grey 90% cotton, 10% polyester.",
  fr: "Jersey 100 % coton peigné filé à l’anneau, 142 g/m² ; Gris chiné 90 % coton, 10 % polyester.",
};
const fleeceMaterials: LocalizedText = {
  en: "Fleece of 50% cotton, 50% polyester, 271 g/m² (8.0 oz/yd²); Heather Grey 90% cotton, 10% polyester.",
  fr: "Molleton 50 % coton, 50 % polyester, 271 g/m² ; Gris chiné 90 % coton, 10 % polyester.",
};
const teeCare: LocalizedText = {
  en: "Machine wash cold, inside out, with similar colours. Tumble dry low or hang dry. Do not iron directly on the print; do not dry-clean.",
  fr: "Lavage en machine à froid (30 °C maximum), sur l’envers, avec des couleurs similaires. Séchage en tambour à basse température ou à l’air libre. Ne pas repasser directement sur l’impression ; pas de nettoyage à sec.",
};
const fleeceCare: LocalizedText = {
  en: "Machine wash cold, inside out, with similar colours. Tumble dry low; no fabric softener. Do not iron the print; do not dry-clean.",
  fr: "Lavage en machine à froid, sur l’envers, avec des couleurs similaires. Séchage en tambour à basse température ; pas d’adoucissant. Ne pas repasser l’impression ; pas de nettoyage à sec.",
};
const capCare: LocalizedText = {
  en: "Spot clean or hand wash cold; do not machine wash or tumble dry. Reshape the crown and let it air dry.",
  fr: "Nettoyer localement ou laver à la main à l’eau froide ; pas de lave-linge ni de sèche-linge. Remettre la calotte en forme et laisser sécher à l’air libre.",
};
const toteCare: LocalizedText = {
  en: "Machine wash cold, inside out; line dry. Do not tumble dry or iron the print.",
  fr: "Lavage en machine à froid, sur l’envers ; séchage à l’air libre. Pas de sèche-linge ; ne pas repasser l’impression.",
};
const paperCare: LocalizedText = {
  en: "Keep out of direct sunlight and damp rooms. Handle by the edges and dust with a soft, dry cloth.",
  fr: "Tenir à l’abri du soleil direct et de l’humidité. Manipuler par les bords et dépoussiérer avec un chiffon doux et sec.",
};
const canvasCare: LocalizedText = {
  en: "Hang away from direct sunlight, radiators and damp. Dust gently with a soft, dry cloth; no water or cleaning products.",
  fr: "Accrocher à l’écart du soleil direct, des radiateurs et de l’humidité. Dépoussiérer délicatement avec un chiffon doux et sec ; ni eau ni produit ménager.",
};
const framedCare: LocalizedText = {
  en: "Hang away from direct sunlight and damp. Clean the acrylic with a soft, slightly damp microfibre cloth; no glass cleaner.",
  fr: "Accrocher à l’abri du soleil direct et de l’humidité. Nettoyer l’acrylique avec une microfibre douce légèrement humide ; pas de nettoyant pour vitres.",
};
const phoneCaseCare: LocalizedText = {
  en: "Wipe with a soft, damp cloth; no alcohol or solvents. Take the case off now and then to clear dust from inside.",
  fr: "Essuyer avec un chiffon doux et humide ; ni alcool ni solvant. Retirer la coque de temps en temps pour enlever la poussière à l’intérieur.",
};
const stationeryCare: LocalizedText = {
  en: "Keep dry and away from direct sunlight. Wipe the cover with a dry cloth.",
  fr: "Conserver au sec et à l’abri du soleil direct. Essuyer la couverture avec un chiffon sec.",
};
const cardCare: LocalizedText = {
  en: "Store flat and dry, away from direct sunlight.",
  fr: "Conserver à plat et au sec, à l’abri du soleil direct.",
};

// Garment size runs, shared by the product and its size guide.

const teeXsTo3xl = garmentSizes("xs", "3xl", { "2xl": 200, "3xl": 400 });
const teeSTo3xl = garmentSizes("s", "3xl", { "2xl": 200, "3xl": 400 });
const teeXsTo2xl = garmentSizes("xs", "2xl", { "2xl": 200 });
const hoodieSTo4xl = garmentSizes("s", "4xl", { "2xl": 300, "3xl": 500, "4xl": 700 });
const hoodieXsTo2xl = garmentSizes("xs", "2xl", { "2xl": 300 });
const sweatshirtSTo3xl = garmentSizes("s", "3xl", { "2xl": 300, "3xl": 500 });

export const seedCatalogue: SeedCategory[] = [
  {
    slug: { en: "apparel", fr: "vetements" },
    name: { en: "Apparel", fr: "Vêtements" },
    description: {
      en: "Soft, everyday clothing, from classic cotton tees to heavyweight hoodies and embroidered caps.",
      fr: "Des vêtements doux pour tous les jours, du t-shirt classique en coton au sweat à capuche épais, en passant par les casquettes brodées.",
    },
    subtypes: [
      {
        slug: { en: "t-shirts", fr: "t-shirts" },
        name: { en: "T-shirts & tops", fr: "T-shirts et débardeurs" },
        products: [
          {
            publicId: "st75v2",
            slug: { en: "unisex-classic-cotton-t-shirt", fr: "t-shirt-unisexe-classique-coton" },
            title: { en: "Unisex Classic Cotton T-Shirt", fr: "T-shirt unisexe classique en coton" },
            description: {
              en: "A soft, lightweight tee with a modern unisex fit, side seams and a ribbed crew neck that keeps its shape. The combed ring-spun cotton has a smooth surface, so detailed artwork and fine lines print crisply with DTG. Runs true to size; size up for a roomier fit.",
              fr: "Un t-shirt léger et doux, à la coupe unisexe moderne, avec coutures latérales et col rond côtelé qui garde sa forme. Le coton peigné filé à l’anneau offre une surface lisse : les visuels détaillés et les traits fins ressortent nettement en impression DTG. Taille normalement ; prenez la taille au-dessus pour une coupe plus ample.",
            },
            keywords: {
              en: "tee tee shirt top cotton crew neck unisex basic gift",
              fr: "tee-shirt tee haut coton col rond unisexe basique cadeau",
            },
            materials: jerseyMaterials,
            care: teeCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "tshirt",
            featured: true,
            publishedAt: "2025-01-06",
            basePriceCents: 2200,
            colors: [white, black, navy, heatherGrey, charcoal, forestGreen, maroon, sand, dustyRose],
            sizes: teeXsTo3xl,
            notMade: [
              { color: "sand", size: "3xl" },
              { color: "dusty-rose", size: "xs" },
              { color: "dusty-rose", size: "3xl" },
            ],
            unavailable: [{ color: "heather-grey", size: "3xl", availability: "out_of_stock" }],
            sizeGuide: sizeGuide(teeXsTo3xl, {
              chestWidth: [42, 46, 51, 56, 61, 66, 71],
              bodyLength: [69, 71, 74, 76, 79, 81, 84],
              sleeveLength: [19, 20, 21, 22, 23, 24, 25],
            }),
            printAreas: teeAreas,
          },
          {
            publicId: "r1dhod",
            slug: { en: "heavyweight-garment-dyed-t-shirt", fr: "t-shirt-epais-teint-en-piece" },
            title: { en: "Heavyweight Garment-Dyed T-Shirt", fr: "T-shirt épais teint en pièce" },
            description: {
              en: "A boxy, heavyweight tee that is dyed after sewing, so every piece has a soft, lived-in feel and a slightly faded tone. The thick 206 g/m² cotton drapes well and holds up to years of wear. Bold, graphic artwork suits it best: prints take on a subtly vintage look on the washed fabric.",
              fr: "Un t-shirt épais à la coupe carrée, teint après confection : chaque pièce a un toucher souple, « déjà porté », et une teinte légèrement délavée. Le coton de 206 g/m² tombe bien et résiste à des années de port. Les visuels francs et graphiques lui vont le mieux : l’impression prend un léger aspect vintage sur le tissu délavé.",
            },
            keywords: {
              en: "tee heavy thick vintage washed oversized boxy cotton",
              fr: "tee-shirt épais lourd vintage délavé oversize ample coton",
            },
            materials: {
              en: "100% ring-spun cotton, 206 g/m² (6.1 oz/yd²), garment-dyed.",
              fr: "100 % coton filé à l’anneau, 206 g/m², teint en pièce.",
            },
            care: {
              en: "Machine wash cold, inside out, with similar colours; garment-dyed colours may soften a little over the first washes. Tumble dry low. Do not iron the print; do not bleach.",
              fr: "Lavage en machine à froid, sur l’envers, avec des couleurs similaires ; les couleurs teintes en pièce peuvent légèrement s’adoucir aux premiers lavages. Séchage en tambour à basse température. Ne pas repasser l’impression ; pas d’eau de Javel.",
            },
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "tshirt",
            publishedAt: "2025-06-10",
            basePriceCents: 2900,
            colors: [white, natural, black, navy, sage, mustard],
            sizes: teeSTo3xl,
            notMade: [
              { color: "sage", size: "3xl" },
              { color: "mustard", size: "3xl" },
            ],
            unavailable: [{ color: "mustard", size: "s", availability: "out_of_stock" }],
            sizeGuide: sizeGuide(teeSTo3xl, {
              chestWidth: [51, 56, 61, 66, 71, 76],
              bodyLength: [71, 74, 76, 79, 81, 84],
              sleeveLength: [21, 22, 23, 24, 25, 26],
            }),
            printAreas: teeAreas,
          },
          {
            publicId: "ve9uvw",
            slug: { en: "womens-relaxed-fit-t-shirt", fr: "t-shirt-femme-coupe-decontractee" },
            title: { en: "Women’s Relaxed Fit T-Shirt", fr: "T-shirt femme coupe décontractée" },
            description: {
              en: "A women’s tee with a relaxed body, a slightly longer length and a narrow ribbed crew neck, for an easy, flattering shape. The lightweight combed cotton is soft from the first wear and takes fine detail well. For a closer fit, order one size down.",
              fr: "Un t-shirt femme au corps décontracté, un peu plus long, avec un col rond côtelé fin, pour une silhouette facile à porter et flatteuse. Le coton peigné léger est doux dès le premier port et rend bien les détails fins. Pour une coupe plus ajustée, prenez la taille en dessous.",
            },
            keywords: {
              en: "women ladies womens tee top relaxed cotton gift",
              fr: "femme tee-shirt haut décontracté coton cadeau",
            },
            materials: {
              en: "100% combed ring-spun cotton jersey, 142 g/m² (4.2 oz/yd²); Heather Grey 52% cotton, 48% polyester.",
              fr: "Jersey 100 % coton peigné filé à l’anneau, 142 g/m² ; Gris chiné 52 % coton, 48 % polyester.",
            },
            care: teeCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "tshirt",
            publishedAt: "2025-03-25",
            basePriceCents: 2400,
            colors: [white, black, heatherGrey, dustyRose, sage, navy],
            sizes: teeSTo3xl,
            notMade: [{ color: "sage", size: "3xl" }],
            sizeGuide: sizeGuide(teeSTo3xl, {
              chestWidth: [44, 48, 52, 56, 60, 64],
              bodyLength: [66, 69, 71, 74, 76, 79],
              sleeveLength: [18, 19, 19, 20, 21, 22],
            }),
            printAreas: teeAreas,
          },
          {
            publicId: "n9r0wy",
            slug: { en: "unisex-organic-cotton-t-shirt", fr: "t-shirt-unisexe-coton-bio" },
            title: { en: "Unisex Organic Cotton T-Shirt", fr: "T-shirt unisexe en coton bio" },
            description: {
              en: "A medium-weight tee in certified organic cotton with a classic unisex fit, set-in sleeves and a neat 1×1 ribbed neck. At 180 g/m² it feels substantial without being heavy, and its tight knit gives DTG prints a smooth, even finish. Fits true to size.",
              fr: "Un t-shirt de grammage moyen en coton bio certifié, à la coupe unisexe classique, avec manches montées et col côtelé 1×1 bien net. Avec ses 180 g/m², il a de la tenue sans être lourd, et son tricot serré donne aux impressions DTG un rendu lisse et régulier. Taille normalement.",
            },
            keywords: {
              en: "tee organic eco sustainable cotton gots gift",
              fr: "tee-shirt bio écologique durable coton gots cadeau",
            },
            materials: {
              en: "100% organic combed ring-spun cotton, 180 g/m² (5.3 oz/yd²), GOTS certified; Heather Grey 85% organic cotton, 15% recycled polyester.",
              fr: "100 % coton bio peigné filé à l’anneau, 180 g/m², certifié GOTS ; Gris chiné 85 % coton bio, 15 % polyester recyclé.",
            },
            care: teeCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "tshirt",
            publishedAt: "2026-10-06",
            basePriceCents: 2700,
            colors: [white, black, navy, natural, forestGreen, heatherGrey],
            sizes: teeXsTo3xl,
            notMade: [{ color: "natural", size: "3xl" }],
            sizeGuide: sizeGuide(teeXsTo3xl, {
              chestWidth: [47, 50, 53, 56, 59, 62, 65],
              bodyLength: [66, 69, 72, 74, 76, 78, 80],
              sleeveLength: [19, 20, 21, 22, 23, 24, 25],
            }),
            printAreas: teeAreas,
          },
          {
            publicId: "c10epf",
            slug: { en: "unisex-long-sleeve-tee", fr: "t-shirt-unisexe-manches-longues" },
            title: { en: "Unisex Long Sleeve Tee", fr: "T-shirt unisexe à manches longues" },
            description: {
              en: "The soft feel of our classic tee with full-length sleeves and ribbed cuffs, for cooler days or layering. The combed cotton jersey is light and breathable, and its smooth surface keeps detailed artwork crisp. Unisex fit, true to size.",
              fr: "Le toucher doux de notre t-shirt classique, avec des manches longues et des poignets côtelés, pour les jours plus frais ou à superposer. Le jersey de coton peigné est léger et respirant, et sa surface lisse garde les visuels détaillés bien nets. Coupe unisexe, taille normalement.",
            },
            keywords: {
              en: "long sleeve longsleeve shirt tee top cotton layering",
              fr: "manches longues tee-shirt haut coton sous-pull",
            },
            materials: jerseyMaterials,
            care: teeCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "long-sleeve",
            publishedAt: "2025-09-16",
            basePriceCents: 2800,
            colors: [white, black, navy, heatherGrey, forestGreen],
            sizes: teeXsTo2xl,
            notMade: [{ color: "forest-green", size: "xs" }],
            sizeGuide: sizeGuide(teeXsTo2xl, {
              chestWidth: [44, 47, 51, 56, 61, 66],
              bodyLength: [69, 71, 74, 76, 79, 81],
              sleeveLength: [60, 61, 62, 64, 65, 66],
            }),
            printAreas: teeAreas,
          },
          {
            publicId: "g75wbb",
            slug: { en: "unisex-jersey-tank-top", fr: "debardeur-unisexe-jersey" },
            title: { en: "Unisex Jersey Tank Top", fr: "Débardeur unisexe en jersey" },
            description: {
              en: "A lightweight, breathable tank with a unisex fit, wide shoulder straps and a straight hem. Made for warm days, the gym or wearing under an open shirt. The fine jersey prints sharp detail well, front and back.",
              fr: "Un débardeur léger et respirant à la coupe unisexe, avec de larges bretelles et un bas droit. Idéal pour les journées chaudes, la salle de sport ou à porter sous une chemise ouverte. Le jersey fin rend bien les détails, devant comme dos.",
            },
            keywords: {
              en: "tank vest sleeveless singlet summer gym top",
              fr: "débardeur sans manches marcel été sport haut",
            },
            materials: jerseyMaterials,
            care: teeCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "tank-top",
            publishedAt: "2025-05-27",
            basePriceCents: 2100,
            colors: [white, black, heatherGrey, navy, dustyRose],
            sizes: teeXsTo2xl,
            sizeGuide: sizeGuide(teeXsTo2xl, {
              chestWidth: [41, 46, 51, 56, 61, 66],
              bodyLength: [69, 71, 74, 76, 79, 81],
            }),
            printAreas: tankAreas,
          },
        ],
      },
      {
        slug: { en: "hoodies-sweatshirts", fr: "sweats" },
        name: { en: "Hoodies & sweatshirts", fr: "Sweats" },
        products: [
          {
            publicId: "jaj08x",
            slug: { en: "unisex-classic-pullover-hoodie", fr: "sweat-capuche-unisexe-classique" },
            title: { en: "Unisex Classic Pullover Hoodie", fr: "Sweat à capuche unisexe classique" },
            description: {
              en: "A warm, midweight pullover hoodie with a lined double hood, matching drawcord, kangaroo pocket and ribbed cuffs and hem. The cotton-polyester fleece is brushed soft inside and keeps its shape wash after wash. The front print sits above the pocket; the back takes a full-size design.",
              fr: "Un sweat à capuche chaud de grammage moyen, avec capuche doublée, cordon assorti, poche kangourou, poignets et bas côtelés. Le molleton coton-polyester est gratté à l’intérieur et garde sa forme lavage après lavage. L’impression devant se place au-dessus de la poche ; le dos accueille un grand visuel.",
            },
            keywords: {
              en: "hoody hooded sweatshirt pullover fleece warm jumper gift",
              fr: "hoodie sweat capuche pull molleton chaud cadeau",
            },
            materials: fleeceMaterials,
            care: fleeceCare,
            productionDays: [2, 5],
            techniques: ["dtg", "dtf"],
            mockupShape: "hoodie",
            featured: true,
            publishedAt: "2025-01-08",
            basePriceCents: 4200,
            colors: [black, white, navy, heatherGrey, charcoal, forestGreen, maroon, sand],
            sizes: hoodieSTo4xl,
            notMade: [
              { color: "forest-green", size: "4xl" },
              { color: "maroon", size: "4xl" },
              { color: "sand", size: "4xl" },
            ],
            unavailable: [{ color: "forest-green", size: "2xl", availability: "out_of_stock" }],
            sizeGuide: sizeGuide(hoodieSTo4xl, {
              chestWidth: [51, 56, 61, 66, 71, 76, 81],
              bodyLength: [69, 71, 74, 76, 79, 81, 84],
              sleeveLength: [61, 62, 63, 64, 65, 66, 67],
            }),
            printAreas: hoodieAreas,
          },
          {
            publicId: "lg9edn",
            slug: { en: "premium-heavyweight-hoodie", fr: "sweat-capuche-epais-premium" },
            title: { en: "Premium Heavyweight Hoodie", fr: "Sweat à capuche épais premium" },
            description: {
              en: "A dense, heavyweight hoodie with a relaxed fit, dropped shoulders, a hood lined in the same fabric and a kangaroo pocket. The 350 g/m² brushed fleece feels substantial and warm. Choose DTG for full-colour artwork or embroidery for a small logo on the chest.",
              fr: "Un sweat à capuche dense et épais, à la coupe décontractée, avec épaules tombantes, capuche doublée du même tissu et poche kangourou. Le molleton gratté de 350 g/m² est généreux et chaud. Choisissez le DTG pour un visuel en couleurs ou la broderie pour un petit logo sur la poitrine.",
            },
            keywords: {
              en: "hoody heavyweight thick organic premium oversized relaxed embroidered",
              fr: "hoodie épais lourd bio premium oversize décontracté brodé",
            },
            materials: {
              en: "Brushed fleece of 80% organic ring-spun cotton, 20% recycled polyester, 350 g/m² (10.3 oz/yd²); Heather Grey 75% organic cotton, 25% recycled polyester.",
              fr: "Molleton gratté 80 % coton bio filé à l’anneau, 20 % polyester recyclé, 350 g/m² ; Gris chiné 75 % coton bio, 25 % polyester recyclé.",
            },
            care: fleeceCare,
            productionDays: [3, 5],
            techniques: ["dtg", "embroidery"],
            mockupShape: "hoodie",
            publishedAt: "2025-10-07",
            basePriceCents: 5400,
            colors: [black, natural, heatherGrey, navy, sage],
            sizes: hoodieXsTo2xl,
            sizeGuide: sizeGuide(hoodieXsTo2xl, {
              chestWidth: [54, 57, 60, 63, 66, 69],
              bodyLength: [64, 67, 70, 72, 74, 76],
              sleeveLength: [60, 61, 62, 63, 64, 65],
            }),
            printAreas: hoodieAreas,
          },
          {
            publicId: "wk7bn7",
            slug: { en: "unisex-crewneck-sweatshirt", fr: "sweat-shirt-unisexe-col-rond" },
            title: { en: "Unisex Crewneck Sweatshirt", fr: "Sweat-shirt unisexe col rond" },
            description: {
              en: "A classic crewneck sweatshirt with a relaxed unisex fit and ribbed collar, cuffs and waistband. The soft cotton-polyester fleece resists pilling and shrinking, and its smooth face gives large front designs a clean print. A cosy layer for autumn and winter.",
              fr: "Un sweat-shirt col rond classique à la coupe unisexe décontractée, avec col, poignets et bas côtelés. Le molleton coton-polyester résiste au boulochage et au rétrécissement, et sa face lisse donne une impression nette aux grands visuels devant. Une couche douillette pour l’automne et l’hiver.",
            },
            keywords: {
              en: "sweater jumper crew neck pullover fleece warm",
              fr: "sweat pull col rond molleton chaud",
            },
            materials: fleeceMaterials,
            care: fleeceCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "sweatshirt",
            publishedAt: "2025-02-11",
            basePriceCents: 3900,
            colors: [black, white, navy, heatherGrey, maroon, forestGreen, sand],
            sizes: sweatshirtSTo3xl,
            notMade: [{ color: "sand", size: "3xl" }],
            sizeGuide: sizeGuide(sweatshirtSTo3xl, {
              chestWidth: [51, 56, 61, 66, 71, 76],
              bodyLength: [69, 71, 74, 76, 79, 81],
              sleeveLength: [61, 62, 63, 64, 65, 66],
            }),
            printAreas: sweatshirtAreas,
          },
        ],
      },
      {
        slug: { en: "hats", fr: "casquettes-bonnets" },
        name: { en: "Hats", fr: "Casquettes et bonnets" },
        products: [
          {
            publicId: "uqwx4h",
            slug: { en: "classic-dad-hat", fr: "casquette-dad-hat-classique" },
            title: { en: "Classic Dad Hat", fr: "Casquette « dad hat » classique" },
            description: {
              en: "A low-profile, unstructured six-panel cap in washed cotton twill with a pre-curved visor and an adjustable strap with an antique brass buckle. It shapes itself to your head and looks better with every wear. Your design is embroidered on the front: simple logos and short text with bold lines work best.",
              fr: "Une casquette six panneaux souple et basse, en sergé de coton lavé, avec visière pré-courbée et bride réglable à boucle en laiton vieilli. Elle épouse la forme de la tête et se patine joliment avec le temps. Votre motif est brodé sur le devant : les logos simples et les textes courts aux traits épais rendent le mieux.",
            },
            keywords: {
              en: "cap baseball cap hat dad cap embroidered cotton adjustable",
              fr: "casquette baseball chapeau brodée coton réglable",
            },
            materials: {
              en: "100% chino cotton twill; unstructured, six-panel, low profile; adjustable strap with antique brass buckle.",
              fr: "100 % sergé de coton chino ; non structurée, six panneaux, profil bas ; bride réglable à boucle en laiton vieilli.",
            },
            care: capCare,
            productionDays: [3, 5],
            techniques: ["embroidery"],
            mockupShape: "cap",
            featured: true,
            publishedAt: "2025-01-10",
            basePriceCents: 2600,
            colors: [black, white, navy, khaki, forestGreen],
            sizes: oneSize,
            printAreas: capAreas,
          },
          {
            publicId: "jeh60k",
            slug: { en: "mesh-back-trucker-cap", fr: "casquette-trucker-filet" },
            title: { en: "Mesh Back Trucker Cap", fr: "Casquette trucker à filet" },
            description: {
              en: "A structured, mid-profile trucker cap with a firm front panel, a breathable mesh back and a plastic snap closure. The reinforced front holds embroidery flat and crisp, so logos and lettering stand out. A summer favourite that fits most heads.",
              fr: "Une casquette trucker structurée, de profil moyen, avec panneau avant rigide, arrière en filet respirant et fermeture à pression en plastique. Le devant renforcé garde la broderie bien plane et nette : logos et lettrages ressortent. Un classique de l’été, adapté à la plupart des tours de tête.",
            },
            keywords: {
              en: "trucker hat snapback mesh cap baseball summer embroidered",
              fr: "casquette trucker snapback filet baseball été brodée",
            },
            materials: {
              en: "Front panels 47% cotton, 53% polyester; mesh back 100% polyester; structured, mid profile; snapback closure.",
              fr: "Panneaux avant 47 % coton, 53 % polyester ; filet arrière 100 % polyester ; structurée, profil moyen ; fermeture à pression.",
            },
            care: capCare,
            productionDays: [3, 5],
            techniques: ["embroidery"],
            mockupShape: "cap",
            publishedAt: "2025-07-14",
            basePriceCents: 2400,
            colors: [black, navy, charcoal, white, royalBlue],
            sizes: oneSize,
            unavailable: [{ color: "royal-blue", availability: "discontinued" }],
            printAreas: capAreas,
          },
          {
            publicId: "lo886v",
            slug: { en: "cuffed-knit-beanie", fr: "bonnet-maille-revers" },
            title: { en: "Cuffed Knit Beanie", fr: "Bonnet en maille à revers" },
            description: {
              en: "A snug, stretchy rib-knit beanie with a fold-over cuff that carries your embroidered design. The soft acrylic yarn is warm and light and doesn’t itch. One size fits most adults; embroidery suits simple logos and short words.",
              fr: "Un bonnet côtelé, ajusté et extensible, avec un revers qui porte votre motif brodé. Le fil acrylique doux est chaud, léger et ne gratte pas. Taille unique adaptée à la plupart des adultes ; la broderie convient aux logos simples et aux mots courts.",
            },
            keywords: {
              en: "beanie hat winter hat toque knit cap warm embroidered",
              fr: "bonnet hiver maille chaud brodé tuque",
            },
            materials: {
              en: "100% acrylic rib knit; 30 cm (12″) long with a 7.5 cm (3″) cuff.",
              fr: "Maille côtelée 100 % acrylique ; 30 cm de long avec un revers de 7,5 cm.",
            },
            care: {
              en: "Hand wash cold and dry flat. Do not tumble dry, iron or bleach.",
              fr: "Laver à la main à l’eau froide et sécher à plat. Pas de sèche-linge, de repassage ni d’eau de Javel.",
            },
            productionDays: [3, 5],
            techniques: ["embroidery"],
            mockupShape: "beanie",
            publishedAt: "2025-10-28",
            basePriceCents: 2200,
            colors: [black, navy, heatherGrey, forestGreen, maroon, mustard],
            sizes: oneSize,
            unavailable: [{ color: "mustard", availability: "out_of_stock" }],
            printAreas: [area("front", areaLabels.front, 127, 44, embroidery)],
          },
        ],
      },
    ],
  },
  {
    slug: { en: "home-living", fr: "maison" },
    name: { en: "Home & living", fr: "Maison" },
    description: {
      en: "Mugs, bottles, cushions and blankets that bring your designs into everyday life at home.",
      fr: "Mugs, gourdes, coussins et plaids qui font entrer vos créations dans la vie de tous les jours.",
    },
    subtypes: [
      {
        slug: { en: "drinkware", fr: "tasses-gourdes" },
        name: { en: "Mugs & drinkware", fr: "Tasses et gourdes" },
        products: [
          {
            publicId: "f2z9ri",
            slug: { en: "white-ceramic-mug", fr: "mug-ceramique-blanc" },
            title: { en: "White Ceramic Mug", fr: "Mug en céramique blanche" },
            description: {
              en: "A glossy white ceramic mug with a C-shaped handle, printed all the way round by dye sublimation so the colours go into the coating instead of sitting on top. Photos, gradients and wrap-around patterns come out vivid and won’t peel. Choose the classic 11 oz or the larger 15 oz.",
              fr: "Un mug en céramique blanche brillante avec anse en C, imprimé sur tout le tour par sublimation : les couleurs pénètrent dans le revêtement au lieu de rester en surface. Photos, dégradés et motifs tout autour ressortent éclatants et ne s’écaillent pas. Au choix, le classique 325 ml ou le grand 440 ml.",
            },
            keywords: {
              en: "mug cup coffee mug tea ceramic photo mug gift",
              fr: "tasse mug café thé céramique photo cadeau",
            },
            materials: {
              en: "Ceramic with a glossy white sublimation coating; 11 oz (325 ml) or 15 oz (440 ml).",
              fr: "Céramique avec revêtement blanc brillant pour sublimation ; 325 ml (11 oz) ou 440 ml (15 oz).",
            },
            care: {
              en: "Dishwasher and microwave safe. Hand washing keeps the print bright for longer.",
              fr: "Compatible lave-vaisselle et micro-ondes. Un lavage à la main garde l’impression éclatante plus longtemps.",
            },
            productionDays: [2, 3],
            techniques: ["sublimation"],
            mockupShape: "mug",
            featured: true,
            publishedAt: "2025-01-13",
            basePriceCents: 1500,
            colors: [white],
            sizes: [size("11oz"), size("15oz", 300)],
            printAreas: mugAreas,
          },
          {
            publicId: "fh5dns",
            slug: { en: "black-glossy-mug", fr: "mug-noir-brillant" },
            title: { en: "Black Glossy Mug", fr: "Mug noir brillant" },
            description: {
              en: "A glossy black ceramic mug, UV-printed with a white underbase beneath your colours so they stay bright against the dark glaze. Light colours, line art and bold lettering look striking; pale backgrounds print as solid panels. Available in 11 oz and 15 oz.",
              fr: "Un mug en céramique noire brillante, imprimé en UV avec une sous-couche blanche sous vos couleurs pour qu’elles restent vives sur l’émail foncé. Couleurs claires, dessins au trait et lettrages affirmés ressortent particulièrement ; les fonds pâles s’impriment en aplats. Disponible en 325 ml et 440 ml.",
            },
            keywords: {
              en: "black mug cup coffee mug tea ceramic gift",
              fr: "mug noir tasse café thé céramique cadeau",
            },
            materials: {
              en: "Ceramic with a glossy black glaze; 11 oz (325 ml) or 15 oz (440 ml).",
              fr: "Céramique à émail noir brillant ; 325 ml (11 oz) ou 440 ml (15 oz).",
            },
            care: {
              en: "Hand washing recommended; top-rack dishwasher safe. Microwave safe.",
              fr: "Lavage à la main conseillé ; lave-vaisselle possible dans le panier supérieur. Compatible micro-ondes.",
            },
            productionDays: [2, 3],
            techniques: ["uv-print"],
            mockupShape: "mug",
            publishedAt: "2025-11-04",
            basePriceCents: 1800,
            colors: [black],
            sizes: [size("11oz"), size("15oz", 300)],
            printAreas: mugAreas,
          },
          {
            publicId: "es0j8h",
            slug: { en: "insulated-steel-tumbler", fr: "gobelet-isotherme-inox" },
            title: { en: "Insulated Steel Tumbler", fr: "Gobelet isotherme en inox" },
            description: {
              en: "A double-walled, vacuum-insulated stainless steel tumbler with a splash-proof lid and a clear straw. It keeps drinks cold for up to 24 hours or hot for up to 6. Your design is sublimated all the way round the white coating, ideal for patterns and full-colour artwork.",
              fr: "Un gobelet en inox à double paroi isolée sous vide, avec couvercle anti-éclaboussures et paille transparente. Il garde les boissons froides jusqu’à 24 heures ou chaudes jusqu’à 6 heures. Votre visuel est sublimé sur tout le tour du revêtement blanc : idéal pour les motifs et les illustrations en couleurs.",
            },
            keywords: {
              en: "tumbler travel mug insulated cup straw iced coffee",
              fr: "gobelet mug isotherme tasse de voyage paille café glacé",
            },
            materials: {
              en: "18/8 stainless steel, double wall, vacuum insulated; white sublimation coating; BPA-free lid and straw.",
              fr: "Acier inoxydable 18/8, double paroi isolée sous vide ; revêtement blanc pour sublimation ; couvercle et paille sans BPA.",
            },
            care: {
              en: "Hand wash only. Not dishwasher or microwave safe.",
              fr: "Lavage à la main uniquement. Ne va ni au lave-vaisselle ni au micro-ondes.",
            },
            productionDays: [2, 4],
            techniques: ["sublimation"],
            mockupShape: "tumbler",
            publishedAt: "2025-08-19",
            basePriceCents: 3200,
            colors: [white],
            sizes: [size("20oz")],
            printAreas: [area("wrap", areaLabels.wrap, 236, 208, drinkwarePrint)],
          },
          {
            publicId: "zr4qmw",
            slug: { en: "stainless-steel-water-bottle", fr: "gourde-inox" },
            title: { en: "Stainless Steel Water Bottle", fr: "Gourde en inox" },
            description: {
              en: "A 500 ml double-walled stainless steel bottle with a leak-proof screw cap that keeps water cold for 24 hours and hot drinks warm for 12. The powder-coated finish is matte and grippy; your design is UV-printed round the body, with a white underbase on black. Fits most cup holders.",
              fr: "Une gourde de 500 ml en inox à double paroi, avec bouchon vissé étanche, qui garde l’eau fraîche 24 heures et les boissons chaudes 12 heures. Le revêtement poudré est mat et antidérapant ; votre visuel est imprimé en UV sur le pourtour, avec une sous-couche blanche sur le noir. Se glisse dans la plupart des porte-gobelets.",
            },
            keywords: {
              en: "water bottle flask insulated reusable drinks bottle gym",
              fr: "gourde bouteille isotherme réutilisable sport",
            },
            materials: {
              en: "18/8 stainless steel, double wall, vacuum insulated; powder-coated finish; BPA-free steel and polypropylene cap.",
              fr: "Acier inoxydable 18/8, double paroi isolée sous vide ; finition peinture poudre ; bouchon en inox et polypropylène sans BPA.",
            },
            care: {
              en: "Hand wash only; not for the dishwasher, microwave or freezer.",
              fr: "Lavage à la main uniquement ; ni lave-vaisselle, ni micro-ondes, ni congélateur.",
            },
            productionDays: [2, 4],
            techniques: ["uv-print"],
            mockupShape: "water-bottle",
            publishedAt: "2026-03-09",
            basePriceCents: 2900,
            colors: [white, black],
            sizes: [size("17oz")],
            printAreas: [area("wrap", areaLabels.wrap, 203, 152, drinkwarePrint)],
          },
        ],
      },
      {
        slug: { en: "pillows-blankets", fr: "coussins-plaids" },
        name: { en: "Pillows & blankets", fr: "Coussins et plaids" },
        products: [
          {
            publicId: "yvj50c",
            slug: { en: "square-throw-pillow", fr: "coussin-carre" },
            title: { en: "Square Throw Pillow", fr: "Coussin carré" },
            description: {
              en: "A soft square cushion printed on both sides, with a hidden zip and a polyester insert included. The spun polyester cover has a smooth, linen-like feel, and sublimation gives rich colour edge to edge. Use the same design twice or a different one on each side.",
              fr: "Un coussin carré et moelleux imprimé recto verso, avec fermeture éclair invisible et garnissage en polyester fourni. La housse en polyester filé a un toucher lisse, proche du lin, et la sublimation donne des couleurs riches bord à bord. Le même visuel deux fois ou un différent sur chaque face.",
            },
            keywords: {
              en: "cushion pillow throw pillow sofa cushion home decor gift",
              fr: "coussin déco canapé housse maison cadeau",
            },
            materials: {
              en: "Cover: 100% spun polyester with a concealed zip; insert: 100% polyester fibre fill.",
              fr: "Housse : 100 % polyester filé, fermeture éclair invisible ; garnissage : 100 % fibre de polyester.",
            },
            care: {
              en: "Remove the insert. Machine wash the cover cold on a gentle cycle; tumble dry low or line dry. Do not bleach.",
              fr: "Retirer le garnissage. Laver la housse en machine à froid, cycle délicat ; séchage en tambour à basse température ou à l’air libre. Pas d’eau de Javel.",
            },
            productionDays: [3, 5],
            techniques: ["sublimation"],
            mockupShape: "pillow",
            publishedAt: "2025-04-08",
            basePriceCents: 2600,
            colors: [white],
            sizes: [size("16x16"), size("18x18", 300), size("20x20", 600)],
            printAreas: [
              area("front", areaLabels.sideA, 406, 406, cushionPrint, "16x16"),
              area("back", areaLabels.sideB, 406, 406, cushionPrint, "16x16"),
              area("front", areaLabels.sideA, 457, 457, cushionPrint, "18x18"),
              area("back", areaLabels.sideB, 457, 457, cushionPrint, "18x18"),
              area("front", areaLabels.sideA, 508, 508, cushionPrint, "20x20"),
              area("back", areaLabels.sideB, 508, 508, cushionPrint, "20x20"),
            ],
          },
          {
            publicId: "kjzde8",
            slug: { en: "sherpa-fleece-blanket", fr: "plaid-polaire-sherpa" },
            title: { en: "Sherpa Fleece Blanket", fr: "Plaid en polaire sherpa" },
            description: {
              en: "A cosy two-layer throw: a smooth printed micro-mink face backed with thick, fluffy white sherpa. Sublimation prints your design edge to edge in vivid colour that stands up to washing. Perfect for the sofa, a reading corner or as a gift.",
              fr: "Un plaid douillet à deux couches : une face lisse en micro-vison imprimée, doublée d’une épaisse polaire sherpa blanche. La sublimation imprime votre visuel bord à bord, en couleurs vives qui résistent au lavage. Parfait pour le canapé, un coin lecture ou à offrir.",
            },
            keywords: {
              en: "blanket throw fleece sherpa sofa cosy cozy gift",
              fr: "plaid couverture polaire sherpa canapé douillet cadeau",
            },
            materials: {
              en: "Printed face: 100% polyester micro-mink; back: 100% polyester sherpa fleece.",
              fr: "Face imprimée : 100 % polyester micro-vison ; dos : 100 % polyester polaire sherpa.",
            },
            care: {
              en: "Machine wash cold on its own, on a gentle cycle. Tumble dry low. Do not iron, bleach or dry-clean.",
              fr: "Laver seul en machine à froid, cycle délicat. Séchage en tambour à basse température. Ne pas repasser ; pas d’eau de Javel ni de nettoyage à sec.",
            },
            productionDays: [3, 6],
            techniques: ["sublimation"],
            mockupShape: "blanket",
            publishedAt: "2025-10-14",
            basePriceCents: 5900,
            colors: [white],
            sizes: [size("50x60"), size("60x80", 2000)],
            printAreas: [
              area("front", areaLabels.sideA, 1270, 1524, blanketPrint, "50x60"),
              area("front", areaLabels.sideA, 1524, 2032, blanketPrint, "60x80"),
            ],
          },
        ],
      },
    ],
  },
  {
    slug: { en: "wall-art", fr: "decoration-murale" },
    name: { en: "Wall art", fr: "Décoration murale" },
    description: {
      en: "Posters, canvases and framed prints on archival papers and inks, made to last on any wall.",
      fr: "Affiches, toiles et affiches encadrées sur papiers et encres d’archivage, faites pour durer sur tous les murs.",
    },
    subtypes: [
      {
        slug: { en: "posters", fr: "affiches" },
        name: { en: "Posters", fr: "Affiches" },
        products: [
          {
            publicId: "pedt2s",
            slug: { en: "premium-matte-poster", fr: "affiche-mate-premium" },
            title: { en: "Premium Matte Poster", fr: "Affiche mate premium" },
            description: {
              en: "A museum-grade poster printed with archival pigment inks on thick, acid-free matte paper that shows no glare under lights. Colours are deep and gradients smooth, and the print resists fading for decades indoors. Shipped rolled in a sturdy tube; frame not included.",
              fr: "Une affiche de qualité musée, imprimée aux encres pigmentaires d’archivage sur un papier mat épais et sans acide, sans reflets sous l’éclairage. Les couleurs sont profondes, les dégradés fluides, et le tirage résiste à la décoloration pendant des décennies en intérieur. Expédiée roulée dans un tube solide ; cadre non inclus.",
            },
            keywords: {
              en: "poster art print wall art print decor giclee",
              fr: "affiche poster tirage d’art déco murale giclée",
            },
            materials: {
              en: "Enhanced matte paper, 189 g/m² (10 mil), acid-free; archival pigment inks.",
              fr: "Papier mat amélioré, 189 g/m², sans acide ; encres pigmentaires d’archivage.",
            },
            care: paperCare,
            productionDays: [2, 4],
            techniques: ["giclee"],
            mockupShape: "poster-2x3",
            featured: true,
            publishedAt: "2025-01-15",
            basePriceCents: 1800,
            colors: [white],
            sizes: [size("12x18"), size("16x24", 900), size("24x36", 1700)],
            printAreas: wallArtAreas(posterPrint, posters2x3),
          },
          {
            publicId: "g2khvd",
            slug: { en: "fine-art-cotton-rag-poster", fr: "affiche-beaux-arts-papier-coton" },
            title: { en: "Fine-Art Cotton Rag Poster", fr: "Affiche beaux-arts sur papier coton" },
            description: {
              en: "A gallery print on heavy, textured cotton rag paper, made with 12-colour giclée printing for fine detail and a wide colour range. The soft, velvety surface suits illustrations, paintings and black-and-white photography. Shipped flat, protected by rigid card.",
              fr: "Un tirage de galerie sur papier chiffon de coton épais et texturé, imprimé en giclée 12 couleurs pour des détails fins et une large palette. Sa surface douce et veloutée convient aux illustrations, aux peintures et à la photo noir et blanc. Expédié à plat, protégé par du carton rigide.",
            },
            keywords: {
              en: "art print fine art giclee cotton rag gallery print wall art",
              fr: "tirage d’art beaux-arts giclée papier coton galerie déco murale",
            },
            materials: {
              en: "100% cotton rag fine-art paper, 308 g/m², acid- and lignin-free; archival pigment inks.",
              fr: "Papier beaux-arts 100 % chiffon de coton, 308 g/m², sans acide ni lignine ; encres pigmentaires d’archivage.",
            },
            care: paperCare,
            productionDays: [3, 5],
            techniques: ["giclee"],
            mockupShape: "poster-3x4",
            publishedAt: "2025-05-13",
            basePriceCents: 2900,
            colors: [white],
            sizes: [size("12x16"), size("18x24", 1400)],
            printAreas: wallArtAreas(posterPrint, posters3x4),
          },
          {
            publicId: "d5344t",
            slug: { en: "glossy-photo-poster", fr: "affiche-photo-brillante" },
            title: { en: "Glossy Photo Poster", fr: "Affiche photo brillante" },
            description: {
              en: "A bright poster on smooth, glossy photo paper that makes colours pop and gives deep blacks. Great for photography, film-style posters and vivid graphics; the shine can reflect strong light, so choose our matte poster for sunny rooms. Shipped rolled in a tube.",
              fr: "Une affiche éclatante sur papier photo brillant et lisse, qui fait ressortir les couleurs et donne des noirs profonds. Idéale pour la photo, les affiches façon cinéma et les graphismes vifs ; la brillance peut refléter les lumières fortes, préférez notre affiche mate pour les pièces très ensoleillées. Expédiée roulée dans un tube.",
            },
            keywords: {
              en: "poster glossy photo print wall art decor",
              fr: "affiche poster brillante photo tirage déco murale",
            },
            materials: {
              en: "Glossy photo paper, 200 g/m²; pigment inks.",
              fr: "Papier photo brillant, 200 g/m² ; encres pigmentaires.",
            },
            care: paperCare,
            productionDays: [2, 4],
            techniques: ["digital-print"],
            mockupShape: "poster-2x3",
            publishedAt: "2026-01-20",
            basePriceCents: 1500,
            colors: [white],
            sizes: [size("12x18"), size("16x24", 800), size("24x36", 1500)],
            printAreas: wallArtAreas(posterPrint, posters2x3),
          },
        ],
      },
      {
        slug: { en: "canvas", fr: "toiles" },
        name: { en: "Canvas prints", fr: "Toiles" },
        products: [
          {
            publicId: "p81u33",
            slug: { en: "stretched-canvas", fr: "toile-tendue-chassis" },
            title: { en: "Stretched Canvas", fr: "Toile tendue sur châssis" },
            description: {
              en: "Your artwork printed on poly-cotton canvas and hand-stretched over a 3.8 cm (1.5″) pine frame, with the image wrapping round the sides. It arrives with hanging hardware fitted, ready for the wall. Keep important details away from the edges: the outer 38 mm fold round the frame.",
              fr: "Votre visuel imprimé sur toile poly-coton et tendu à la main sur un châssis en pin de 3,8 cm, l’image se prolongeant sur les côtés. Livrée avec son système d’accroche posé, prête à accrocher. Éloignez les détails importants des bords : les 38 mm extérieurs se replient autour du châssis.",
            },
            keywords: {
              en: "canvas print stretched canvas wall art painting gallery wrap",
              fr: "toile tableau châssis déco murale impression sur toile",
            },
            materials: {
              en: "Matte poly-cotton canvas, 340 g/m²; archival pigment inks; kiln-dried pine stretcher bars, 38 mm (1.5″) deep.",
              fr: "Toile poly-coton mate, 340 g/m² ; encres pigmentaires d’archivage ; châssis en pin séché au four, 38 mm d’épaisseur.",
            },
            care: canvasCare,
            productionDays: [3, 5],
            techniques: ["giclee"],
            mockupShape: "canvas-4x5",
            featured: true,
            publishedAt: "2025-01-17",
            basePriceCents: 3900,
            colors: [white],
            sizes: [size("8x10"), size("16x20", 2600), size("24x30", 5000)],
            printAreas: wallArtAreas(galleryWrap, [
              ["8x10", 203, 254],
              ["16x20", 406, 508],
              ["24x30", 610, 762],
            ]),
          },
          {
            publicId: "szdoc9",
            slug: { en: "slim-stretched-canvas", fr: "toile-fine-chassis" },
            title: { en: "Slim Stretched Canvas", fr: "Toile fine sur châssis" },
            description: {
              en: "A lighter, slimmer canvas on a 1.9 cm (0.75″) frame that sits close to the wall, ideal for gallery walls and small spaces. The image wraps round the thin edges and a UV-resistant coating protects the print. Ready to hang.",
              fr: "Une toile plus légère et plus fine, sur un châssis de 1,9 cm qui reste près du mur : idéale pour les murs de cadres et les petits espaces. L’image se prolonge sur les fins côtés, et un vernis anti-UV protège le tirage. Prête à accrocher.",
            },
            keywords: {
              en: "canvas slim canvas print wall art gallery wall",
              fr: "toile fine tableau déco murale mur de cadres",
            },
            materials: {
              en: "Matte poly-cotton canvas, 340 g/m²; archival pigment inks with a UV-resistant coating; pine stretcher bars, 19 mm (0.75″) deep.",
              fr: "Toile poly-coton mate, 340 g/m² ; encres pigmentaires d’archivage avec vernis anti-UV ; châssis en pin, 19 mm d’épaisseur.",
            },
            care: canvasCare,
            productionDays: [3, 5],
            techniques: ["giclee"],
            mockupShape: "canvas-4x5",
            publishedAt: "2026-06-16",
            basePriceCents: 3500,
            colors: [white],
            sizes: [size("8x10"), size("16x20", 2000)],
            printAreas: wallArtAreas(slimWrap, [
              ["8x10", 203, 254],
              ["16x20", 406, 508],
            ]),
          },
        ],
      },
      {
        slug: { en: "framed-posters", fr: "affiches-encadrees" },
        name: { en: "Framed posters", fr: "Affiches encadrées" },
        products: [
          {
            publicId: "voa5lq",
            slug: { en: "framed-matte-poster", fr: "affiche-mate-encadree" },
            title: { en: "Framed Matte Poster", fr: "Affiche mate encadrée" },
            description: {
              en: "Our archival matte poster in a lightweight hardwood frame, with a shatter-resistant acrylic front and hanging hardware on the back. Choose black, white or natural oak to suit the room. The frame’s lip covers about 5 mm of the print on each side, so leave a little room round the edges.",
              fr: "Notre affiche mate d’archivage dans un cadre léger en bois dur, avec façade en acrylique incassable et attaches au dos. Choisissez noir, blanc ou chêne naturel selon la pièce. La feuillure du cadre couvre environ 5 mm du tirage sur chaque bord : laissez un peu d’espace autour.",
            },
            keywords: {
              en: "framed print framed poster frame wall art ready to hang",
              fr: "affiche encadrée cadre tirage encadré déco murale prêt à accrocher",
            },
            materials: {
              en: "Enhanced matte paper, 189 g/m², acid-free; ayous hardwood frame, 20 mm wide; acrylic glazing.",
              fr: "Papier mat amélioré, 189 g/m², sans acide ; cadre en bois dur (ayous) de 20 mm de large ; façade en acrylique.",
            },
            care: framedCare,
            productionDays: [3, 6],
            techniques: ["giclee"],
            mockupShape: "framed-poster-3x4",
            publishedAt: "2025-02-25",
            basePriceCents: 4900,
            colors: [black, white, oak],
            sizes: [size("12x16"), size("18x24", 2500)],
            unavailable: [{ color: "oak", size: "18x24", availability: "out_of_stock" }],
            printAreas: wallArtAreas(posterPrint, posters3x4),
          },
          {
            publicId: "t53efr",
            slug: { en: "framed-poster-with-mat", fr: "affiche-encadree-passe-partout" },
            title: { en: "Framed Poster with Mat", fr: "Affiche encadrée avec passe-partout" },
            description: {
              en: "A framed fine-art print set behind a wide, bright white mat for a classic gallery look. The 12″ × 16″ frame holds a 9″ × 12″ print and the 18″ × 24″ frame a 12″ × 16″ print. Archival paper and inks, a hardwood frame and acrylic glazing, ready to hang.",
              fr: "Un tirage d’art encadré derrière un large passe-partout blanc pur, pour un rendu de galerie classique. Le cadre 30 × 40 cm contient un tirage 23 × 30 cm, le cadre 45 × 60 cm un tirage 30 × 40 cm. Papier et encres d’archivage, cadre en bois dur et façade en acrylique, prêt à accrocher.",
            },
            keywords: {
              en: "framed print mat mount passe-partout gallery frame wall art gift",
              fr: "affiche encadrée passe-partout cadre galerie déco murale cadeau",
            },
            materials: {
              en: "Enhanced matte paper, 189 g/m², acid-free; acid-free white mat board, 1.4 mm; ayous hardwood frame; acrylic glazing.",
              fr: "Papier mat amélioré, 189 g/m², sans acide ; passe-partout blanc sans acide, 1,4 mm ; cadre en bois dur (ayous) ; façade en acrylique.",
            },
            care: framedCare,
            productionDays: [3, 6],
            techniques: ["giclee"],
            mockupShape: "framed-poster-3x4",
            publishedAt: "2026-02-03",
            basePriceCents: 5900,
            colors: [black, white, oak],
            sizes: [size("12x16"), size("18x24", 3000)],
            // The print inside the mat, smaller than the frame size.
            printAreas: wallArtAreas(posterPrint, [
              ["12x16", 229, 305],
              ["18x24", 305, 406],
            ]),
          },
        ],
      },
    ],
  },
  {
    slug: { en: "accessories", fr: "accessoires" },
    name: { en: "Accessories", fr: "Accessoires" },
    description: {
      en: "Tote bags, phone cases, aprons and mouse pads: useful things to carry your artwork every day.",
      fr: "Tote bags, coques, tabliers et tapis de souris : des objets utiles pour emporter vos créations au quotidien.",
    },
    subtypes: [
      {
        slug: { en: "tote-bags", fr: "tote-bags" },
        name: { en: "Tote bags", fr: "Tote bags" },
        products: [
          {
            publicId: "tui6d3",
            slug: { en: "organic-cotton-tote-bag", fr: "tote-bag-coton-bio" },
            title: { en: "Organic Cotton Tote Bag", fr: "Tote bag en coton bio" },
            description: {
              en: "A sturdy everyday tote in organic cotton canvas, 38 × 42 cm, with 70 cm handles that sit comfortably on the shoulder. It carries a laptop, the shopping or a day’s worth of books, and folds flat when empty. Both sides can be printed.",
              fr: "Un tote bag solide pour tous les jours, en toile de coton bio de 38 × 42 cm, avec des anses de 70 cm confortables à l’épaule. Il emporte un ordinateur portable, les courses ou une journée de livres, et se plie à plat une fois vide. Les deux faces peuvent être imprimées.",
            },
            keywords: {
              en: "tote bag shopping bag canvas bag reusable cotton bag gift",
              fr: "tote bag sac cabas sac en toile sac de courses réutilisable cadeau",
            },
            materials: {
              en: "100% organic cotton canvas, 272 g/m² (8 oz/yd²); 38 × 42 cm; 70 cm handles.",
              fr: "Toile 100 % coton bio, 272 g/m² ; 38 × 42 cm ; anses de 70 cm.",
            },
            care: toteCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "tote-bag",
            featured: true,
            publishedAt: "2025-01-20",
            basePriceCents: 1900,
            colors: [natural, black],
            sizes: oneSize,
            printAreas: toteAreas,
          },
          {
            publicId: "dxd6nc",
            slug: { en: "large-canvas-tote-bag", fr: "grand-cabas-toile" },
            title: { en: "Large Canvas Tote Bag", fr: "Grand cabas en toile" },
            description: {
              en: "A roomy, heavyweight canvas tote, 46 × 38 cm with a 12 cm gusset, an inside pocket and reinforced handles. The dense 340 g/m² cotton stands up on its own and takes bold prints well. Built for the market, the beach or the library run.",
              fr: "Un grand cabas en toile épaisse de 46 × 38 cm, avec soufflet de 12 cm, poche intérieure et anses renforcées. Le coton dense de 340 g/m² tient debout tout seul et rend bien les visuels affirmés. Fait pour le marché, la plage ou la bibliothèque.",
            },
            keywords: {
              en: "tote bag large tote beach bag market bag canvas shopper",
              fr: "cabas grand sac sac de plage sac de marché toile tote bag",
            },
            materials: {
              en: "100% cotton canvas, 340 g/m² (10 oz/yd²); 46 × 38 × 12 cm; inside pocket; 60 cm reinforced handles.",
              fr: "Toile 100 % coton, 340 g/m² ; 46 × 38 × 12 cm ; poche intérieure ; anses renforcées de 60 cm.",
            },
            care: toteCare,
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "tote-bag",
            publishedAt: "2025-08-05",
            basePriceCents: 2600,
            colors: [natural, black, navy],
            sizes: oneSize,
            printAreas: toteAreas,
          },
        ],
      },
      {
        slug: { en: "phone-cases", fr: "coques" },
        name: { en: "Phone cases", fr: "Coques de téléphone" },
        products: [
          {
            publicId: "st9lgm",
            slug: { en: "clear-phone-case", fr: "coque-transparente" },
            title: { en: "Clear Phone Case", fr: "Coque transparente" },
            description: {
              en: "A slim, flexible case in clear TPU that lets the phone’s own colour show round your design. Raised edges protect the screen and camera, and precise cut-outs keep every button and port easy to reach. UV printing lays a white underbase where it is needed, so your artwork stays opaque on the clear back.",
              fr: "Une coque fine et souple en TPU transparent qui laisse voir la couleur du téléphone autour de votre visuel. Les bords surélevés protègent l’écran et l’appareil photo, et les découpes précises laissent boutons et ports facilement accessibles. L’impression UV dépose une sous-couche blanche là où il faut, pour que le visuel reste opaque sur le dos transparent.",
            },
            keywords: {
              en: "phone case iphone case cover clear case transparent samsung galaxy",
              fr: "coque téléphone coque iphone étui transparente samsung galaxy",
            },
            materials: {
              en: "Flexible clear TPU, 1.5 mm; raised bezel; compatible with wireless charging.",
              fr: "TPU transparent souple, 1,5 mm ; rebords surélevés ; compatible avec la recharge sans fil.",
            },
            care: phoneCaseCare,
            productionDays: [2, 3],
            techniques: ["uv-print"],
            mockupShape: "phone-case",
            publishedAt: "2025-03-11",
            basePriceCents: 1900,
            colors: [clear],
            sizes: [
              size("iphone-14"),
              size("iphone-15"),
              size("iphone-15-pro"),
              size("iphone-16"),
              size("iphone-16-pro"),
              size("iphone-16-pro-max"),
              size("galaxy-s24"),
              size("galaxy-s25"),
            ],
            unavailable: [{ color: "clear", size: "iphone-14", availability: "discontinued" }],
            printAreas: caseAreas([
              ["iphone-14", 75, 150],
              ["iphone-15", 75, 151],
              ["iphone-15-pro", 74, 150],
              ["iphone-16", 75, 151],
              ["iphone-16-pro", 75, 153],
              ["iphone-16-pro-max", 81, 166],
              ["galaxy-s24", 74, 150],
              ["galaxy-s25", 74, 150],
            ]),
          },
          {
            publicId: "cjgvq4",
            slug: { en: "tough-phone-case", fr: "coque-renforcee" },
            title: { en: "Tough Phone Case", fr: "Coque renforcée" },
            description: {
              en: "A dual-layer case for everyday drops: a rigid polycarbonate shell over a shock-absorbing rubber liner. The matte printed back resists scratches and fingerprints, and raised edges guard the screen and camera. Works with wireless charging.",
              fr: "Une coque double couche pour les chutes du quotidien : une coque rigide en polycarbonate sur une doublure en caoutchouc qui amortit les chocs. Le dos imprimé mat résiste aux rayures et aux traces de doigts, et les rebords surélevés protègent l’écran et l’appareil photo. Compatible avec la recharge sans fil.",
            },
            keywords: {
              en: "tough case protective phone case shockproof iphone samsung galaxy cover",
              fr: "coque renforcée antichoc protection téléphone iphone samsung galaxy",
            },
            materials: {
              en: "Polycarbonate outer shell with a matte finish; TPU inner liner; compatible with wireless charging.",
              fr: "Coque extérieure en polycarbonate à finition mate ; doublure intérieure en TPU ; compatible avec la recharge sans fil.",
            },
            care: phoneCaseCare,
            productionDays: [2, 3],
            techniques: ["uv-print"],
            mockupShape: "phone-case",
            publishedAt: "2025-12-02",
            basePriceCents: 2400,
            colors: [black, white],
            sizes: [
              size("iphone-15"),
              size("iphone-15-pro"),
              size("iphone-16"),
              size("iphone-16-pro"),
              size("iphone-16-pro-max"),
              size("galaxy-s24"),
              size("galaxy-s25"),
            ],
            notMade: [{ color: "white", size: "iphone-16-pro-max" }],
            unavailable: [{ color: "white", size: "galaxy-s24", availability: "out_of_stock" }],
            printAreas: caseAreas([
              ["iphone-15", 76, 152],
              ["iphone-15-pro", 75, 151],
              ["iphone-16", 76, 152],
              ["iphone-16-pro", 76, 154],
              ["iphone-16-pro-max", 82, 167],
              ["galaxy-s24", 75, 151],
              ["galaxy-s25", 75, 151],
            ]),
          },
        ],
      },
      {
        slug: { en: "aprons", fr: "tabliers" },
        name: { en: "Aprons", fr: "Tabliers" },
        products: [
          {
            publicId: "ufq7xk",
            slug: { en: "cotton-twill-apron", fr: "tablier-serge-coton" },
            title: { en: "Cotton Twill Apron", fr: "Tablier en sergé de coton" },
            description: {
              en: "A full-length bib apron in sturdy cotton twill with an adjustable neck strap, long waist ties and a two-part front pocket for tools and pens. It suits home cooks, baristas, potters and market stalls alike. The print sits on the bib, above the pocket.",
              fr: "Un tablier à bavette pleine longueur en sergé de coton robuste, avec tour de cou réglable, longs liens à la taille et poche avant à deux compartiments pour ustensiles et stylos. Il convient aussi bien en cuisine qu’aux baristas, aux potiers ou sur les marchés. L’impression se place sur la bavette, au-dessus de la poche.",
            },
            keywords: {
              en: "apron kitchen apron cooking bbq chef barista gift",
              fr: "tablier cuisine barbecue chef barista cadeau",
            },
            materials: {
              en: "100% cotton twill, 240 g/m²; 71 × 86 cm; adjustable neck strap.",
              fr: "100 % sergé de coton, 240 g/m² ; 71 × 86 cm ; tour de cou réglable.",
            },
            care: {
              en: "Machine wash at 40 °C with similar colours; line dry. Iron on the reverse, avoiding the print.",
              fr: "Lavage en machine à 40 °C avec des couleurs similaires ; séchage à l’air libre. Repasser sur l’envers, en évitant l’impression.",
            },
            productionDays: [2, 4],
            techniques: ["dtg"],
            mockupShape: "apron",
            publishedAt: "2025-04-29",
            basePriceCents: 2900,
            colors: [black, natural, navy],
            sizes: oneSize,
            printAreas: [area("front", areaLabels.front, 254, 254, garmentPrint)],
          },
        ],
      },
      {
        slug: { en: "mouse-pads", fr: "tapis-de-souris" },
        name: { en: "Mouse pads", fr: "Tapis de souris" },
        products: [
          {
            publicId: "daj8gx",
            slug: { en: "rubber-base-mouse-pad", fr: "tapis-de-souris-base-caoutchouc" },
            title: { en: "Rubber-Base Mouse Pad", fr: "Tapis de souris à base caoutchouc" },
            description: {
              en: "A 235 × 197 mm mouse pad with a smooth polyester surface that optical and laser mice track precisely on. The 3 mm natural rubber base grips the desk without sliding. Sublimation prints right to the edges in full colour that won’t rub off.",
              fr: "Un tapis de souris de 235 × 197 mm à surface lisse en polyester, sur laquelle souris optiques et laser glissent avec précision. La base en caoutchouc naturel de 3 mm accroche au bureau sans glisser. La sublimation imprime jusqu’aux bords, en couleurs qui ne s’effacent pas.",
            },
            keywords: {
              en: "mouse pad mousepad mouse mat desk office gaming",
              fr: "tapis de souris bureau gaming gamer",
            },
            materials: {
              en: "Polyester fabric top; 3 mm natural rubber base; 235 × 197 mm.",
              fr: "Dessus en tissu polyester ; base en caoutchouc naturel de 3 mm ; 235 × 197 mm.",
            },
            care: {
              en: "Wipe with a damp cloth and a little mild soap; let it dry flat. Do not machine wash.",
              fr: "Nettoyer avec un chiffon humide et un peu de savon doux ; laisser sécher à plat. Pas de lave-linge.",
            },
            productionDays: [2, 3],
            techniques: ["sublimation"],
            mockupShape: "mouse-pad",
            publishedAt: "2025-06-24",
            basePriceCents: 1500,
            colors: [white],
            sizes: oneSize,
            printAreas: [area("front", areaLabels.pad, 235, 197, mousePadPrint)],
          },
        ],
      },
    ],
  },
  {
    slug: { en: "stationery", fr: "papeterie" },
    name: { en: "Stationery", fr: "Papeterie" },
    description: {
      en: "Notebooks, stickers and cards on good paper, for writing, sticking and sending.",
      fr: "Carnets, stickers et cartes sur du beau papier, pour écrire, coller et envoyer.",
    },
    subtypes: [
      {
        slug: { en: "notebooks", fr: "carnets" },
        name: { en: "Notebooks", fr: "Carnets" },
        products: [
          {
            publicId: "lj8b7t",
            slug: { en: "hardcover-journal", fr: "carnet-couverture-rigide" },
            title: { en: "Hardcover Journal", fr: "Carnet à couverture rigide" },
            description: {
              en: "An A5 hardcover journal with 120 lined pages of smooth 100 g/m² paper that takes fountain pen without bleeding through. The printed, matte-laminated cover comes with an elastic closure and a ribbon bookmark in the colour you choose. It lies open flat on the desk.",
              fr: "Un carnet A5 à couverture rigide, avec 120 pages lignées en papier lisse de 100 g/m² qui ne traverse pas, même au stylo plume. La couverture imprimée, pelliculée mate, est assortie d’un élastique de fermeture et d’un signet ruban dans la couleur choisie. Il s’ouvre bien à plat sur le bureau.",
            },
            keywords: {
              en: "notebook journal diary hardcover lined notebook planner gift",
              fr: "carnet cahier journal agenda ligné couverture rigide cadeau",
            },
            materials: {
              en: "Hardcover with matte lamination; 120 pages (60 sheets) of 100 g/m² cream paper, 7 mm ruled; elastic band and ribbon bookmark.",
              fr: "Couverture rigide pelliculée mate ; 120 pages (60 feuilles) de papier crème 100 g/m², lignées 7 mm ; élastique et signet ruban.",
            },
            care: stationeryCare,
            productionDays: [3, 5],
            techniques: ["digital-print"],
            mockupShape: "notebook",
            featured: true,
            publishedAt: "2025-01-22",
            basePriceCents: 1900,
            // The colour of the elastic band and ribbon; the whole cover is printed.
            colors: [black, navy, forestGreen],
            sizes: [size("a5")],
            printAreas: notebookAreas,
          },
          {
            publicId: "d4zdme",
            slug: { en: "spiral-notebook", fr: "cahier-spirale" },
            title: { en: "Spiral Notebook", fr: "Cahier à spirale" },
            description: {
              en: "An A5 wire-bound notebook with 140 dotted pages, printed soft-touch covers front and back, and a sturdy card back board. The wire binding lets it fold back on itself for writing in tight spaces. Choose a black or white wire.",
              fr: "Un cahier A5 à reliure spirale, avec 140 pages pointillées, des couvertures imprimées au toucher doux devant et derrière, et un dos cartonné rigide. La reliure permet de le replier sur lui-même pour écrire dans les petits espaces. Spirale noire ou blanche, au choix.",
            },
            keywords: {
              en: "spiral notebook dotted bullet journal notepad wire-bound",
              fr: "cahier spirale carnet pointillé bullet journal bloc-notes",
            },
            materials: {
              en: "Printed 350 g/m² card covers with soft-touch lamination; 140 pages (70 sheets) of 90 g/m² white paper, 5 mm dot grid; metal wire binding.",
              fr: "Couvertures imprimées en carton 350 g/m² au pelliculage toucher doux ; 140 pages (70 feuilles) de papier blanc 90 g/m², pointillés 5 mm ; reliure spirale métallique.",
            },
            care: stationeryCare,
            productionDays: [3, 5],
            techniques: ["digital-print"],
            mockupShape: "notebook",
            publishedAt: "2026-04-14",
            basePriceCents: 1400,
            // The colour of the wire binding.
            colors: [black, white],
            sizes: [size("a5")],
            printAreas: notebookAreas,
          },
        ],
      },
      {
        slug: { en: "stickers", fr: "stickers" },
        name: { en: "Stickers", fr: "Stickers" },
        products: [
          {
            publicId: "epzz5f",
            slug: { en: "kiss-cut-vinyl-sticker", fr: "sticker-vinyle-predecoupe" },
            title: { en: "Kiss-Cut Vinyl Sticker", fr: "Sticker vinyle prédécoupé" },
            description: {
              en: "A durable vinyl sticker cut to the shape of your design, on a square backing sheet that makes it easy to peel. The glossy laminate resists water, scratches and sunlight, so it lasts on laptops, bottles and notebooks. Choose white vinyl for vivid colour, or clear vinyl for a no-background look (white is not printed on clear).",
              fr: "Un sticker en vinyle résistant, découpé à la forme de votre visuel, sur une feuille de support carrée qui facilite le décollage. Le pelliculage brillant résiste à l’eau, aux rayures et au soleil : il tient sur les ordinateurs, les gourdes et les carnets. Vinyle blanc pour des couleurs éclatantes, ou transparent pour un rendu sans fond (le blanc ne s’imprime pas sur le transparent).",
            },
            keywords: {
              en: "sticker stickers decal vinyl laptop sticker waterproof",
              fr: "sticker autocollant vinyle étanche ordinateur",
            },
            materials: {
              en: "Calendered vinyl, 95 µm, with a glossy laminate; permanent adhesive.",
              fr: "Vinyle calandré de 95 µm avec pelliculage brillant ; adhésif permanent.",
            },
            care: {
              en: "Apply to a clean, dry, smooth surface and press firmly. Hand wash only; not dishwasher safe.",
              fr: "Appliquer sur une surface propre, sèche et lisse, et appuyer fermement. Lavage à la main uniquement ; pas de lave-vaisselle.",
            },
            productionDays: [2, 3],
            techniques: ["digital-print"],
            mockupShape: "sticker",
            publishedAt: "2025-02-04",
            basePriceCents: 300,
            colors: [white, clear],
            sizes: [size("3in"), size("4in", 100), size("5in", 200)],
            notMade: [{ color: "clear", size: "5in" }],
            printAreas: [
              area("front", areaLabels.sticker, 76, 76, stickerPrint, "3in"),
              area("front", areaLabels.sticker, 102, 102, stickerPrint, "4in"),
              area("front", areaLabels.sticker, 140, 140, stickerPrint, "5in"),
            ],
          },
        ],
      },
      {
        slug: { en: "cards", fr: "cartes" },
        name: { en: "Greeting cards", fr: "Cartes de vœux" },
        products: [
          {
            publicId: "wywb3w",
            slug: { en: "folded-greeting-card", fr: "carte-de-voeux-pliee" },
            title: { en: "Folded Greeting Card", fr: "Carte de vœux pliée" },
            description: {
              en: "A folded card on thick, uncoated 350 g/m² board with a blank inside for your own message, sent with a white envelope. The natural matte finish is easy to write on and gives artwork a soft, tactile look. Print the front and, if you like, a small design or message on the back.",
              fr: "Une carte pliée en carton épais non couché de 350 g/m², à l’intérieur vierge pour votre propre message, livrée avec une enveloppe blanche. Sa finition mate naturelle se prête à l’écriture et donne au visuel un aspect doux et tactile. Imprimez le recto et, si vous le souhaitez, un petit motif ou un message au verso.",
            },
            keywords: {
              en: "greeting card birthday card thank you card christmas card envelope",
              fr: "carte de vœux carte d’anniversaire carte de remerciement noël enveloppe",
            },
            materials: {
              en: "Uncoated 350 g/m² board, FSC certified; blank inside; 120 g/m² white envelope.",
              fr: "Carton non couché 350 g/m², certifié FSC ; intérieur vierge ; enveloppe blanche 120 g/m².",
            },
            care: cardCare,
            productionDays: [2, 4],
            techniques: ["digital-print"],
            mockupShape: "greeting-card",
            publishedAt: "2025-11-18",
            basePriceCents: 500,
            colors: [white],
            sizes: [size("a6"), size("5x7", 100)],
            printAreas: cardAreas,
          },
          {
            publicId: "h3fljo",
            slug: { en: "flat-postcard", fr: "carte-postale" },
            title: { en: "Flat Postcard", fr: "Carte postale" },
            description: {
              en: "A flat card printed on both sides on rigid 350 g/m² silk board, for invitations, thank-you notes or art postcards. The silk finish keeps photos sharp and colours rich, and the back takes ballpoint and gel pens. Envelopes are not included.",
              fr: "Une carte simple imprimée recto verso sur carton satiné rigide de 350 g/m², pour les invitations, les remerciements ou les cartes postales illustrées. La finition satinée garde les photos nettes et les couleurs riches, et le verso accepte le stylo bille et le stylo gel. Enveloppes non fournies.",
            },
            keywords: {
              en: "postcard flat card invitation thank you note art card",
              fr: "carte postale carte simple invitation remerciement carte illustrée",
            },
            materials: {
              en: "Silk-coated 350 g/m² board, FSC certified.",
              fr: "Carton couché satiné 350 g/m², certifié FSC.",
            },
            care: cardCare,
            productionDays: [2, 4],
            techniques: ["digital-print"],
            mockupShape: "greeting-card",
            publishedAt: "2026-08-25",
            basePriceCents: 400,
            colors: [white],
            sizes: [size("a6"), size("5x7", 100)],
            printAreas: cardAreas,
          },
        ],
      },
    ],
  },
];
