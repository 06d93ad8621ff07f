/**
 * What a printed piece costs, as a print shop prices it: the variant's price, plus each print area
 * the design uses beyond the one included, less the quantity tier the design's pieces reach in the
 * order. Pure and in USD cents, so the designer, the cart, the order and the API agree to the cent.
 */

/** A price break: from `minQuantity` pieces of one design in an order, each costs `percentOff` % less. */
export type PriceTier = { minQuantity: number; percentOff: number };

/** A print area as pricing sees it: what printing it costs when it is not the included one. */
export type PricedArea = { key: string; priceCents: number };

/** What the back-office accepts: a few breaks, each from 2 to 999 pieces, 1 % to 80 % off. */
export const priceTierLimits = {
  tiers: 6,
  minQuantity: { min: 2, max: 999 },
  percentOff: { min: 1, max: 80 },
} as const;

/** The most an extra print area costs (USD cents): a typo of a few zeros is refused. */
export const AREA_PRICE_MAX_CENTS = 100_00;

function byQuantity(tiers: readonly PriceTier[]): PriceTier[] {
  return [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
}

/** The tier `pieces` reach: the largest break at or under it; null below the first. */
export function tierReached(tiers: readonly PriceTier[], pieces: number): PriceTier | null {
  return byQuantity(tiers).findLast((tier) => tier.minQuantity <= pieces) ?? null;
}

/** The next break above `pieces`, if any: what ordering more would reach. */
export function nextTier(tiers: readonly PriceTier[], pieces: number): PriceTier | null {
  return byQuantity(tiers).find((tier) => tier.minQuantity > pieces) ?? null;
}

/**
 * The print areas charged on top of the price: every area the design uses but the one included,
 * which is the dearest (so a design on the back alone costs what one on the front alone does).
 * Ties go to the first in catalogue order. In the order given.
 */
export function extraAreas<Area extends PricedArea>(used: readonly Area[]): Area[] {
  if (used.length < 2) return [];
  let included = used[0]!;
  for (const area of used) if (area.priceCents > included.priceCents) included = area;
  return used.filter((area) => area !== included);
}

/** The price of one piece: the variant's and the extra areas', less the tier's percent (rounded). */
export function piecePrice(input: {
  variantCents: number;
  extraCents: number;
  tier: PriceTier | null;
}): number {
  const list = input.variantCents + input.extraCents;
  if (!input.tier) return list;
  return Math.round((list * (100 - input.tier.percentOff)) / 100);
}

// Making a formatter costs far more than using one: one per language, kept.
const percentFormatters = new Map<string, Intl.NumberFormat>();

/** A percentage off as the page's language writes it (`10%`, `10 %`). */
export function formatPercent(percent: number, languageTag: string): string {
  let formatter = percentFormatters.get(languageTag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageTag, { style: "percent", maximumFractionDigits: 0 });
    percentFormatters.set(languageTag, formatter);
  }
  return formatter.format(percent / 100);
}
