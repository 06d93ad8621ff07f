import { createContext, type MiddlewareFunction } from "react-router";
import { redirectWithError } from "remix-toast";
import { servicesContext } from "#server/context.ts";
import { areasDependOnSize, type DesignProduct } from "#core/design/product.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { optionKeyPattern } from "#core/catalogue.ts";
import { designOwnerOf } from "#app/edge/designs.server.ts";
import { localizePath, splitLocale } from "#core/locales.ts";
import { designProduct, productsPath } from "#server/services/catalogue.ts";
import { findDesign, type Design, type DesignOwner } from "#server/services/designs.ts";

/** What `/design` edits, as the guard found it. */
export type DesignTarget = {
  owner: DesignOwner | null;
  product: DesignProduct;
  /** The saved draft, or null for a design not saved yet (nothing is kept until the first change). */
  design: Design | null;
  document: DesignDocument;
};

export const designTargetContext = createContext<DesignTarget | null>(null);

/**
 * The design middleware (spec: "/design is guarded by a design middleware"). The designer opens
 * on a draft of the visitor's (`?draft=`), or on a product in one of its colours
 * (`?product=&color=`, the colour defaulting to the product's first). Anything else — no product,
 * an unknown or hidden one, a colour it is not made in, someone else's draft — sends the visitor
 * to the product list with a toast saying why.
 */
export const designGuard: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const { db } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "design");
  const refuse = (reason: "chooseProduct" | "unknownProduct" | "unknownColor" | "draftNotFound") =>
    redirectWithError(localizePath(productsPath, locale), t(`guard.${reason}`));

  const owner = await designOwnerOf(context, request);
  const draftId = url.searchParams.get("draft");
  if (draftId !== null) {
    const design = owner ? await findDesign(db, owner, draftId) : null;
    const product = design ? await designProduct(db, design.document.product, locale) : null;
    // A draft of a product since withdrawn from the catalogue cannot be made any more.
    if (!design || !product) throw await refuse("draftNotFound");
    context.set(designTargetContext, { owner, product, design, document: design.document });
    return next();
  }
  const productId = url.searchParams.get("product");
  if (!productId) throw await refuse("chooseProduct");
  const product = /^[a-z0-9]{6}$/i.test(productId) ? await designProduct(db, productId, locale) : null;
  if (!product) throw await refuse("unknownProduct");
  const askedColor = url.searchParams.get("color");
  const color = askedColor ?? product.colors[0]?.key;
  if (!color || !optionKeyPattern.test(color) || !product.colors.some((swatch) => swatch.key === color)) {
    throw await refuse("unknownColor");
  }
  const askedSize = url.searchParams.get("size");
  const size = areasDependOnSize(product)
    ? ((product.sizes.find((candidate) => candidate.key === askedSize) ?? product.sizes[0])?.key ?? null)
    : null;
  const document: DesignDocument = { version: DESIGN_VERSION, product: product.id, color, size, areas: {} };
  context.set(designTargetContext, { owner, product, design: null, document });
  return next();
};

/** The target in a loader or action behind `designGuard` (which already refused anything else). */
export function requireDesignTarget(context: { get(key: typeof designTargetContext): DesignTarget | null }) {
  const target = context.get(designTargetContext);
  if (!target) throw new Error("designGuard must run before the designer's loader and action");
  return target;
}
