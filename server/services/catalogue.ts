/**
 * The catalogue: categories → subtypes → products with their variants and print areas.
 *
 * The whole active catalogue is small (a shop sells tens to a few hundred blanks), so it is read
 * in one query into an in-process cache and lists are filtered, sorted and paged in memory. A list
 * page therefore costs no database round trip when the cache is warm, one when it is cold, and one
 * more for a full-text search. Writes here invalidate the cache; other processes catch up within
 * `CATALOGUE_TTL_MS`.
 */
import { eq, sql, type AnyColumn } from "drizzle-orm";
import { cached, invalidate } from "../cache.ts";
import type { Database } from "../db/client.ts";
import {
  catalogueCategories,
  catalogueSubtypes,
  foldedText,
  products,
  productVariants,
  type LocalizedText,
  type ProductStatus,
  type SizeGuide,
  type VariantAvailability,
} from "../db/schema.ts";
import type { DesignProduct } from "#core/design/product.ts";
import type { PriceTier } from "#core/pricing.ts";
import { MAX_QUERY_LENGTH, PAGE_SIZE, pixelsFor, PRINT_DPI, type SortOrder } from "#core/catalogue.ts";
import { shapeLook } from "../mockups/shapes.ts";
import type { MockupBox, MockupShape, MockupView } from "../mockups/types.ts";

export type Language = keyof LocalizedText;

const CATALOGUE_TTL_MS = 60_000;

type Variant = {
  sku: string;
  colorKey: string;
  colorName: LocalizedText;
  colorHex: string;
  sizeKey: string;
  sizeLabel: LocalizedText;
  priceCents: number;
  availability: VariantAvailability;
};

type PrintArea = {
  key: string;
  label: LocalizedText;
  sizeKey: string | null;
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  safeMarginMm: number;
  priceCents: number;
  mockup: MockupBox & { view: MockupView };
};

/** The pixels an area's artwork needs at `dpi`, bleed included. */
function artworkPixels(area: PrintArea, dpi: number) {
  return {
    dpi,
    width: pixelsFor(area.widthMm + 2 * area.bleedMm, dpi),
    height: pixelsFor(area.heightMm + 2 * area.bleedMm, dpi),
  };
}

type Product = {
  internalId: number;
  id: string;
  slug: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  materials: LocalizedText;
  care: LocalizedText;
  productionDays: { min: number; max: number };
  techniques: string[];
  mockupShape: MockupShape;
  sizeGuide: SizeGuide | null;
  featured: boolean;
  position: number;
  /** Place in the "featured" order of the whole catalogue, set once it is read. */
  featuredRank: number;
  publishedAt: string;
  updatedAt: string;
  category: Category;
  subtype: Subtype;
  variants: Variant[];
  printAreas: PrintArea[];
  /** Quantity price breaks, fewest pieces first. */
  priceTiers: PriceTier[];
};

type Subtype = {
  id: number;
  slug: LocalizedText;
  name: LocalizedText;
  category: Category;
  products: Product[];
};

type Category = {
  id: number;
  slug: LocalizedText;
  name: LocalizedText;
  description: LocalizedText;
  subtypes: Subtype[];
  products: Product[];
};

/** The active catalogue with the lookups pages need, as cached. */
type Catalogue = {
  categories: Category[];
  /** Every active product in "featured" order. */
  products: Product[];
  byPublicId: Map<string, Product>;
};

