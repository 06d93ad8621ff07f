/**
 * The cart, kept in the database per shopper (an account, or a guest's designer session): designs, each ordered in one or more colour × size
 * variants with a quantity (a size run). Everything the page shows is read fresh from the
 * catalogue and the drafts: prices, availability and the print checks (preflight) of each design.
 */
import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { canOrder, type DesignIssue } from "#core/design/checks.ts";
import { areasDependOnSize, designExtraAreas, type DesignProduct } from "#core/design/product.ts";
import type { PriceCurrency } from "#core/money.ts";
import { nextTier, piecePrice, tierReached, type PriceTier } from "#core/pricing.ts";
import type { DesignDocument } from "#core/schemas/design.ts";
import type { Database } from "../db/client.ts";
import { cartDiscounts, cartItems, designs, discountCodes } from "../db/schema.ts";
import { designProduct, orderProduct, type Language, type OrderProduct } from "./catalogue.ts";
import { preflightDesign, uuidPattern } from "./designs.ts";
import { cartDiscountOf, DiscountRefused, findDiscount, type CartDiscount } from "./discounts.ts";
import { guestEmail, ownedBy, ownerColumns, type Shopper } from "./shoppers.ts";

/**
 * Lines a cart may hold, the most of one variant, and the most pieces one order takes: a print
 * shop prints that many without a quote; more is a quote through the contact form (issue 27,
 * docs/decisions/018).
 */
export const cartLimits = { lines: 100, quantity: 999, pieces: 500 } as const;

export const cartRefusalReasons = [
  "unknownDesign",
  "unknownProduct",
  "unknownVariant",
  "unavailable",
  "notPrintable",
  "tooManyLines",
  "tooManyPieces",
  "empty",
] as const;
export type CartRefusalReason = (typeof cartRefusalReasons)[number];

export class CartRefused extends Error {
  override name = "CartRefused";
  readonly reason: CartRefusalReason;
  constructor(reason: CartRefusalReason, detail?: string) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.reason = reason;
  }
}

export type CartVariantOption = {
  colorKey: string;
  colorName: string;
  colorHex: string;
  sizeKey: string;
  sizeLabel: string;
  /** One piece as the design is now: the variant's price, the extra areas', less the tier reached. */
  priceCents: number;
  /** One piece before the quantity tier. */
  listCents: number;
  available: boolean;
};

export type CartLine = CartVariantOption & {
  id: string;
  sku: string;
  quantity: number;
  lineCents: number;
};

/** How a design's pieces are priced: what its extra print areas add, and the quantity tier. */
export type CartPricing = {
  /** The print areas charged on top of the price, per piece (the included one is not listed). */
  extraAreas: { key: string; label: string; cents: number }[];
  /** The tier the design's pieces in the cart reach, if any. */
  tier: PriceTier | null;
  /** The next tier, and how many more pieces reach it. */
  next: (PriceTier & { morePieces: number }) | null;
  /** Every tier of the product, fewest pieces first. */
  tiers: PriceTier[];
};

/** One design in the cart with its variants. */
export type CartGroup = {
  designId: string;
  product: {
    id: string;
    title: string;
    path: string;
    shape: string;
    productionDays: { min: number; max: number };
  };
  designProduct: DesignProduct;
  document: DesignDocument;
  /** The print checks; an error blocks ordering this design. */
  issues: DesignIssue[];
  /** The colour × size variants this design can be ordered in (a poster's design fits one size). */
  options: CartVariantOption[];
  lines: CartLine[];
  quantity: number;
  pricing: CartPricing;
  subtotalCents: number;
  orderable: boolean;
};

export type Cart = {
  groups: CartGroup[];
  itemCount: number;
  subtotalCents: number;
  /**
   * The discount code applied to the cart (docs/decisions/025): what it takes off the subtotal
   * now, or, when it stopped applying (expired, now below its minimum…), why; null: no code.
   */
  discount: CartDiscount | null;
  /** Every design printable and every variant available: the order can go on. */
  orderable: boolean;
};

/** The cart of a visitor who has not designed anything yet. */
export const emptyCart: Cart = {
  groups: [],
  itemCount: 0,
  subtotalCents: 0,
  discount: null,
  orderable: false,
};

type Variant = OrderProduct["variants"][number];

