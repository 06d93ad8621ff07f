/**
 * The back-office's catalogue, shipping rates and exchange rates: what operators read and change.
 * Every change writes its audit line in the same transaction as the change, then drops the caches
 * that showed the old value (the catalogue's, the currencies', and with them every anonymous page
 * the HTML cache kept: docs/decisions/013). Orders keep the prices they were placed at: they froze
 * them in their own rows (server/services/orders.ts), so nothing here reaches them.
 */
import { and, asc, count, eq, ilike, max, min, or, sql, type SQL } from "drizzle-orm";
import { invalidate } from "../cache.ts";
import type { Database } from "../db/client.ts";
import { SEED_RATE_SOURCE } from "../db/seed/currencies.ts";
import {
  catalogueCategories,
  catalogueSubtypes,
  currencies,
  printAreas,
  productPriceTiers,
  products,
  productVariants,
  shippingRates,
  type LocalizedText,
  type ProductStatus,
  type VariantAvailability,
} from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { PriceTier } from "#core/pricing.ts";
import { recordAudit, type AuditActor } from "./audit.ts";
import { invalidateCatalogue } from "./catalogue.ts";
import { refreshExchangeRates } from "./exchange-rates.ts";
import type { ShippingRate } from "./shipping.ts";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
const asDatabase = (tx: Transaction) => tx as unknown as Database;

/** No product (or no variant of it) has this id. */
export class CatalogueItemNotFound extends Error {
  override name = "CatalogueItemNotFound";
}

export const ADMIN_PRODUCTS_PAGE_SIZE = 25;

export type AdminProductSummary = {
  id: string;
  title: LocalizedText;
  category: LocalizedText;
  subtype: LocalizedText;
  status: ProductStatus;
  variantCount: number;
  minPriceCents: number;
  maxPriceCents: number;
  /** Variants that cannot be ordered (out of stock or discontinued). */
  unavailableCount: number;
};

function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every product, hidden ones too, in the shop's order (category, subtype, position); `query`
 * matches the public id or the title in either language, `status` narrows to one status.
 */