/** Reads the active catalogue in one query (drizzle's relational queries aggregate in SQL). */
async function readCatalogue(db: Database): Promise<Catalogue> {
  // The generated search vectors stay in the database: only the search reads them.
  const withoutSearch = { searchEn: false, searchFr: false } as const;
  const rows = await db.query.catalogueCategories.findMany({
    orderBy: (table, { asc }) => [asc(table.position), asc(table.id)],
    columns: withoutSearch,
    with: {
      subtypes: {
        orderBy: (table, { asc }) => [asc(table.position), asc(table.id)],
        columns: withoutSearch,
        with: {
          products: {
            where: (table) => eq(table.status, "active"),
            columns: withoutSearch,
            with: {
              variants: {
                orderBy: (table, { asc }) => [asc(table.position), asc(table.id)],
                columns: withoutSearch,
              },
              printAreas: { orderBy: (table, { asc }) => [asc(table.position), asc(table.id)] },
              priceTiers: { orderBy: (table, { asc }) => [asc(table.minQuantity)] },
            },
          },
        },
      },
    },
  });
  const categories: Category[] = [];
  const all: Product[] = [];
  for (const categoryRow of rows) {
    const category: Category = {
      id: categoryRow.id,
      slug: categoryRow.slug,
      name: categoryRow.name,
      description: categoryRow.description,
      subtypes: [],
      products: [],
    };
    for (const subtypeRow of categoryRow.subtypes) {
      const subtype: Subtype = {
        id: subtypeRow.id,
        slug: subtypeRow.slug,
        name: subtypeRow.name,
        category,
        products: [],
      };
      for (const row of subtypeRow.products) {
        const product: Product = {
          internalId: row.id,
          id: row.publicId,
          slug: row.slug,
          title: row.title,
          description: row.description,
          materials: row.materials,
          care: row.care,
          productionDays: { min: row.productionDaysMin, max: row.productionDaysMax },
          techniques: row.techniques,
          mockupShape: row.mockupShape as MockupShape,
          sizeGuide: row.sizeGuide,
          featured: row.featured,
          position: row.position,
          featuredRank: 0,
          publishedAt: new Date(row.publishedAt).toISOString(),
          updatedAt: new Date(row.updatedAt).toISOString(),
          category,
          subtype,
          variants: row.variants.map((variant) => ({
            sku: variant.sku,
            colorKey: variant.colorKey,
            colorName: variant.colorName,
            colorHex: variant.colorHex,
            sizeKey: variant.sizeKey,
            sizeLabel: variant.sizeLabel,
            priceCents: variant.priceCents,
            availability: variant.availability,
          })),
          printAreas: row.printAreas.map((area) => ({
            key: area.key,
            label: area.label,
            sizeKey: area.sizeKey,
            widthMm: Number(area.widthMm),
            heightMm: Number(area.heightMm),
            bleedMm: Number(area.bleedMm),
            safeMarginMm: Number(area.safeMarginMm),
            priceCents: area.priceCents,
            mockup: {
              view: area.mockupView as MockupView,
              x: Number(area.mockupX),
              y: Number(area.mockupY),
              width: Number(area.mockupWidth),
              height: Number(area.mockupHeight),
            },
          })),
          priceTiers: row.priceTiers.map((tier) => ({
            minQuantity: tier.minQuantity,
            percentOff: tier.percentOff,
          })),
        };
        subtype.products.push(product);
        category.products.push(product);
        all.push(product);
      }
      category.subtypes.push(subtype);
    }
    categories.push(category);
  }
  // "Featured" order: the featured products first, then the shop's own order.
  all.sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) || a.position - b.position || a.internalId - b.internalId,
  );
  all.forEach((product, rank) => (product.featuredRank = rank));
  for (const category of categories) category.products.sort((a, b) => a.featuredRank - b.featuredRank);
  return { categories, products: all, byPublicId: new Map(all.map((product) => [product.id, product])) };
}

function loadCatalogue(db: Database): Promise<Catalogue> {
  return cached(db, "catalogue", CATALOGUE_TTL_MS, () => readCatalogue(db));
}

/** Drops the cached catalogue after it changed (seed, availability, status). */
export function invalidateCatalogue(db: Database): void {
  invalidate(db, "catalogue");
}

// ---------------------------------------------------------------------------------------------
// Addresses. Paths are written without the locale prefix; pages add it (localizePath).

export type LocalizedPaths = Record<Language, string>;

const languages: Language[] = ["en", "fr"];

function pathsFor(build: (language: Language) => string): LocalizedPaths {
  return { en: build("en"), fr: build("fr") };
}

export const productsPath = "/products";

function categoryPaths(category: Category): LocalizedPaths {
  return pathsFor((language) => `${productsPath}/${category.slug[language]}`);
}

function subtypePaths(subtype: Subtype): LocalizedPaths {
  return pathsFor(
    (language) => `${productsPath}/${subtype.category.slug[language]}/${subtype.slug[language]}`,
  );
}

/** The last segment of a product's address: its slug, then its public id (`classic-tee-k7m2qd`). */
function productSegment(product: Product, language: Language): string {
  return `${product.slug[language]}-${product.id}`;
}

function productPaths(product: Product): LocalizedPaths {
  return pathsFor(
    (language) =>
      `${productsPath}/${product.category.slug[language]}/${product.subtype.slug[language]}/${productSegment(product, language)}`,
  );
}

/** The public id in a product segment: the whole segment, or what follows its last hyphen. */
function publicIdOf(segment: string): string {
  return segment.slice(segment.lastIndexOf("-") + 1).toLowerCase();
}

/** Finds a category by its slug in any language (so a switched language still resolves). */
function findCategory(catalogue: Catalogue, slug: string): Category | undefined {
  return catalogue.categories.find((category) =>
    languages.some((language) => category.slug[language] === slug),
  );
}

function findSubtype(category: Category, slug: string): Subtype | undefined {
  return category.subtypes.find((subtype) => languages.some((language) => subtype.slug[language] === slug));
}

/** What a `/products/…` address with up to two segments is. */
export type ListAddress =
  | { kind: "list"; categoryId: number | null; subtypeId: number | null }
  | { kind: "redirect"; path: string }
  | { kind: "notFound" };

/**
 * Resolves `/products[/:category[/:subtype]]`. Slugs of the other language, and a product id
 * where a list was expected (`/products/k7m2qd`), redirect to the canonical address.
 */