function optionOf(
  variant: Variant,
  language: Language,
  price: { extraCents: number; tier: PriceTier | null },
): CartVariantOption {
  return {
    colorKey: variant.colorKey,
    colorName: variant.colorName[language],
    colorHex: variant.colorHex,
    sizeKey: variant.sizeKey,
    sizeLabel: variant.sizeLabel[language],
    priceCents: piecePrice({ variantCents: variant.priceCents, ...price }),
    listCents: variant.priceCents + price.extraCents,
    available: variant.availability === "available",
  };
}

/** The variants a design can be made in: all of its product's, or its own size's (posters). */
function optionsFor(product: OrderProduct, design: DesignProduct, document: DesignDocument): Variant[] {
  const bySize = areasDependOnSize(design);
  return product.variants.filter(
    (variant) => variant.availability !== "discontinued" && (!bySize || variant.sizeKey === document.size),
  );
}

async function ownDraft(db: Database, shopper: Shopper, designId: string) {
  if (!uuidPattern.test(designId)) return null;
  const [row] = await db
    .select({ id: designs.id, document: designs.document })
    .from(designs)
    .where(and(eq(designs.id, designId), ownedBy(designs, shopper), isNull(designs.frozenAt)));
  return row ?? null;
}

type StoredLine = { id: string; colorKey: string; sizeKey: string; quantity: number };

/** A design with its cart lines, priced and checked as things are now; null if its product is gone. */
async function buildGroup(
  db: Database,
  shopper: Shopper,
  designId: string,
  document: DesignDocument,
  stored: readonly StoredLine[],
  language: Language,
): Promise<CartGroup | null> {
  const [product, forDesign] = await Promise.all([
    orderProduct(db, document.product),
    designProduct(db, document.product, language),
  ]);
  if (!product || !forDesign) return null; // The product left the catalogue: nothing to order.
  const issues = await preflightDesign(db, shopper, document, forDesign);
  // In the catalogue's order of colours and sizes, whatever order they were added in.
  const ordered = product.variants.flatMap((variant) => {
    const item = stored.find(
      (candidate) => candidate.colorKey === variant.colorKey && candidate.sizeKey === variant.sizeKey,
    );
    return item ? [{ variant, item }] : [];
  });
  // The tier counts every piece of this design, whatever its colour and size.
  const quantity = ordered.reduce((sum, { item }) => sum + item.quantity, 0);
  const extraAreas = designExtraAreas(forDesign, document).map((area) => ({
    key: area.key,
    label: area.label,
    cents: area.priceCents,
  }));
  const price = {
    extraCents: extraAreas.reduce((sum, area) => sum + area.cents, 0),
    tier: tierReached(forDesign.priceTiers, quantity),
  };
  const next = nextTier(forDesign.priceTiers, quantity);
  const lines: CartLine[] = ordered.map(({ variant, item }) => {
    const option = optionOf(variant, language, price);
    return {
      ...option,
      id: item.id,
      sku: variant.sku,
      quantity: item.quantity,
      lineCents: option.priceCents * item.quantity,
    };
  });
  return {
    designId,
    product: {
      id: product.id,
      title: product.title[language],
      path: product.paths[language],
      shape: product.mockupShape,
      productionDays: product.productionDays,
    },
    designProduct: forDesign,
    document,
    issues,
    options: optionsFor(product, forDesign, document).map((variant) => optionOf(variant, language, price)),
    lines,
    quantity,
    pricing: {
      extraAreas,
      tier: price.tier,
      next: next ? { ...next, morePieces: next.minQuantity - quantity } : null,
      tiers: forDesign.priceTiers,
    },
    subtotalCents: lines.reduce((sum, line) => sum + line.lineCents, 0),
    orderable: canOrder(issues) && lines.length > 0 && lines.every((line) => line.available),
  };
}

/**
 * The shopper's cart, read fresh: prices, availability, print checks and its discount code as
 * they are at `now`.
 */
export async function readCart(db: Database, shopper: Shopper, language: Language, now: Date): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, document: designs.document })
    .from(cartItems)
    .innerJoin(designs, eq(designs.id, cartItems.designId))
    .where(ownedBy(cartItems, shopper))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const byDesign = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.item.designId as string;
    byDesign.set(key, [...(byDesign.get(key) ?? []), row]);
  }
  const groups: CartGroup[] = [];
  for (const [designId, designRows] of byDesign) {
    const group = await buildGroup(
      db,
      shopper,
      designId,
      designRows[0]!.document,
      designRows.map(({ item }) => item),
      language,
    );
    if (group) groups.push(group);
  }
  const subtotalCents = groups.reduce((sum, group) => sum + group.subtotalCents, 0);
  return {
    groups,
    itemCount: groups.reduce((sum, group) => sum + group.quantity, 0),
    subtotalCents,
    discount: await appliedDiscount(db, shopper, subtotalCents, now),
    orderable: groups.length > 0 && groups.every((group) => group.orderable),
  };
}