export async function listAdminProducts(
  db: Database,
  options: { query?: string | undefined; status?: ProductStatus | undefined; page: number },
): Promise<{ products: AdminProductSummary[]; total: number; page: number; pageCount: number }> {
  const conditions: SQL[] = [];
  if (options.status) conditions.push(eq(products.status, options.status));
  const query = options.query?.trim();
  if (query) {
    const pattern = likePattern(query);
    const matches = or(
      ilike(products.publicId, pattern),
      ilike(sql`${products.title}->>'en'`, pattern),
      ilike(sql`${products.title}->>'fr'`, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [totals] = await db.select({ total: count() }).from(products).where(where);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE));
  const page = Math.min(Math.max(1, options.page), pageCount);
  const variantStats = db
    .select({
      productId: productVariants.productId,
      variantCount: count().as("variant_count"),
      minPriceCents: min(productVariants.priceCents).as("min_price_cents"),
      maxPriceCents: max(productVariants.priceCents).as("max_price_cents"),
      unavailableCount: sql<number>`count(*) filter (where ${productVariants.availability} <> 'available')`
        .mapWith(Number)
        .as("unavailable_count"),
    })
    .from(productVariants)
    .groupBy(productVariants.productId)
    .as("variant_stats");
  const rows = await db
    .select({
      id: products.publicId,
      title: products.title,
      category: catalogueCategories.name,
      subtype: catalogueSubtypes.name,
      status: products.status,
      variantCount: variantStats.variantCount,
      minPriceCents: variantStats.minPriceCents,
      maxPriceCents: variantStats.maxPriceCents,
      unavailableCount: variantStats.unavailableCount,
    })
    .from(products)
    .innerJoin(catalogueSubtypes, eq(catalogueSubtypes.id, products.subtypeId))
    .innerJoin(catalogueCategories, eq(catalogueCategories.id, catalogueSubtypes.categoryId))
    .leftJoin(variantStats, eq(variantStats.productId, products.id))
    .where(where)
    .orderBy(
      asc(catalogueCategories.position),
      asc(catalogueCategories.id),
      asc(catalogueSubtypes.position),
      asc(catalogueSubtypes.id),
      asc(products.position),
      asc(products.id),
    )
    .limit(ADMIN_PRODUCTS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PRODUCTS_PAGE_SIZE);
  return {
    products: rows.map((row) => ({
      ...row,
      variantCount: Number(row.variantCount ?? 0),
      minPriceCents: Number(row.minPriceCents ?? 0),
      maxPriceCents: Number(row.maxPriceCents ?? 0),
      unavailableCount: Number(row.unavailableCount ?? 0),
    })),
    total,
    page,
    pageCount,
  };
}

export type AdminVariant = {
  sku: string;
  colorKey: string;
  colorName: LocalizedText;
  colorHex: string;
  sizeKey: string;
  sizeLabel: LocalizedText;
  priceCents: number;
  availability: VariantAvailability;
};

export type AdminProduct = {
  id: string;
  title: LocalizedText;
  category: LocalizedText;
  subtype: LocalizedText;
  status: ProductStatus;
  updatedAt: string;
  variants: AdminVariant[];
  /** Its print areas by key (a poster's one area per size is one key), each with its extra price. */
  areas: { key: string; label: LocalizedText; priceCents: number }[];
  priceTiers: PriceTier[];
};

/** A product with all its variants, hidden or not; `null` when there is no such product. */
export async function findAdminProduct(db: Database, publicId: string): Promise<AdminProduct | null> {
  const row = await db.query.products.findFirst({
    where: (table) => eq(table.publicId, publicId.toLowerCase()),
    columns: { publicId: true, title: true, status: true, updatedAt: true },
    with: {
      subtype: { columns: { name: true }, with: { category: { columns: { name: true } } } },
      variants: {
        orderBy: (table, { asc: ascending }) => [ascending(table.position), ascending(table.id)],
        columns: {
          sku: true,
          colorKey: true,
          colorName: true,
          colorHex: true,
          sizeKey: true,
          sizeLabel: true,
          priceCents: true,
          availability: true,
        },
      },
      printAreas: {
        orderBy: (table, { asc: ascending }) => [ascending(table.position), ascending(table.id)],
        columns: { key: true, label: true, priceCents: true },
      },
      priceTiers: {
        orderBy: (table, { asc: ascending }) => [ascending(table.minQuantity)],
        columns: { minQuantity: true, percentOff: true },
      },
    },
  });
  if (!row) return null;
  const areas = new Map<string, AdminProduct["areas"][number]>();
  for (const area of row.printAreas) if (!areas.has(area.key)) areas.set(area.key, area);
  return {
    id: row.publicId,
    title: row.title,
    category: row.subtype.category.name,
    subtype: row.subtype.name,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    variants: row.variants,
    areas: [...areas.values()],
    priceTiers: row.priceTiers,
  };
}

/** Locks the product for a change and returns its row id; throws when there is no such product. */
async function lockProduct(tx: Transaction, publicId: string): Promise<{ id: number; publicId: string }> {
  const [product] = await tx
    .select({ id: products.id, publicId: products.publicId })
    .from(products)
    .where(eq(products.publicId, publicId.toLowerCase()))
    .for("update");
  if (!product) throw new CatalogueItemNotFound(publicId);
  return product;
}

/**
 * Sets what each print area of `productId` adds to a piece when a design prints another area too
 * (core/pricing.ts); every size's row of an area takes the price. Each changed area gets its audit
 * line (`area.price`). Returns how many areas changed. Placed orders keep what they paid.
 */
export async function setAreaPrices(
  db: Database,
  input: {
    productId: string;
    prices: readonly { key: string; priceCents: number }[];
    actor: AuditActor;
    now: Date;
  },
): Promise<{ changed: number }> {
  const result = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, input.productId);
    const rows = await tx
      .select({ key: printAreas.key, priceCents: printAreas.priceCents })
      .from(printAreas)
      .where(eq(printAreas.productId, product.id));
    let changed = 0;
    for (const { key, priceCents } of input.prices) {
      const current = rows.find((row) => row.key === key);
      if (!current) throw new CatalogueItemNotFound(`${input.productId} area ${key}`);
      if (current.priceCents === priceCents) continue;
      await tx
        .update(printAreas)
        .set({ priceCents })
        .where(and(eq(printAreas.productId, product.id), eq(printAreas.key, key)));
      await recordAudit(asDatabase(tx), {
        actor: input.actor,
        action: "area.price",
        target: { type: "product", id: product.publicId },
        details: { area: key, fromCents: current.priceCents, toCents: priceCents },
        now: input.now,
      });
      changed += 1;
    }
    if (changed > 0)
      await tx.update(products).set({ updatedAt: input.now }).where(eq(products.id, product.id));
    return { changed };
  });
  if (result.changed > 0) invalidateCatalogue(db);
  return result;
}

/**
 * Replaces the quantity price breaks of `productId` (none: one price whatever the run), with one
 * audit line (`product.tiers`) holding the old and new breaks. Returns whether they changed.
 */