export async function resolveListAddress(
  db: Database,
  segments: { category?: string | undefined; subtype?: string | undefined },
  language: Language,
): Promise<ListAddress> {
  const catalogue = await loadCatalogue(db);
  if (segments.category === undefined) return { kind: "list", categoryId: null, subtypeId: null };
  const category = findCategory(catalogue, segments.category);
  if (!category) {
    const product =
      segments.subtype === undefined ? catalogue.byPublicId.get(publicIdOf(segments.category)) : undefined;
    return product ? { kind: "redirect", path: productPaths(product)[language] } : { kind: "notFound" };
  }
  if (segments.subtype === undefined) {
    const canonical = categoryPaths(category)[language];
    return category.slug[language] === segments.category
      ? { kind: "list", categoryId: category.id, subtypeId: null }
      : { kind: "redirect", path: canonical };
  }
  const subtype = findSubtype(category, segments.subtype);
  if (!subtype) {
    const product = catalogue.byPublicId.get(publicIdOf(segments.subtype));
    return product ? { kind: "redirect", path: productPaths(product)[language] } : { kind: "notFound" };
  }
  if (category.slug[language] !== segments.category || subtype.slug[language] !== segments.subtype) {
    return { kind: "redirect", path: subtypePaths(subtype)[language] };
  }
  return { kind: "list", categoryId: category.id, subtypeId: subtype.id };
}

/**
 * The category and subtype named by slugs in either language, for API clients (which have no
 * canonical address to be sent to); `null` when one of them does not exist.
 */
export async function findListScope(
  db: Database,
  segments: { category?: string | undefined; subtype?: string | undefined },
): Promise<{ categoryId: number | null; subtypeId: number | null } | null> {
  const catalogue = await loadCatalogue(db);
  if (segments.category === undefined) {
    return segments.subtype === undefined ? { categoryId: null, subtypeId: null } : null;
  }
  const category = findCategory(catalogue, segments.category);
  if (!category) return null;
  if (segments.subtype === undefined) return { categoryId: category.id, subtypeId: null };
  const subtype = findSubtype(category, segments.subtype);
  return subtype ? { categoryId: category.id, subtypeId: subtype.id } : null;
}

// ---------------------------------------------------------------------------------------------
// Lists.

export type ProductListQuery = {
  language: Language;
  categoryId?: number | null;
  subtypeId?: number | null;
  colors?: readonly string[];
  sizes?: readonly string[];
  /** Defaults to `relevance` when searching, else `featured`. */
  sort?: SortOrder | undefined;
  page?: number;
  q?: string;
};

export type Swatch = { key: string; name: string; hex: string };

export type ProductCard = {
  id: string;
  title: string;
  path: string;
  subtypeName: string;
  /** Lowest price of the variants that match the filters and can be ordered, USD cents. */
  fromCents: number;
  colors: Swatch[];
  /** The colour the card's mockup is drawn in (the first filtered colour the product has). */
  mockupColor: string;
  publishedAt: string;
};

export type Facet = { key: string; label: string; hex?: string; count: number; selected: boolean };

export type NavCategory = {
  id: number;
  name: string;
  path: string;
  subtypes: { id: number; name: string; path: string }[];
};

