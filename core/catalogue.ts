/** Catalogue constants and addresses shared by pages, the API and the catalogue service. */

export const PAGE_SIZE = 24;
/** Longest search text considered; longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 100;
export const sortOrders = ["featured", "relevance", "price-asc", "price-desc", "newest"] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * The resolutions artwork is judged by, the same on every product and every page (product pages,
 * the creative guide, the help center, the designer): below `minimum` a print looks soft;
 * `recommended` prints sharp.
 */
export const PRINT_DPI = { minimum: 150, recommended: 300 } as const;

const MM_PER_INCH = 25.4;

/** Pixels a print of `mm` millimetres needs at `dpi`, rounded up so the print is never soft. */
export function pixelsFor(mm: number, dpi: number): number {
  return Math.ceil((mm / MM_PER_INCH) * dpi - 1e-9);
}

/** Colour and size keys (`heather-grey`, `2xl`, `12x18`): what filters and variant choices carry. */
export const optionKeyPattern = /^[a-z0-9][a-z0-9-]{0,39}$/;

/**
 * The address of a product's mockup image, drawn by the shop (routes/mockup.ts): a view in a
 * colour, with the print areas of a size where they differ by size. Without `layer` it is the
 * product as pictured; a design is drawn between its "product" layer and its "light" layer.
 */
export function mockupUrl(
  productId: string,
  view: string,
  color: string,
  size?: string,
  layer?: "product" | "light",
): string {
  const query = new URLSearchParams();
  if (size) query.set("size", size);
  if (layer) query.set("layer", layer);
  const base = `/mockups/${productId}/${view}/${color}.svg`;
  return query.size > 0 ? `${base}?${query.toString()}` : base;
}

export type VariantAvailability = "available" | "out_of_stock" | "discontinued";
export type VariantOption = {
  sku: string;
  color: string;
  size: string;
  priceCents: number;
  availability: VariantAvailability;
};

/** Why an option cannot be chosen: the variant is not made, out of stock or discontinued. */
export type UnavailableReason = "notMade" | "outOfStock" | "discontinued";

function reasonOf(variant: VariantOption | undefined): UnavailableReason | null {
  if (!variant) return "notMade";
  if (variant.availability === "out_of_stock") return "outOfStock";
  if (variant.availability === "discontinued") return "discontinued";
  return null;
}

/**
 * The colour and size shown on a product page for what the address asks (`?color=&size=`):
 * the asked ones when the product has them, otherwise the first that can be ordered. Also says,
 * for each option, why it cannot be chosen with the other one.
 */
export function selectVariant(
  variants: VariantOption[],
  options: { colors: string[]; sizes: string[] },
  asked: { color?: string | undefined; size?: string | undefined },
) {
  const find = (color: string, size: string) =>
    variants.find((variant) => variant.color === color && variant.size === size);
  const orderableIn = (color: string) =>
    variants.some((variant) => variant.color === color && variant.availability === "available");
  const color =
    (asked.color && options.colors.includes(asked.color) ? asked.color : undefined) ??
    options.colors.find(orderableIn) ??
    options.colors[0] ??
    "";
  const size =
    (asked.size && options.sizes.includes(asked.size) ? asked.size : undefined) ??
    options.sizes.find((candidate) => reasonOf(find(color, candidate)) === null) ??
    options.sizes.find((candidate) => find(color, candidate)) ??
    options.sizes[0] ??
    "";
  const variant = find(color, size) ?? null;
  return {
    color,
    size,
    variant,
    reason: reasonOf(variant ?? undefined),
    /** Per size, in the chosen colour. */
    sizeReasons: Object.fromEntries(
      options.sizes.map((candidate) => [candidate, reasonOf(find(color, candidate))]),
    ),
    /** Per colour: unavailable only when no size of it can be ordered. */
    colorReasons: Object.fromEntries(
      options.colors.map((candidate) => {
        const inColor = variants.filter((entry) => entry.color === candidate);
        if (inColor.some((entry) => entry.availability === "available")) return [candidate, null];
        return [
          candidate,
          inColor.some((entry) => entry.availability === "out_of_stock") ? "outOfStock" : "discontinued",
        ];
      }),
    ) as Record<string, UnavailableReason | null>,
  };
}