/** The code on the shopper's cart, as it applies to items worth `subtotalCents` at `now`. */
async function appliedDiscount(
  db: Database,
  shopper: Shopper,
  subtotalCents: number,
  now: Date,
): Promise<CartDiscount | null> {
  const [row] = await db
    .select({ code: discountCodes })
    .from(cartDiscounts)
    .innerJoin(discountCodes, eq(discountCodes.id, cartDiscounts.discountCodeId))
    .where(ownedBy(cartDiscounts, shopper));
  if (!row) return null;
  return cartDiscountOf(db, row.code, { customer: await customerOf(db, shopper), subtotalCents, now });
}

/** Who "once per customer" counts: the account, or the email a guest gave (if they gave it yet). */
async function customerOf(db: Database, shopper: Shopper) {
  return "userId" in shopper
    ? { userId: shopper.userId, email: null }
    : { userId: null, email: await guestEmail(db, shopper.designerSessionId) };
}

/**
 * Applies the code a customer typed to their cart (any case), or takes the cart's code off when
 * `code` is blank. A code that does not apply now is refused with why (`DiscountRefused`; below
 * its minimum, said in `currency`, the customer's display currency) and the cart keeps what it
 * had. Returns the cart's discount.
 */
export async function setCartDiscount(
  db: Database,
  options: {
    shopper: Shopper;
    code: string;
    now: Date;
    currency?: PriceCurrency;
  },
): Promise<CartDiscount | null> {
  const { shopper, now } = options;
  if (options.code.trim() === "") {
    await clearCartDiscount(db, shopper);
    return null;
  }
  const row = await findDiscount(db, options.code);
  if (!row) throw new DiscountRefused("unknown");
  // The subtotal as the cart prices it now (tiers and extra areas).
  const { subtotalCents } = await readCart(db, shopper, "en", now);
  const customer = await customerOf(db, shopper);
  const discount = await cartDiscountOf(db, row, { customer, subtotalCents, now });
  if (discount.refusal) {
    throw new DiscountRefused(discount.refusal, {
      minimumCents: row.minSubtotalCents,
      currency: options.currency ?? null,
    });
  }
  await db
    .insert(cartDiscounts)
    .values({ ...ownerColumns(shopper), discountCodeId: row.id, appliedAt: now })
    .onConflictDoUpdate({
      target: "userId" in shopper ? cartDiscounts.userId : cartDiscounts.designerSessionId,
      set: { discountCodeId: row.id, appliedAt: now },
    });
  return discount;
}

/** Takes the code off the shopper's cart (also when its order was placed with it, in that transaction). */
export async function clearCartDiscount(db: Database, shopper: Shopper): Promise<void> {
  await db.delete(cartDiscounts).where(ownedBy(cartDiscounts, shopper));
}

/** The shopper's draft as a cart group with no quantities yet (its size run to fill in); null if not theirs. */
export async function previewCartGroup(
  db: Database,
  shopper: Shopper,
  designId: string,
  language: Language,
): Promise<CartGroup | null> {
  const design = await ownDraft(db, shopper, designId);
  return design ? buildGroup(db, shopper, designId, design.document, [], language) : null;
}

export type VariantQuantity = { colorKey: string; sizeKey: string; quantity: number };

/**
 * Sets how many of each variant of a design the cart holds (the size-run matrix): a variant at 0
 * or left out is removed. The design must be the shopper's draft and pass the print checks;
 * every variant must exist for it and be available.
 */