export type ProductList = {
  /** Where the list is: category and subtype names with their addresses in both languages. */
  scope: {
    category: { id: number; name: string; description: string; paths: LocalizedPaths } | null;
    subtype: { id: number; name: string; paths: LocalizedPaths } | null;
    paths: LocalizedPaths;
  };
  navigation: NavCategory[];
  products: ProductCard[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  sort: SortOrder;
  q: string;
  facets: { colors: Facet[]; sizes: Facet[] };
};

/** Search words: letters and digits only, lower-cased and folded like the indexed text. */
export function searchTerms(q: string): string[] {
  const words = (
    q
      .slice(0, MAX_QUERY_LENGTH)
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 12);
  // A lone letter ("sweats à capuche") would match every word starting with it.
  const meaningful = words.filter((word) => word.length > 1);
  return meaningful.length > 0 ? meaningful : words;
}

// Search. Every word must be found in the product, in any of its texts in the page's language:
// title, category and subtype names, colour names, keywords, description. A word is found by
// full-text search (stemmed, the last word as a prefix), or joined with the next word ("sweat
// shirt" finds "sweatshirt"). A word no product has is read as a misspelling of the closest
// catalogue words or pairs of neighbouring words ("mugg" is "mug", "tshirt" is "t-shirt"), found
// by pg_trgm similarity and ranked below what was typed right. docs/decisions/011-search.md

const searchConfigs = { en: "english", fr: "french" } as const satisfies Record<Language, string>;

/**
 * `ts_rank` weights of D, C, B, A. Titles are A; keywords and names B; the description C, which
 * counts far less, so a product made in black comes before one whose description says "black".
 */
const SEARCH_RANK_WEIGHTS = "{0.05, 0.1, 0.4, 1.0}";
/** Least trigram similarity for a catalogue word to stand in for a word no product has. */
const CORRECTION_MIN_SIMILARITY = 0.3;
/** Corrections nearly as close as the closest one are kept too ("blak" is black, not blanket). */
const CORRECTION_NEAR_BEST = 0.9;
const CORRECTION_LIMIT = 3;

/**
 * Ranks active products against the search words in the page's language, by internal id, in one
 * statement. A product is found by its own texts and by the names of its category, subtype and
 * colours: each has a generated, weighted `tsvector`, and all of them are read together, which
 * suits a catalogue of hundreds of products.
 */
async function searchProducts(
  db: Database,
  terms: string[],
  language: Language,
): Promise<Map<number, number>> {
  const config = sql.raw(`'${searchConfigs[language]}'::regconfig`);
  const lang = sql.raw(`'${language}'`);
  const vectorOf = (table: { searchEn: AnyColumn; searchFr: AnyColumn }) =>
    language === "fr" ? table.searchFr : table.searchEn;
  const active = sql`${products.status} = 'active'`;
  const colourShown = sql`${productVariants.availability} <> 'discontinued'`;
  // The words are letters and digits only, so no query syntax can be injected; they still travel
  // as one parameter, split in SQL.
  const wordList = foldedText(sql`${terms.join(" ")}::text`);
  const lastPlace = sql`${terms.length}::int`;
  const ranked = sql`
    with
    words as (
      select word.term, word.place::int as place, word.place = ${lastPlace} as last,
        to_tsquery(${config}, word.term || case when word.place = ${lastPlace} then ':*' else '' end) as query
      from unnest(string_to_array(${wordList}, ' ')) with ordinality as word(term, place)
    ),
    -- What a product is found by: its own texts with its subtype's and category's names, and the
    -- names of its colours.
    fields as materialized (
      select ${products.id} as id,
        ${vectorOf(products)} || ${vectorOf(catalogueSubtypes)} || ${vectorOf(catalogueCategories)} as vector
      from ${products}
      join ${catalogueSubtypes} on ${catalogueSubtypes.id} = ${products.subtypeId}
      join ${catalogueCategories} on ${catalogueCategories.id} = ${catalogueSubtypes.categoryId}
      where ${active}
      union all
      select ${products.id}, ${vectorOf(productVariants)}
      from ${products} join ${productVariants} on ${productVariants.productId} = ${products.id}
      where ${active} and ${colourShown}
    ),
    -- Each word as typed, and joined with the next one; a match of the pair counts for both.
    forms as (
      select place as first, place as final, query, 1::real as weight from words
      union all
      select a.place, b.place,
        to_tsquery(${config}, a.term || b.term || case when b.last then ':*' else '' end), 1::real
      from words a join words b on b.place = a.place + 1
    ),
    -- Words no product has in any form, long enough to compare by trigrams: taken for misspellings.
    unknown as materialized (
      select words.* from words
      where numnode(words.query) > 0 and length(words.term) >= 3 and not exists (
        select 1 from forms join fields on fields.vector @@ forms.query
        where words.place between forms.first and forms.final and numnode(forms.query) > 0
      )
    ),
    -- What a misspelt word may stand for: a word of a product's title, keywords or names, or two
    -- neighbouring ones written as one, then looked for as that phrase ("tshirt" is "t-shirt").
    lexicon as materialized (
      select distinct spelling.text, spelling.phrase
      from (
        select concat_ws(' ', ${foldedText(sql`${products.title}->>${lang}`)}, ${foldedText(sql`${products.keywords}->>${lang}`)}) as text
        from ${products} where ${active}
        union all
        select ${foldedText(sql`name`)} from (
          select ${catalogueSubtypes.name}->>${lang} as name from ${catalogueSubtypes}
          union
          select ${catalogueCategories.name}->>${lang} from ${catalogueCategories}
          union
          select ${productVariants.colorName}->>${lang} from ${productVariants}
        ) as names
      ) as source
      cross join lateral (
        select token[1] as word, token[2] as gap, lead(token[1]) over (order by place) as next
        from regexp_matches(source.text, '([a-z0-9]+)([^a-z0-9]*)', 'g') with ordinality as split(token, place)
      ) as split
      cross join lateral (
        values (split.word, split.word),
          (split.word || split.next, split.word || case when split.gap = '-' then '-' else ' ' end || split.next)
      ) as spelling(text, phrase)
      where length(spelling.text) > 2
    ),
    corrections as (
      select unknown.place as first, unknown.place as final,
        phraseto_tsquery(${config}, near.phrase) as query, near.score as weight
      from unknown cross join lateral (
        select phrase, score from (
          select phrase, score, max(score) over () as best
          from (select phrase, similarity(unknown.term, lexicon.text) as score from lexicon) as scored
          where score >= ${sql.raw(String(CORRECTION_MIN_SIMILARITY))}
        ) as close
        where score >= ${sql.raw(String(CORRECTION_NEAR_BEST))} * best
        order by score desc, phrase
        limit ${sql.raw(String(CORRECTION_LIMIT))}
      ) as near
    ),
    queries as materialized (
      select * from forms where numnode(query) > 0
      union all
      select * from corrections where numnode(query) > 0
    ),
    matches as (
      select fields.id, words.place,
        max(ts_rank(${sql.raw(`'${SEARCH_RANK_WEIGHTS}'`)}::real[], fields.vector, queries.query) * queries.weight) as rank
      from fields
      join queries on fields.vector @@ queries.query
      join words on words.place between queries.first and queries.final and numnode(words.query) > 0
      group by fields.id, words.place
    )
    -- Stop words ("the", "de") are not looked for; a search of stop words alone finds nothing.
    select id, sum(rank) as rank from matches
    group by id
    having count(*) = (select count(*) from words where numnode(query) > 0)
  `;
  const rows = await db
    .select({
      id: sql<number>`search.id`.mapWith(Number),
      rank: sql<number>`search.rank`.mapWith(Number),
    })
    .from(sql`(${ranked}) as search`);
  return new Map(rows.map((row) => [row.id, row.rank]));
}

function orderable(variant: Variant): boolean {
  return variant.availability === "available";
}

function matchesOptions(variant: Variant, colors: ReadonlySet<string>, sizes: ReadonlySet<string>): boolean {
  return (
    variant.availability !== "discontinued" &&
    (colors.size === 0 || colors.has(variant.colorKey)) &&
    (sizes.size === 0 || sizes.has(variant.sizeKey))
  );
}

function uniqueColors(product: Product, language: Language): Swatch[] {
  const seen = new Map<string, Swatch>();
  for (const variant of product.variants) {
    if (variant.availability === "discontinued" || seen.has(variant.colorKey)) continue;
    seen.set(variant.colorKey, {
      key: variant.colorKey,
      name: variant.colorName[language],
      hex: variant.colorHex,
    });
  }
  return [...seen.values()];
}

function lowestPrice(variants: Variant[]): number {
  const pool = variants.some(orderable) ? variants.filter(orderable) : variants;
  return Math.min(...pool.map((variant) => variant.priceCents));
}

/** A product as a list shows it, priced and drawn for the chosen colours and sizes. */
function productCard(
  product: Product,
  language: Language,
  colors: ReadonlySet<string>,
  sizes: ReadonlySet<string>,
): ProductCard {
  const swatches = uniqueColors(product, language);
  return {
    id: product.id,
    title: product.title[language],
    path: productPaths(product)[language],
    subtypeName: product.subtype.name[language],
    fromCents: lowestPrice(product.variants.filter((variant) => matchesOptions(variant, colors, sizes))),
    colors: swatches,
    mockupColor: swatches.find((swatch) => colors.has(swatch.key))?.key ?? swatches[0]?.key ?? "",
    publishedAt: product.publishedAt,
  };
}

function navigation(catalogue: Catalogue, language: Language): NavCategory[] {
  return catalogue.categories.map((category) => ({
    id: category.id,
    name: category.name[language],
    path: categoryPaths(category)[language],
    subtypes: category.subtypes.map((subtype) => ({
      id: subtype.id,
      name: subtype.name[language],
      path: subtypePaths(subtype)[language],
    })),
  }));
}

/** Counts, per option value, the products that would remain with that value chosen. */
function facetCounts(
  candidates: Product[],
  pick: (variant: Variant) => string,
  keep: (variant: Variant) => boolean,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of candidates) {
    const values = new Set(product.variants.filter(keep).map(pick));
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/**
 * Lists without a search, per cached catalogue: a list is a pure function of the catalogue and
 * its query, and the hottest pages (`/products` and its categories, unfiltered) ask for the same
 * few lists on every request. Keyed by the catalogue object, so a new catalogue (any write,
 * here or in another process: server/cache.ts) starts with none. Bounded: filters make many lists.
 */
const listsByCatalogue = new WeakMap<Catalogue, Map<string, ProductList>>();
const LISTS_KEPT = 200;

/**
 * One page of a product list: the scope (all, a category or a subtype), colour and size filters,
 * a search, a sort order and a page number (clamped to the pages there are). The result may be
 * shared with other callers (lists without a search are kept): read it, never change it.
 */
export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductList> {
  const catalogue = await loadCatalogue(db);
  // A search reads the database and echoes its text: built each time.
  if (query.q?.trim()) return buildList(db, catalogue, query);
  let lists = listsByCatalogue.get(catalogue);
  if (!lists) {
    lists = new Map();
    listsByCatalogue.set(catalogue, lists);
  }
  const key = JSON.stringify([
    query.language,
    query.categoryId ?? null,
    query.subtypeId ?? null,
    query.colors ?? [],
    query.sizes ?? [],
    query.sort ?? null,
    query.page ?? 1,
  ]);
  const kept = lists.get(key);
  if (kept) return kept;
  const list = await buildList(db, catalogue, query);
  if (lists.size >= LISTS_KEPT) lists.delete(lists.keys().next().value as string);
  lists.set(key, list);
  return list;
}

async function buildList(db: Database, catalogue: Catalogue, query: ProductListQuery): Promise<ProductList> {
  const { language } = query;
  const category = query.categoryId
    ? catalogue.categories.find((entry) => entry.id === query.categoryId)
    : undefined;
  const subtype =
    category && query.subtypeId ? category.subtypes.find((entry) => entry.id === query.subtypeId) : undefined;
  const inScope = subtype?.products ?? category?.products ?? catalogue.products;

  const q = (query.q ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const terms = searchTerms(q);
  // Text with no word in it (only punctuation) finds nothing rather than everything.
  const ranks =
    terms.length > 0 ? await searchProducts(db, terms, language) : q ? new Map<number, number>() : null;
  const searched = ranks ? inScope.filter((product) => ranks.has(product.internalId)) : inScope;

  const colors = new Set(query.colors ?? []);
  const sizes = new Set(query.sizes ?? []);
  const noColors = new Set<string>();
  const noSizes = new Set<string>();
  const matching = searched.filter((product) =>
    product.variants.some((variant) => matchesOptions(variant, colors, sizes)),
  );

  const sort =
    query.sort === "relevance" && !ranks ? "featured" : (query.sort ?? (ranks ? "relevance" : "featured"));
  const cards = matching.map((product) => ({
    product,
    card: productCard(product, language, colors, sizes),
  }));
  const byFeatured = (a: Product, b: Product) => a.featuredRank - b.featuredRank;
  cards.sort((a, b) => {
    switch (sort) {
      case "price-asc":
        return a.card.fromCents - b.card.fromCents || byFeatured(a.product, b.product);
      case "price-desc":
        return b.card.fromCents - a.card.fromCents || byFeatured(a.product, b.product);
      case "newest":
        return b.card.publishedAt.localeCompare(a.card.publishedAt) || byFeatured(a.product, b.product);
      case "relevance":
        return (
          (ranks?.get(b.product.internalId) ?? 0) - (ranks?.get(a.product.internalId) ?? 0) ||
          byFeatured(a.product, b.product)
        );
      default:
        return byFeatured(a.product, b.product);
    }
  });

  const total = cards.length;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.trunc(query.page ?? 1) || 1), pageCount);

  // Each facet counts with the other facet applied, so choosing a value never empties the list.
  const colorCounts = facetCounts(
    searched,
    (variant) => variant.colorKey,
    (variant) => matchesOptions(variant, noColors, sizes),
  );
  const sizeCounts = facetCounts(
    searched,
    (variant) => variant.sizeKey,
    (variant) => matchesOptions(variant, colors, noSizes),
  );
  const colorFacet = new Map<string, Facet>();
  const sizeFacet = new Map<string, Facet>();
  for (const product of searched) {
    for (const variant of product.variants) {
      if (
        !colorFacet.has(variant.colorKey) &&
        (colorCounts.has(variant.colorKey) || colors.has(variant.colorKey))
      ) {
        colorFacet.set(variant.colorKey, {
          key: variant.colorKey,
          label: variant.colorName[language],
          hex: variant.colorHex,
          count: colorCounts.get(variant.colorKey) ?? 0,
          selected: colors.has(variant.colorKey),
        });
      }
      if (
        !sizeFacet.has(variant.sizeKey) &&
        (sizeCounts.has(variant.sizeKey) || sizes.has(variant.sizeKey))
      ) {
        sizeFacet.set(variant.sizeKey, {
          key: variant.sizeKey,
          label: variant.sizeLabel[language],
          count: sizeCounts.get(variant.sizeKey) ?? 0,
          selected: sizes.has(variant.sizeKey),
        });
      }
    }
  }

  const scopePaths = subtype
    ? subtypePaths(subtype)
    : category
      ? categoryPaths(category)
      : pathsFor(() => productsPath);
  return {
    scope: {
      category: category
        ? {
            id: category.id,
            name: category.name[language],
            description: category.description[language],
            paths: categoryPaths(category),
          }
        : null,
      subtype: subtype
        ? { id: subtype.id, name: subtype.name[language], paths: subtypePaths(subtype) }
        : null,
      paths: scopePaths,
    },
    navigation: navigation(catalogue, language),
    products: cards.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((entry) => entry.card),
    total,
    page,
    pageCount,
    pageSize: PAGE_SIZE,
    sort,
    q,
    facets: { colors: [...colorFacet.values()], sizes: [...sizeFacet.values()] },
  };
}

/** The home page's selection: the categories and the featured products. */
export async function featuredCatalogue(db: Database, language: Language) {
  const catalogue = await loadCatalogue(db);
  return {
    categories: catalogue.categories.map((category) => {
      const first = category.products[0];
      const swatch = first ? uniqueColors(first, language)[0] : undefined;
      return {
        id: category.id,
        name: category.name[language],
        description: category.description[language],
        path: categoryPaths(category)[language],
        productCount: category.products.length,
        fromCents: category.products.length
          ? Math.min(...category.products.map((product) => lowestPrice(product.variants)))
          : 0,
        cover: first && swatch ? { productId: first.id, color: swatch.key } : null,
      };
    }),
    products: catalogue.products
      .filter((product) => product.featured)
      .map((product) => productCard(product, language, new Set(), new Set())),
  };
}

// ---------------------------------------------------------------------------------------------
// One product.

export type ProductDetail = {
  id: string;
  title: string;
  description: string;
  materials: string;
  care: string;
  productionDays: { min: number; max: number };
  techniques: string[];
  category: { name: string; path: string };
  subtype: { name: string; path: string };
  paths: LocalizedPaths;
  views: MockupView[];
  colors: Swatch[];
  sizes: { key: string; label: string }[];
  variants: {
    sku: string;
    color: string;
    size: string;
    priceCents: number;
    availability: VariantAvailability;
  }[];
  printAreas: {
    key: string;
    label: string;
    sizeKey: string | null;
    widthMm: number;
    heightMm: number;
    bleedMm: number;
    safeMarginMm: number;
    /** Pixels the artwork needs, bleed included: at least `minimum`, `recommended` for sharp prints. */
    pixels: Record<keyof typeof PRINT_DPI, { dpi: number; width: number; height: number }>;
    view: MockupView;
    /** What it adds to a piece when the design prints another area too (USD cents). */
    priceCents: number;
  }[];
  priceTiers: PriceTier[];
  sizeGuide: SizeGuide | null;
  publishedAt: string;
};

/** What `/products/…/:id` is: the product, or where its canonical address is. */
export type ProductAddress =
  { kind: "product"; product: ProductDetail } | { kind: "redirect"; path: string } | { kind: "notFound" };

/**
 * Resolves a detail address. The id decides; a wrong or foreign-language category, subtype or
 * slug redirects to the canonical address.
 */
export async function resolveProductAddress(
  db: Database,
  segments: { category: string; subtype: string; id: string },
  language: Language,
): Promise<ProductAddress> {
  const catalogue = await loadCatalogue(db);
  const product = catalogue.byPublicId.get(publicIdOf(segments.id));
  if (!product) return { kind: "notFound" };
  const canonical = productPaths(product)[language];
  if (`${productsPath}/${segments.category}/${segments.subtype}/${segments.id}` !== canonical) {
    return { kind: "redirect", path: canonical };
  }
  return { kind: "product", product: productDetail(product, language) };
}

/** A product by public id, in one language; `null` when there is no such active product. */
export async function findProduct(
  db: Database,
  publicId: string,
  language: Language,
): Promise<ProductDetail | null> {
  const product = (await loadCatalogue(db)).byPublicId.get(publicId.toLowerCase());
  return product ? productDetail(product, language) : null;
}

/** A product's sizes in their catalogue order, named in one language. */
function sizesOf(product: Product, language: Language): { key: string; label: string }[] {
  const sizes = new Map<string, { key: string; label: string }>();
  for (const variant of product.variants) {
    if (!sizes.has(variant.sizeKey))
      sizes.set(variant.sizeKey, { key: variant.sizeKey, label: variant.sizeLabel[language] });
  }
  return [...sizes.values()];
}

function productDetail(product: Product, language: Language): ProductDetail {
  const views = [...new Set(product.printAreas.map((area) => area.mockup.view))];
  return {
    id: product.id,
    title: product.title[language],
    description: product.description[language],
    materials: product.materials[language],
    care: product.care[language],
    productionDays: product.productionDays,
    techniques: product.techniques,
    category: { name: product.category.name[language], path: categoryPaths(product.category)[language] },
    subtype: { name: product.subtype.name[language], path: subtypePaths(product.subtype)[language] },
    paths: productPaths(product),
    views: views.length ? views : ["front"],
    colors: uniqueColors(product, language),
    sizes: sizesOf(product, language),
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      color: variant.colorKey,
      size: variant.sizeKey,
      priceCents: variant.priceCents,
      availability: variant.availability,
    })),
    printAreas: product.printAreas.map((area) => ({
      key: area.key,
      label: area.label[language],
      sizeKey: area.sizeKey,
      widthMm: area.widthMm,
      heightMm: area.heightMm,
      bleedMm: area.bleedMm,
      safeMarginMm: area.safeMarginMm,
      pixels: {
        minimum: artworkPixels(area, PRINT_DPI.minimum),
        recommended: artworkPixels(area, PRINT_DPI.recommended),
      },
      view: area.mockup.view,
      priceCents: area.priceCents,
    })),
    priceTiers: product.priceTiers,
    sizeGuide: product.sizeGuide,
    publishedAt: product.publishedAt,
  };
}

