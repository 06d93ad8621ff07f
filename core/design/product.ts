/**
 * The product as the designer needs it (services/catalogue.ts `designProduct`): its colours,
 * sizes, mockup drawing and print areas with their place on the mockup. Plain data, shared by
 * the editor, the checks and the render job.
 */
import { extraAreas, type PriceTier } from "../pricing.ts";
import type { AreaBox } from "./geometry.ts";
import type { MockupSurface } from "./mockup-surface.ts";
import type { MockupBox } from "./render.ts";

export type DesignPrintArea = AreaBox & {
  key: string;
  label: string;
  /** Only for this size (posters); null: the same for every size. */
  sizeKey: string | null;
  view: "front" | "back";
  /** The area's rectangle on the mockup drawing (viewBox 0 0 1000 1000). */
  mockup: MockupBox;
  /** What printing it adds to a piece when the design prints another area too (core/pricing.ts). */
  priceCents: number;
};

export type DesignProduct = {
  id: string;
  title: string;
  /** The product page, in the page's language. */
  path: string;
  shape: string;
  /** What its print areas are, for how a mockup lays a design on them (core/design/mockup-surface.ts). */
  surface: MockupSurface;
  colors: { key: string; name: string; hex: string }[];
  sizes: { key: string; label: string }[];
  areas: DesignPrintArea[];
  /** What one piece costs, per variant that can be ordered (USD cents, as charged). */
  prices: { color: string; size: string; cents: number }[];
  /** Quantity price breaks, fewest pieces first. */
  priceTiers: PriceTier[];
};

/** Whether the print areas differ by size, so a design is made for one size (posters). */
export function areasDependOnSize(product: Pick<DesignProduct, "areas">): boolean {
  return product.areas.some((area) => area.sizeKey !== null);
}

/**
 * The print areas a design uses, in catalogue order: for a size, its own areas replace the
 * general ones of the same key.
 */
export function areasFor(
  product: Pick<DesignProduct, "areas" | "sizes">,
  size: string | null,
): DesignPrintArea[] {
  const chosen = size ?? (areasDependOnSize(product) ? (product.sizes[0]?.key ?? null) : null);
  const specific = new Set(
    product.areas.filter((area) => area.sizeKey !== null && area.sizeKey === chosen).map((area) => area.key),
  );
  return product.areas.filter((area) =>
    area.sizeKey === null ? !specific.has(area.key) : area.sizeKey === chosen,
  );
}

/**
 * What one piece of the design costs in its colour (and size, where the areas depend on it), in
 * USD cents, before any quantity tier: the lowest of its sizes' prices (`from` when some size
 * costs more) and each print area it uses beyond the included one (`extraAreas`). Null when no
 * variant of that colour can be ordered now.
 */
export function designUnitPrice(
  product: Pick<DesignProduct, "areas" | "sizes" | "prices">,
  document: DesignPricing,
): { cents: number; from: boolean; extraAreas: DesignPrintArea[] } | null {
  const bySize = areasDependOnSize(product);
  const candidates = product.prices.filter(
    (price) => price.color === document.color && (!bySize || price.size === document.size),
  );
  if (candidates.length === 0) return null;
  const lowest = Math.min(...candidates.map((price) => price.cents));
  const extra = designExtraAreas(product, document);
  return {
    cents: lowest + extra.reduce((sum, area) => sum + area.priceCents, 0),
    from: candidates.some((price) => price.cents !== lowest),
    extraAreas: extra,
  };
}

type DesignPricing = {
  color: string;
  size: string | null;
  areas: Record<string, readonly { hidden: boolean }[]>;
};

/** The print areas a design pays for on top of its price: those it uses but the included one. */
export function designExtraAreas(
  product: Pick<DesignProduct, "areas" | "sizes">,
  document: Omit<DesignPricing, "color">,
): DesignPrintArea[] {
  return extraAreas(usedAreas(product, document));
}

/** The print areas a design prints on (those with a visible layer), in catalogue order: its proofs. */
export function usedAreas(
  product: Pick<DesignProduct, "areas" | "sizes">,
  document: { size: string | null; areas: Record<string, readonly { hidden: boolean }[]> },
): DesignPrintArea[] {
  return areasFor(product, document.size).filter((area) =>
    (document.areas[area.key] ?? []).some((layer) => !layer.hidden),
  );
}

/**
 * The part of a mockup (viewBox 0 0 1000 1000) a proof of one area shows: a square round the
 * area with a thin margin of product, so a sleeve's text is as readable as the chest's and the
 * area fills as much of the proof as it can.
 */
export function proofFrame(box: MockupBox): MockupBox {
  const side = Math.min(1000, Math.max(box.width, box.height) * 1.12);
  const clamp = (start: number) => Math.min(Math.max(start, 0), 1000 - side);
  return {
    x: Math.round(clamp(box.x + box.width / 2 - side / 2)),
    y: Math.round(clamp(box.y + box.height / 2 - side / 2)),
    width: Math.round(side),
    height: Math.round(side),
  };
}