export async function setPriceTiers(
  db: Database,
  input: { productId: string; tiers: readonly PriceTier[]; actor: AuditActor; now: Date },
): Promise<{ changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    const product = await lockProduct(tx, input.productId);
    const current = await tx
      .select({ minQuantity: productPriceTiers.minQuantity, percentOff: productPriceTiers.percentOff })
      .from(productPriceTiers)
      .where(eq(productPriceTiers.productId, product.id))
      .orderBy(asc(productPriceTiers.minQuantity));
    const wanted = [...input.tiers].sort((a, b) => a.minQuantity - b.minQuantity);
    const same =
      current.length === wanted.length &&
      current.every(
        (tier, index) =>
          tier.minQuantity === wanted[index]!.minQuantity && tier.percentOff === wanted[index]!.percentOff,
      );
    if (same) return { changed: false };
    await tx.delete(productPriceTiers).where(eq(productPriceTiers.productId, product.id));
    if (wanted.length > 0) {
      await tx.insert(productPriceTiers).values(wanted.map((tier) => ({ productId: product.id, ...tier })));
    }
    await recordAudit(asDatabase(tx), {
      actor: input.actor,
      action: "product.tiers",
      target: { type: "product", id: product.publicId },
      details: { from: current, to: wanted },
      now: input.now,
    });
    await tx.update(products).set({ updatedAt: input.now }).where(eq(products.id, product.id));
    return { changed: true };
  });
  if (result.changed) invalidateCatalogue(db);
  return result;
}

/**
 * Shows or hides a product everywhere (lists, its page, search, sitemap, API, new orders).
 * Returns whether anything changed (an unchanged status writes no audit line) and its title.
 */
export async function setProductVisibility(
  db: Database,
  input: { productId: string; status: ProductStatus; actor: AuditActor; now: Date },
): Promise<{ changed: boolean; title: LocalizedText }> {
  const result = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        id: products.id,
        publicId: products.publicId,
        status: products.status,
        title: products.title,
      })
      .from(products)
      .where(eq(products.publicId, input.productId.toLowerCase()))
      .for("update");
    if (!product) throw new CatalogueItemNotFound(input.productId);
    if (product.status === input.status) return { changed: false, title: product.title };
    await tx
      .update(products)
      .set({ status: input.status, updatedAt: input.now })
      .where(eq(products.id, product.id));
    await recordAudit(asDatabase(tx), {
      actor: input.actor,
      action: input.status === "hidden" ? "product.hide" : "product.show",
      target: { type: "product", id: product.publicId },
      details: { from: product.status, to: input.status },
      now: input.now,
    });
    return { changed: true, title: product.title };
  });
  if (result.changed) invalidateCatalogue(db);
  return result;
}

/** What to change on a product's variants: a price, an availability, or both. */
export type VariantChange = { priceCents?: number; availability?: VariantAvailability };

/**
 * Changes the variants of `productId` that `select` picks (one SKU, a colour, a size, or all of
 * them): each changed value gets its own audit line (`variant.price`, `variant.availability`) with
 * the old and new values. Returns how many variants changed. Placed orders keep their prices.
 */
export async function updateVariants(
  db: Database,
  input: {
    productId: string;
    select: { sku?: string; colorKey?: string; sizeKey?: string };
    change: VariantChange;
    actor: AuditActor;
    now: Date;
  },
): Promise<{ changed: number }> {
  const result = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, publicId: products.publicId })
      .from(products)
      .where(eq(products.publicId, input.productId.toLowerCase()))
      .for("update");
    if (!product) throw new CatalogueItemNotFound(input.productId);
    const conditions: SQL[] = [eq(productVariants.productId, product.id)];
    if (input.select.sku !== undefined) conditions.push(eq(productVariants.sku, input.select.sku));
    if (input.select.colorKey !== undefined)
      conditions.push(eq(productVariants.colorKey, input.select.colorKey));
    if (input.select.sizeKey !== undefined)
      conditions.push(eq(productVariants.sizeKey, input.select.sizeKey));
    const variants = await tx
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        priceCents: productVariants.priceCents,
        availability: productVariants.availability,
      })
      .from(productVariants)
      .where(and(...conditions))
      .orderBy(asc(productVariants.position), asc(productVariants.id))
      .for("update");
    if (variants.length === 0)
      throw new CatalogueItemNotFound(`${input.productId} ${JSON.stringify(input.select)}`);
    let changed = 0;
    for (const variant of variants) {
      const { priceCents, availability } = input.change;
      const newPrice = priceCents !== undefined && priceCents !== variant.priceCents ? priceCents : undefined;
      const newAvailability =
        availability !== undefined && availability !== variant.availability ? availability : undefined;
      if (newPrice === undefined && newAvailability === undefined) continue;
      await tx
        .update(productVariants)
        .set({
          ...(newPrice === undefined ? {} : { priceCents: newPrice }),
          ...(newAvailability === undefined ? {} : { availability: newAvailability }),
        })
        .where(eq(productVariants.id, variant.id));
      const target = { type: "variant", id: variant.sku };
      if (newPrice !== undefined) {
        await recordAudit(asDatabase(tx), {
          actor: input.actor,
          action: "variant.price",
          target,
          details: { product: product.publicId, fromCents: variant.priceCents, toCents: newPrice },
          now: input.now,
        });
      }
      if (newAvailability !== undefined) {
        await recordAudit(asDatabase(tx), {
          actor: input.actor,
          action: "variant.availability",
          target,
          details: { product: product.publicId, from: variant.availability, to: newAvailability },
          now: input.now,
        });
      }
      changed += 1;
    }
    // The product page's "updated" date and the sitemap's lastmod follow its prices.
    if (changed > 0)
      await tx.update(products).set({ updatedAt: input.now }).where(eq(products.id, product.id));
    return { changed };
  });
  if (result.changed > 0) invalidateCatalogue(db);
  return result;
}