/**
 * A product as the designer needs it (core/design/product.ts), in one language; `null` when
 * there is no such active product. Discontinued colours are left out: nothing new is made in them.
 */
export async function designProduct(
  db: Database,
  publicId: string,
  language: Language,
): Promise<DesignProduct | null> {
  const product = (await loadCatalogue(db)).byPublicId.get(publicId.toLowerCase());
  if (!product) return null;
  return {
    id: product.id,
    title: product.title[language],
    path: productPaths(product)[language],
    shape: product.mockupShape,
    surface: shapeLook(product.mockupShape).surface,
    colors: uniqueColors(product, language),
    sizes: sizesOf(product, language),
    areas: product.printAreas.map((area) => ({
      key: area.key,
      label: area.label[language],
      sizeKey: area.sizeKey,
      widthMm: area.widthMm,
      heightMm: area.heightMm,
      bleedMm: area.bleedMm,
      safeMarginMm: area.safeMarginMm,
      view: area.mockup.view,
      mockup: { x: area.mockup.x, y: area.mockup.y, width: area.mockup.width, height: area.mockup.height },
      priceCents: area.priceCents,
    })),
    priceTiers: product.priceTiers,
    prices: product.variants
      .filter(orderable)
      .map((variant) => ({ color: variant.colorKey, size: variant.sizeKey, cents: variant.priceCents })),
  };
}

