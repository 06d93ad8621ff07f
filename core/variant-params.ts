import { optionKeyPattern } from "#core/catalogue.ts";

/**
 * A detail page's chosen colour and size (`?color=black&size=xl`), when well formed. Not with the
 * schemas: the product page runs it in the browser, and zod is no part of that page's first load.
 */
export function parseVariantSearchParams(params: URLSearchParams) {
  const pick = (name: string) => {
    const value = params.get(name);
    return value !== null && optionKeyPattern.test(value) ? value : undefined;
  };
  return { color: pick("color"), size: pick("size") };
}
