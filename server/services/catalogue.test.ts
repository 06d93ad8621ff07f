import { count } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { PAGE_SIZE } from "#core/catalogue.ts";
import type { Database } from "#server/db/client.ts";
import {
  catalogueCategories,
  catalogueSubtypes,
  printAreas,
  products,
  productVariants,
} from "#server/db/schema.ts";
import { seedCatalogue } from "#server/db/seed/catalogue-data.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import {
  type ProductCard,
  type ProductListQuery,
  catalogueSitemap,
  designProduct,
  findProduct,
  invalidateCatalogue,
  listProducts,
  resolveListAddress,
  resolveProductAddress,
  setProductStatus,
  setVariantAvailability,
} from "./catalogue.ts";
import { pixelsFor } from "#core/catalogue.ts";

/** Counts the statements sent to the database while `work` runs. */
async function roundTrips(db: Database, work: () => Promise<unknown>): Promise<number> {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  let sent = 0;
  const originals = new Map<string, unknown>();
  for (const method of ["query", "exec"]) {
    const original = client[method];
    if (typeof original !== "function") continue;
    originals.set(method, original);
    client[method] = (...args: unknown[]) => {
      sent++;
      return (original as (...args: unknown[]) => unknown).apply(client, args);
    };
  }
  try {
    await work();
  } finally {
    for (const [method, original] of originals) client[method] = original;
  }
  return sent;
}

type ListScope = Pick<ProductListQuery, "categoryId" | "subtypeId" | "colors" | "sizes" | "sort">;

const allProducts = seedCatalogue.flatMap((category) =>
  category.subtypes.flatMap((subtype) => subtype.products),
);