/** A product as ordering needs it: its names in both languages, variants with prices and availability. */
export type OrderProduct = {
  id: string;
  title: LocalizedText;
  paths: LocalizedPaths;
  productionDays: { min: number; max: number };
  mockupShape: MockupShape;
  variants: {
    sku: string;
    colorKey: string;
    colorName: LocalizedText;
    colorHex: string;
    sizeKey: string;
    sizeLabel: LocalizedText;
    priceCents: number;
    availability: VariantAvailability;
  }[];
  /** Its print areas' names in both languages, as an order keeps those it paid extra for. */
  areaLabels: Record<string, LocalizedText>;
};

/** The active product `publicId` for the cart and the order steps; `null` when hidden or unknown. */
export async function orderProduct(db: Database, publicId: string): Promise<OrderProduct | null> {
  const product = (await loadCatalogue(db)).byPublicId.get(publicId.toLowerCase());
  if (!product) return null;
  return {
    id: product.id,
    title: product.title,
    paths: productPaths(product),
    productionDays: product.productionDays,
    mockupShape: product.mockupShape,
    variants: product.variants.map((variant) => ({ ...variant })),
    areaLabels: Object.fromEntries(product.printAreas.map((area) => [area.key, area.label])),
  };
}

/** What a mockup image is drawn from: the shape, the colour, and the areas to mark on a view. */
export async function mockupSource(
  db: Database,
  input: { productId: string; view: string; color?: string | undefined; size?: string | undefined },
) {
  const product = (await loadCatalogue(db)).byPublicId.get(input.productId.toLowerCase());
  if (!product) return null;
  const variant =
    product.variants.find(
      (candidate) =>
        (input.color === undefined || candidate.colorKey === input.color) &&
        (input.size === undefined || candidate.sizeKey === input.size),
    ) ?? product.variants.find((candidate) => candidate.colorKey === input.color);
  if (!variant) return null;
  const views = new Set(product.printAreas.map((area) => area.mockup.view));
  if (!views.has(input.view as MockupView) && !(views.size === 0 && input.view === "front")) return null;
  const size = input.size ?? variant.sizeKey;
  // Size-specific areas (posters) replace the general ones of the same key.
  const areas = product.printAreas.filter(
    (area) => area.mockup.view === input.view && (area.sizeKey === null || area.sizeKey === size),
  );
  return {
    shape: product.mockupShape,
    view: input.view as MockupView,
    colorHex: variant.colorHex,
    title: `${product.title.en} (${variant.colorName.en})`,
    areas: areas.map((area) => ({ key: area.key, box: area.mockup })),
  };
}

