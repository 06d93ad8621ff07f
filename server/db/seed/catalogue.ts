import { inArray } from "drizzle-orm";
import { shapeDefinitions } from "../../mockups/shapes.ts";
import type { Database } from "../client.ts";
import {
  catalogueCategories,
  catalogueSubtypes,
  printAreas,
  productPriceTiers,
  products,
  productVariants,
  type VariantAvailability,
} from "../schema.ts";
import { seedCatalogue, seedPriceTiers, type SeedCategory, type SeedProduct } from "./catalogue-data.ts";

/** A variant's SKU: the product's public id, then its colour and size (`K7M2QD-BLACK-XL`). */
export function variantSku(product: SeedProduct, colorKey: string, sizeKey: string): string {
  return `${product.publicId}-${colorKey}-${sizeKey}`.toUpperCase();
}

function availabilityOf(product: SeedProduct, color: string, size: string): VariantAvailability {
  const rule = product.unavailable?.find(
    (entry) => entry.color === color && (entry.size === undefined || entry.size === size),
  );
  return rule?.availability ?? "available";
}

/**
 * Seeds the starter catalogue. Rows are matched by their natural keys (English slug, public id,
 * SKU, area key) and existing ones are kept as they are, so running it again changes nothing and
 * a shop's own edits survive restarts. Nine statements whatever the catalogue's size.
 */
export async function seedCatalogueData(
  db: Database,
  catalogue: SeedCategory[] = seedCatalogue,
): Promise<void> {
  if (catalogue.length === 0) return;
  await db
    .insert(catalogueCategories)
    .values(
      catalogue.map((category, position) => ({
        slug: category.slug,
        name: category.name,
        description: category.description,
        position,
      })),
    )
    .onConflictDoNothing();
  const categoryRows = await db.select().from(catalogueCategories);
  const categoryId = (category: SeedCategory) => {
    const row = categoryRows.find((candidate) => candidate.slug.en === category.slug.en);
    if (!row) throw new Error(`seed: category ${category.slug.en} is missing`);
    return row.id;
  };

  await db
    .insert(catalogueSubtypes)
    .values(
      catalogue.flatMap((category) =>
        category.subtypes.map((subtype, position) => ({
          categoryId: categoryId(category),
          slug: subtype.slug,
          name: subtype.name,
          position,
        })),
      ),
    )
    .onConflictDoNothing();
  const subtypeRows = await db
    .select()
    .from(catalogueSubtypes)
    .where(inArray(catalogueSubtypes.categoryId, catalogue.map(categoryId)));

  const seeded = catalogue.flatMap((category) =>
    category.subtypes.flatMap((subtype) => {
      const row = subtypeRows.find(
        (candidate) => candidate.categoryId === categoryId(category) && candidate.slug.en === subtype.slug.en,
      );
      if (!row) throw new Error(`seed: subtype ${subtype.slug.en} is missing`);
      return subtype.products.map((product) => ({ product, subtypeId: row.id }));
    }),
  );
  const added = await db
    .insert(products)
    .values(
      seeded.map(({ product, subtypeId }, position) => ({
        publicId: product.publicId,
        subtypeId,
        slug: product.slug,
        title: product.title,
        description: product.description,
        keywords: product.keywords,
        materials: product.materials,
        care: product.care,
        productionDaysMin: product.productionDays[0],
        productionDaysMax: product.productionDays[1],
        techniques: product.techniques,
        mockupShape: product.mockupShape,
        sizeGuide: product.sizeGuide ?? null,
        featured: product.featured ?? false,
        position,
        publishedAt: new Date(product.publishedAt),
        updatedAt: new Date(product.publishedAt),
      })),
    )
    .onConflictDoNothing({ target: products.publicId })
    .returning({ id: products.id });
  const productRows = await db
    .select({ id: products.id, publicId: products.publicId })
    .from(products)
    .where(
      inArray(
        products.publicId,
        seeded.map(({ product }) => product.publicId),
      ),
    );
  const productId = new Map(productRows.map((row) => [row.publicId, row.id]));

  const variants = seeded.flatMap(({ product }) => {
    let position = 0;
    return product.colors.flatMap((color) =>
      product.sizes.flatMap((size) => {
        if (product.notMade?.some((entry) => entry.color === color.key && entry.size === size.key)) return [];
        return [
          {
            productId: productId.get(product.publicId)!,
            sku: variantSku(product, color.key, size.key),
            colorKey: color.key,
            colorName: color.name,
            colorHex: color.hex,
            sizeKey: size.key,
            sizeLabel: size.label,
            priceCents: product.basePriceCents + (size.surchargeCents ?? 0),
            availability: availabilityOf(product, color.key, size.key),
            position: position++,
          },
        ];
      }),
    );
  });
  await db.insert(productVariants).values(variants).onConflictDoNothing();

  const areas = seeded.flatMap(({ product }) =>
    product.printAreas.map((area, position) => {
      const placement = shapeDefinitions[product.mockupShape].areas[area.key];
      if (!placement) throw new Error(`seed: ${product.mockupShape} has no print area ${area.key}`);
      return {
        productId: productId.get(product.publicId)!,
        key: area.key,
        label: area.label,
        sizeKey: area.sizeKey ?? null,
        widthMm: area.widthMm,
        heightMm: area.heightMm,
        bleedMm: area.bleedMm,
        safeMarginMm: area.safeMarginMm,
        priceCents: area.priceCents,
        mockupView: placement.view,
        mockupX: placement.x,
        mockupY: placement.y,
        mockupWidth: placement.width,
        mockupHeight: placement.height,
        position,
      };
    }),
  );
  await db.insert(printAreas).values(areas).onConflictDoNothing();

  // Breaks come with a product when it is first seeded: a shop that removed them keeps none.
  const isNew = new Set(added.map((row) => row.id));
  const tiers = seeded.flatMap(({ product }) => {
    const id = productId.get(product.publicId)!;
    if (!isNew.has(id)) return [];
    return seedPriceTiers(product.mockupShape).map(([minQuantity, percentOff]) => ({
      productId: id,
      minQuantity,
      percentOff,
    }));
  });
  if (tiers.length > 0) await db.insert(productPriceTiers).values(tiers).onConflictDoNothing();
}