// ---------------------------------------------------------------------------------------------
// Shipping rates.

/** The editable part of a region's rates (its display order is not). */
export type ShippingRateInput = Omit<ShippingRate, "region">;

/** No such shipping region. */
export class ShippingRegionNotFound extends Error {
  override name = "ShippingRegionNotFound";
}

/**
 * Replaces a region's prices and transit days. The audit line holds the fields that changed, each
 * as `[old, new]`. The shipping page shows the rates to anonymous visitors, so its cached copies go
 * (the rates are part of the shop's settings: the `site` key). Quotes read the table directly.
 */
export async function updateShippingRate(
  db: Database,
  input: { region: string; rate: ShippingRateInput; actor: AuditActor; now: Date },
): Promise<{ changed: boolean }> {
  const result = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.region, input.region))
      .for("update");
    if (!current) throw new ShippingRegionNotFound(input.region);
    const changes: Record<string, [number | null, number | null]> = {};
    for (const [field, value] of Object.entries(input.rate) as [keyof ShippingRateInput, number | null][]) {
      if (current[field] !== value) changes[field] = [current[field], value];
    }
    if (Object.keys(changes).length === 0) return { changed: false };
    await tx.update(shippingRates).set(input.rate).where(eq(shippingRates.region, input.region));
    await recordAudit(asDatabase(tx), {
      actor: input.actor,
      action: "shipping.rate",
      target: { type: "shippingRegion", id: input.region },
      details: { changes },
      now: input.now,
    });
    return { changed: true };
  });
  if (result.changed) invalidate(db, "site");
  return result;
}

// ---------------------------------------------------------------------------------------------
// Exchange rates.

/** Rates older than this are flagged on the back-office's rates page. */
export const STALE_RATE_MS = 3 * 24 * 60 * 60 * 1000;

export type AdminCurrency = {
  code: string;
  symbol: string;
  enabled: boolean;
  /** Units per 1 USD, as stored. */
  rate: string;
  rateSource: string;
  /** The rate is still the one the shop was installed with, not one fetched from a source. */
  seeded: boolean;
  rateUpdatedAt: string;
  stale: boolean;
};

/** Every currency the shop knows, enabled or not, with its rate's date and whether it is stale at `now`. */
export async function listAdminCurrencies(db: Database, now: Date): Promise<AdminCurrency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
  return rows.map((row) => ({
    code: row.code,
    symbol: row.symbol,
    enabled: row.enabled,
    rate: row.ratePerUsd.includes(".") ? row.ratePerUsd.replace(/\.?0+$/, "") : row.ratePerUsd,
    rateSource: row.rateSource,
    seeded: row.rateSource === SEED_RATE_SOURCE,
    rateUpdatedAt: row.rateUpdatedAt.toISOString(),
    // The base currency's rate is 1 by definition and never goes stale.
    stale: row.code !== "USD" && now.getTime() - row.rateUpdatedAt.getTime() > STALE_RATE_MS,
  }));
}

/**
 * "Refresh now": the hourly job's refresh, from the configured source, at once. Returns whether it
 * worked; a failure keeps the last known rates. The audit line (`rates.refresh`) is written with
 * the new rates, or alone when the refresh failed or found nothing new.
 */
export async function refreshRatesNow(options: {
  db: Database;
  url: string;
  logger: Logger;
  actor: AuditActor;
  now: Date;
  fetch?: typeof fetch;
}): Promise<boolean> {
  return refreshExchangeRates({
    db: options.db,
    url: options.url,
    logger: options.logger,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    audit: { actor: options.actor, now: options.now },
  });
}