export async function setDesignQuantities(
  db: Database,
  options: { shopper: Shopper; designId: string; quantities: readonly VariantQuantity[]; now: Date },
): Promise<void> {
  const { shopper, designId, now } = options;
  const design = await ownDraft(db, shopper, designId);
  if (!design) throw new CartRefused("unknownDesign");
  const [product, forDesign] = await Promise.all([
    orderProduct(db, design.document.product),
    designProduct(db, design.document.product, "en"),
  ]);
  if (!product || !forDesign) throw new CartRefused("unknownProduct");
  const wanted = options.quantities.filter((entry) => entry.quantity > 0);
  if (wanted.length > 0 && !canOrder(await preflightDesign(db, shopper, design.document, forDesign))) {
    throw new CartRefused("notPrintable");
  }
  const allowed = optionsFor(product, forDesign, design.document);
  for (const entry of wanted) {
    const variant = allowed.find(
      (candidate) => candidate.colorKey === entry.colorKey && candidate.sizeKey === entry.sizeKey,
    );
    if (!variant) throw new CartRefused("unknownVariant", `${entry.colorKey}/${entry.sizeKey}`);
    if (variant.availability !== "available") throw new CartRefused("unavailable", variant.sku);
  }
  await db.transaction(async (tx) => {
    // Colour and size keys never hold a slash (optionKeyPattern).
    const keep = wanted.map((entry) => `${entry.colorKey}/${entry.sizeKey}`);
    await tx
      .delete(cartItems)
      .where(
        and(
          ownedBy(cartItems, shopper),
          eq(cartItems.designId, designId),
          keep.length > 0
            ? notInArray(sql`${cartItems.colorKey} || '/' || ${cartItems.sizeKey}`, keep)
            : undefined,
        ),
      );
    if (wanted.length === 0) return;
    await tx
      .insert(cartItems)
      .values(
        wanted.map((entry) => ({
          ...ownerColumns(shopper),
          designId,
          productId: product.id,
          colorKey: entry.colorKey,
          sizeKey: entry.sizeKey,
          quantity: entry.quantity,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [
          cartItems.userId,
          cartItems.designerSessionId,
          cartItems.designId,
          cartItems.productId,
          cartItems.colorKey,
          cartItems.sizeKey,
        ],
        set: { quantity: sql`excluded.quantity`, updatedAt: now },
      });
    const [count] = await tx
      .select({
        lines: sql<number>`count(*)::int`,
        pieces: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int`,
      })
      .from(cartItems)
      .where(ownedBy(cartItems, shopper));
    // Thrown inside the transaction: the change is undone.
    if ((count?.lines ?? 0) > cartLimits.lines) throw new CartRefused("tooManyLines");
    if ((count?.pieces ?? 0) > cartLimits.pieces) throw new CartRefused("tooManyPieces");
  });
}

/** Takes a design out of the cart (its draft stays). */
export async function removeFromCart(db: Database, options: { shopper: Shopper; designId: string }) {
  if (!uuidPattern.test(options.designId)) return;
  await db
    .delete(cartItems)
    .where(and(ownedBy(cartItems, options.shopper), eq(cartItems.designId, options.designId)));
}

/**
 * Takes the lines an order was priced from out of the cart, inside the placing transaction.
 * Returns false, changing nothing it can keep, when any of them is gone or holds another
 * quantity: the cart changed since it was priced (another tab placed it, or edited it), and the
 * caller rolls back.
 */
export async function takeCartLines(
  db: Database,
  shopper: Shopper,
  lines: readonly { id: string; quantity: number }[],
): Promise<boolean> {
  if (lines.length === 0) return false;
  const taken = await db
    .delete(cartItems)
    .where(
      and(
        ownedBy(cartItems, shopper),
        inArray(
          cartItems.id,
          lines.map((line) => line.id),
        ),
      ),
    )
    .returning({ id: cartItems.id, quantity: cartItems.quantity });
  return (
    taken.length === lines.length &&
    lines.every((line) => taken.some((row) => row.id === line.id && row.quantity === line.quantity))
  );
}

/** How many items the cart holds (the header's cart count). */
export async function cartCount(db: Database, shopper: Shopper): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(ownedBy(cartItems, shopper));
  return row?.count ?? 0;
}

/**
 * At sign-in: the cart and the code of this browser's designer session join the account's (after
 * its drafts moved there, so the lines point at the account's drafts). The account's own code
 * stays if it had one.
 */
export async function claimGuestCart(
  db: Database,
  options: { designerSessionId: string; userId: string; now: Date },
): Promise<void> {
  const { designerSessionId, userId, now } = options;
  await db.transaction(async (tx) => {
    // Its drafts moved to the account first: the lines are of designs the account's cart cannot hold.
    await tx
      .update(cartItems)
      .set({ userId, designerSessionId: null, updatedAt: now })
      .where(eq(cartItems.designerSessionId, designerSessionId));
    const [own] = await tx
      .select({ id: cartDiscounts.id })
      .from(cartDiscounts)
      .where(eq(cartDiscounts.userId, userId));
    if (own) {
      await tx.delete(cartDiscounts).where(eq(cartDiscounts.designerSessionId, designerSessionId));
    } else {
      await tx
        .update(cartDiscounts)
        .set({ userId, designerSessionId: null })
        .where(eq(cartDiscounts.designerSessionId, designerSessionId));
    }
  });
}
