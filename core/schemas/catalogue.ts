import { z } from "zod";
import { MAX_QUERY_LENGTH, optionKeyPattern, sortOrders } from "#core/catalogue.ts";

const optionKey = z.string().regex(optionKeyPattern);
const slug = z.string().min(1).max(120);
// Built once: list pages read it on every request, and building a schema costs more than using it.
const sortOrder = z.enum(sortOrders);

/** `POST /api/products`: the same choices a list page takes from its address. */
export const productListBodySchema = z.strictObject({
  category: slug.optional(),
  subtype: slug.optional(),
  colors: z.array(optionKey).max(50).optional(),
  sizes: z.array(optionKey).max(50).optional(),
  sort: sortOrder.optional(),
  page: z.int().min(1).max(10_000).optional(),
  q: z.string().max(MAX_QUERY_LENGTH).optional(),
});

/** `POST /api/product`: a product's public id. */
export const productBodySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]{1,32}$/i),
});

/**
 * A list page's choices read from its query string. Addresses are typed by people and crawlers,
 * so what cannot be understood is dropped (an unknown sort is the default) instead of refused.
 */
export function parseListSearchParams(params: URLSearchParams) {
  const options = (name: string) =>
    [...new Set(params.getAll(name).filter((value) => optionKeyPattern.test(value)))].slice(0, 50);
  const sort = sortOrder.safeParse(params.get("sort"));
  const page = Number(params.get("page") ?? "1");
  return {
    colors: options("color"),
    sizes: options("size"),
    sort: sort.success ? sort.data : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    q: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
  };
}
