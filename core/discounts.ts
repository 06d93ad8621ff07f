/**
 * Discount codes (issue 31, item 4; docs/decisions/025-discount-codes.md): how a code is written
 * and what it takes off the items' subtotal. Pure and in USD cents, so the cart, the order and
 * the API agree to the cent.
 */

/** A code as stored and compared: 3 to 32 capital letters, digits, hyphens or underscores. */
export const discountCodePattern = /^[A-Z0-9_-]{3,32}$/;

/** Codes are case-insensitive: what a customer types is trimmed and upper-cased. */
export function normalizeDiscountCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** What a code takes off: a whole percentage (1–100) or an amount (USD cents), never both. */
export type DiscountRule = { percentOff: number | null; amountOffCents: number | null };

/** The most an amount-off code may take (USD cents): a typo of a few zeros is refused. */
export const DISCOUNT_AMOUNT_MAX_CENTS = 1_000_000;

/**
 * The reduction on `subtotalCents` (the items, after tiers and extra areas; never shipping): a
 * percentage rounded to the cent, half a cent up, or an amount capped at the subtotal.
 */
export function discountCents(subtotalCents: number, rule: DiscountRule): number {
  if (subtotalCents <= 0) return 0;
  if (rule.percentOff !== null) {
    return Math.min(subtotalCents, Math.floor((subtotalCents * rule.percentOff + 50) / 100));
  }
  return Math.min(subtotalCents, Math.max(0, rule.amountOffCents ?? 0));
}

/** Why a code does not apply, as the customer is told (keys under `discount.refused` in `order`). */
export const discountRefusalReasons = [
  "unknown",
  "disabled",
  "notStarted",
  "expired",
  "usedUp",
  "alreadyUsed",
  "belowMinimum",
] as const;
export type DiscountRefusalReason = (typeof discountRefusalReasons)[number];