describe.each(testDrivers)("catalogue on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });

  test("the seed holds a real starter catalogue, and seeding again changes nothing", async () => {
    const { db } = database();
    const counts = async () => ({
      categories: (await db.select({ n: count() }).from(catalogueCategories))[0]!.n,
      subtypes: (await db.select({ n: count() }).from(catalogueSubtypes))[0]!.n,
      products: (await db.select({ n: count() }).from(products))[0]!.n,
      variants: (await db.select({ n: count() }).from(productVariants))[0]!.n,
      areas: (await db.select({ n: count() }).from(printAreas))[0]!.n,
    });
    const before = await counts();
    expect(before.categories).toBeGreaterThanOrEqual(5);
    expect(before.subtypes).toBeGreaterThanOrEqual(12);
    expect(before.products).toBeGreaterThanOrEqual(30);
    await seedDatabase(db, new Date());
    expect(await counts()).toEqual(before);
  });

  test("lists resolve by either language's slugs and redirect to this language's", async () => {
    const { db } = database();
    const apparel = await resolveListAddress(db, { category: "apparel" }, "en");
    expect(apparel).toMatchObject({ kind: "list" });
    expect(await resolveListAddress(db, { category: "apparel" }, "fr")).toEqual({
      kind: "redirect",
      path: "/products/vetements",
    });
    expect(await resolveListAddress(db, { category: "vetements", subtype: "t-shirts" }, "fr")).toMatchObject({
      kind: "list",
    });
    expect(await resolveListAddress(db, { category: "nope" }, "en")).toEqual({ kind: "notFound" });
    expect(await resolveListAddress(db, { category: "apparel", subtype: "nope" }, "en")).toEqual({
      kind: "notFound",
    });
  });

  test("a product resolves by id alone; every other form of its address redirects to the canonical one", async () => {
    const { db } = database();
    const seed = allProducts[0]!;
    const byId = await resolveListAddress(db, { category: seed.publicId }, "fr");
    expect(byId.kind).toBe("redirect");
    const canonical = (byId as { path: string }).path;
    expect(canonical).toMatch(new RegExp(`^/products/[a-z-]+/[a-z-]+/${seed.slug.fr}-${seed.publicId}$`));
    const [, , category, subtype, id] = canonical.split("/");
    const found = await resolveProductAddress(db, { category: category!, subtype: subtype!, id: id! }, "fr");
    expect(found).toMatchObject({ kind: "product", product: { id: seed.publicId, title: seed.title.fr } });
    expect(await resolveProductAddress(db, { category: "x", subtype: "y", id: seed.publicId }, "fr")).toEqual(
      {
        kind: "redirect",
        path: canonical,
      },
    );
    expect(await resolveProductAddress(db, { category: "x", subtype: "y", id: "zzzzzz" }, "fr")).toEqual({
      kind: "notFound",
    });
  });

  test("pages hold 24 products, clamp to the pages there are, and cover the catalogue once", async () => {
    const { db } = database();
    const first = await listProducts(db, { language: "en" });
    expect(first.products).toHaveLength(PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / PAGE_SIZE));
    const last = await listProducts(db, { language: "en", page: 99 });
    expect(last.page).toBe(first.pageCount);
    const ids = new Set<string>();
    for (let page = 1; page <= first.pageCount; page++) {
      for (const product of (await listProducts(db, { language: "en", page })).products) ids.add(product.id);
    }
    expect(ids.size).toBe(allProducts.length);
  });

  test("sorts by price both ways and by newest", async () => {
    const { db } = database();
    const up = (await listProducts(db, { language: "en", sort: "price-asc", page: 1 })).products.map(
      (product) => product.fromCents,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await listProducts(db, { language: "en", sort: "price-desc" })).products.map(
      (product) => product.fromCents,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const newest = (await listProducts(db, { language: "en", sort: "newest" })).products.map(
      (product) => product.publishedAt,
    );
    expect(newest).toEqual([...newest].sort().reverse());
  });

  test("colour and size filters keep products made in that colour and size, with counts per option", async () => {
    const { db } = database();
    const address = await resolveListAddress(db, { category: "apparel" }, "en");
    const categoryId = address.kind === "list" ? address.categoryId : null;
    const all = await listProducts(db, { language: "en", categoryId });
    const black = all.facets.colors.find((facet) => facet.key === "black")!;
    const filtered = await listProducts(db, { language: "en", categoryId, colors: ["black"], sizes: ["xl"] });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThanOrEqual(black.count);
    for (const card of filtered.products) {
      expect(card.colors.map((color) => color.key)).toContain("black");
      expect(card.mockupColor).toBe("black");
    }
    expect(filtered.facets.colors.find((facet) => facet.key === "black")).toMatchObject({ selected: true });
    const none = await listProducts(db, { language: "en", categoryId, colors: ["black"], sizes: ["11oz"] });
    expect(none.total).toBe(0);
  });

  test("searches in the page's language, with stemming, without accents, and by the start of a word", async () => {
    const { db } = database();
    const titles = async (language: "en" | "fr", q: string) =>
      (await listProducts(db, { language, q })).products.map((product) => product.title);
    expect(await titles("en", "hoodies")).toEqual(expect.arrayContaining([expect.stringMatching(/hoodie/i)]));
    expect(await titles("en", "hood")).toEqual(expect.arrayContaining([expect.stringMatching(/hoodie/i)]));
    // "tasses" (plural) finds mugs through the French stemmer.
    expect(await titles("fr", "tasses")).toEqual(expect.arrayContaining([expect.stringMatching(/mug/i)]));
    const accented = await titles("fr", "céramique");
    expect(accented.length).toBeGreaterThan(0);
    expect(await titles("fr", "ceramique")).toEqual(accented);
    expect(await titles("en", "zzqxv")).toEqual([]);
    // Query syntax is only text: nothing to inject, nothing to break.
    expect(await titles("en", "'):* | !! & <->")).toEqual([]);
    const relevance = await listProducts(db, { language: "en", q: "mug" });
    expect(relevance.sort).toBe("relevance");
    expect(relevance.products[0]!.title).toMatch(/mug/i);
  });

  /** Every match of a search, in rank order, across all its pages. */
  async function searchAll(db: Database, language: "en" | "fr", q: string, scope: ListScope = {}) {
    const first = await listProducts(db, { language, q, ...scope });
    const cards = [...first.products];
    for (let page = 2; page <= first.pageCount; page++) {
      cards.push(...(await listProducts(db, { language, q, page, ...scope })).products);
    }
    return cards;
  }
  const madeIn = (card: ProductCard, color: string) => card.colors.some((swatch) => swatch.key === color);

  test("every word of a search must be found, each in the title, category, subtype, colours or keywords", async () => {
    const { db } = database();
    const blackHoodies = await searchAll(db, "en", "black hoodie");
    expect(blackHoodies.length).toBeGreaterThan(1);
    // The hoodies themselves first, then what is filed under hoodies (a sweatshirt), all in black.
    expect(blackHoodies[0]!.title).toMatch(/hoodie/i);
    expect(blackHoodies[1]!.title).toMatch(/hoodie/i);
    for (const card of blackHoodies) expect(madeIn(card, "black"), card.title).toBe(true);
    const hoodies = await searchAll(db, "en", "hoodie");
    expect(blackHoodies.map((card) => card.id)).toEqual(
      hoodies.filter((card) => madeIn(card, "black")).map((card) => card.id),
    );
    // Not every black product: "black" alone finds far more.
    const black = await searchAll(db, "en", "black");
    expect(black.length).toBeGreaterThan(blackHoodies.length * 3);

    // French, in French words: "sweat noir" is the black sweatshirts and hoodies.
    const sweatsNoirs = await searchAll(db, "fr", "sweat noir");
    expect(sweatsNoirs.length).toBeGreaterThan(1);
    for (const card of sweatsNoirs) {
      expect(card.title).toMatch(/^sweat/i);
      expect(madeIn(card, "black"), card.title).toBe(true);
    }
    // Category and subtype names: "vêtements" and "débardeurs" are in no title or keyword list.
    expect(await searchAll(db, "fr", "vetements debardeurs")).toEqual([
      expect.objectContaining({ title: "Débardeur unisexe en jersey" }),
      ...(await searchAll(db, "fr", "debardeur vetements")).slice(1),
    ]);
    // A word nobody has, next to one many have, finds nothing.
    expect(await searchAll(db, "en", "hoodie zzqxv")).toEqual([]);
    expect(await searchAll(db, "fr", "noir zzqxv")).toEqual([]);
  });

  test("a colour name alone finds every product made in it, ahead of those that only mention it", async () => {
    const { db } = database();
    for (const [language, word] of [
      ["en", "black"],
      ["fr", "noir"],
    ] as const) {
      const found = await searchAll(db, language, word);
      const inBlack = await listProducts(db, { language, colors: ["black"] });
      const madeInBlack = found.filter((card) => madeIn(card, "black"));
      expect(madeInBlack.length, word).toBe(inBlack.total);
      // A description's "black-and-white photography" counts, but after every black product.
      expect(found.slice(0, madeInBlack.length), word).toEqual(madeInBlack);
    }
  });

  test("joined, split and misspelt words find what was meant, ranked as if typed right", async () => {
    const { db } = database();
    const titles = async (language: "en" | "fr", q: string) =>
      (await searchAll(db, language, q)).map((card) => card.title);
    const tShirts = await titles("en", "t-shirt");
    expect(tShirts.slice(0, 4)).toEqual(Array(4).fill(expect.stringMatching(/t-shirt/i)));
    for (const q of ["tshirt", "t shirt", "tshrt", "TShirts"]) {
      expect((await titles("en", q)).slice(0, 4), q).toEqual(tShirts.slice(0, 4));
    }
    expect((await titles("en", "tee shirt")).slice(0, 4)).toEqual(
      Array(4).fill(expect.stringMatching(/t-shirt|tee/i)),
    );
    expect((await titles("fr", "tshirt")).slice(0, 4)).toEqual(
      Array(4).fill(expect.stringMatching(/^t-shirt/i)),
    );
    // "Sweat-shirt" is not a t-shirt.
    expect(await titles("fr", "tshirt")).not.toContain("Sweat-shirt unisexe col rond");
    // Words the products have apart, typed as one, and the other way round.
    expect(await titles("en", "totebag")).toEqual(await titles("en", "tote bag"));
    expect(await titles("en", "sweat shirt")).toContain("Unisex Crewneck Sweatshirt");

    const mugs = await titles("en", "mug");
    expect(mugs.slice(0, 2)).toEqual(Array(2).fill(expect.stringMatching(/mug/i)));
    expect(await titles("en", "mugg")).toEqual(mugs);
    const hoodies = await titles("en", "hoodie");
    expect(await titles("en", "hodie")).toEqual(hoodies);
    expect(await titles("en", "black hodie")).toEqual(await titles("en", "black hoodie"));
    expect(await titles("fr", "tase")).toEqual(await titles("fr", "tasse"));
    // A misspelling stands for the closest word only: "blak" is black, not the blanket.
    const blak = await titles("en", "blak");
    expect(blak[0]).toBe("Black Glossy Mug");
    expect(new Set(blak)).toEqual(new Set(await titles("en", "black")));
    expect(blak).not.toContain("Sherpa Fleece Blanket");
    // A word typed right is never traded for a near one: "cup" is not "cap".
    const cups = await titles("en", "cup");
    expect(cups[0]).toMatch(/mug/i);
    for (const title of cups) expect(title).not.toMatch(/cap|hat|beanie/i);
  });

  test("a list page costs at most two round trips: none when the catalogue is cached, one more to search", async () => {
    const { db } = database();
    invalidateCatalogue(db);
    expect(await roundTrips(db, () => listProducts(db, { language: "en" }))).toBe(1);
    expect(await roundTrips(db, () => listProducts(db, { language: "en", colors: ["black"], page: 2 }))).toBe(
      0,
    );
    expect(await roundTrips(db, () => listProducts(db, { language: "fr", q: "tasse" }))).toBe(1);
    // Misspelt and joined words are corrected within the same statement.
    expect(await roundTrips(db, () => listProducts(db, { language: "en", q: "blak hodie tshrt" }))).toBe(1);
    invalidateCatalogue(db);
    expect(await roundTrips(db, () => listProducts(db, { language: "fr", q: "tasse" }))).toBe(2);
  });

  test("a change to the catalogue shows at once: availability and hiding invalidate the cache", async () => {
    const { db } = database();
    const seed = allProducts[0]!;
    const before = await findProduct(db, seed.publicId, "en");
    const sku = before!.variants.find((variant) => variant.availability === "available")!.sku;
    expect(await setVariantAvailability(db, sku, "out_of_stock")).toBe(true);
    const after = await findProduct(db, seed.publicId, "en");
    expect(after!.variants.find((variant) => variant.sku === sku)!.availability).toBe("out_of_stock");

    const total = (await listProducts(db, { language: "en" })).total;
    expect(await setProductStatus(db, seed.publicId, "hidden", new Date())).toBe(true);
    expect(await findProduct(db, seed.publicId, "en")).toBeNull();
    expect((await listProducts(db, { language: "en" })).total).toBe(total - 1);
    const sitemap = await catalogueSitemap(db);
    expect(sitemap.some((entry) => entry.paths.en.endsWith(seed.publicId))).toBe(false);
    expect(await setVariantAvailability(db, "NO-SUCH-SKU", "available")).toBe(false);
  });

  test("the designer's product prices each variant that can be ordered, and no other", async () => {
    const { db } = database();
    // The framed poster: $49 in 12″ × 16″, $74 in 18″ × 24″, oak out of stock in 18″ × 24″.
    const poster = (await designProduct(db, "voa5lq", "en"))!;
    expect(poster.prices).toContainEqual({ color: "black", size: "12x16", cents: 4900 });
    expect(poster.prices).toContainEqual({ color: "black", size: "18x24", cents: 7400 });
    expect(poster.prices).toContainEqual({ color: "oak", size: "12x16", cents: 4900 });
    expect(poster.prices.some((price) => price.color === "oak" && price.size === "18x24")).toBe(false);

    const before = await findProduct(db, "voa5lq", "en");
    const sku = before!.variants.find(
      (variant) => variant.color === "black" && variant.size === "12x16",
    )!.sku;
    expect(await setVariantAvailability(db, sku, "out_of_stock")).toBe(true);
    const after = (await designProduct(db, "voa5lq", "en"))!;
    expect(after.prices.some((price) => price.color === "black" && price.size === "12x16")).toBe(false);
  });

  test("every print area gives the pixels artwork needs at the shop's minimum and recommended resolutions", async () => {
    const { db } = database();
    for (const { publicId } of allProducts) {
      const product = await findProduct(db, publicId, "en");
      for (const area of product!.printAreas) {
        for (const [level, dpi] of [
          ["minimum", 150],
          ["recommended", 300],
        ] as const) {
          expect(area.pixels[level]).toEqual({
            dpi,
            width: pixelsFor(area.widthMm + 2 * area.bleedMm, dpi),
            height: pixelsFor(area.heightMm + 2 * area.bleedMm, dpi),
          });
        }
      }
    }
  });
});

test("pixels are rounded up, so artwork is never printed below its resolution", () => {
  expect(pixelsFor(304.8, 150)).toBe(1800); // 12 in at 150 DPI, exactly
  expect(pixelsFor(305, 150)).toBe(1802);
  expect(pixelsFor(25.4, 300)).toBe(300);
});