// ---------------------------------------------------------------------------------------------
// Changes to the catalogue, each followed by an invalidation.

/** Marks a variant orderable or not; returns whether the SKU exists. */
export async function setVariantAvailability(
  db: Database,
  sku: string,
  availability: VariantAvailability,
): Promise<boolean> {
  const updated = await db
    .update(productVariants)
    .set({ availability })
    .where(eq(productVariants.sku, sku))
    .returning({ id: productVariants.id });
  invalidateCatalogue(db);
  return updated.length > 0;
}

/** Shows or hides a product everywhere (lists, detail, search, sitemap, API). */
export async function setProductStatus(
  db: Database,
  publicId: string,
  status: ProductStatus,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(products)
    .set({ status, updatedAt: now })
    .where(eq(products.publicId, publicId))
    .returning({ id: products.id });
  invalidateCatalogue(db);
  return updated.length > 0;
}

// ---------------------------------------------------------------------------------------------
// The sitemap.

/** Every catalogue address in both languages, for `/sitemap.xml`. */
export async function catalogueSitemap(
  db: Database,
): Promise<{ paths: LocalizedPaths; lastModified?: string }[]> {
  const catalogue = await loadCatalogue(db);
  const entries: { paths: LocalizedPaths; lastModified?: string }[] = [
    { paths: pathsFor(() => productsPath) },
  ];
  for (const category of catalogue.categories) {
    entries.push({ paths: categoryPaths(category) });
    for (const subtype of category.subtypes) entries.push({ paths: subtypePaths(subtype) });
  }
  for (const product of catalogue.products) {
    entries.push({ paths: productPaths(product), lastModified: product.updatedAt });
  }
  return entries;
}

/** Active products in featured order, for tests and tools that walk the catalogue. */
export async function listProductIds(db: Database): Promise<string[]> {
  return (await loadCatalogue(db)).products.map((product) => product.id);
}
