import { servicesContext } from "#server/context.ts";
import { productBodySchema } from "#core/schemas/catalogue.ts";
import { ApiError, apiEndpoint } from "#app/edge/api.server.ts";
import { apiPrice, requestedCurrency } from "#app/edge/api-price.server.ts";
import { mockupUrl } from "#core/catalogue.ts";
import { locales, localizePath } from "#core/locales.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { findProduct } from "#server/services/catalogue.ts";

/**
 * POST /api/product {id}: one product with its variants (prices converted into the `Currency`
 * header's currency), print areas and size guide.
 */
const endpoint = apiEndpoint({
  body: productBodySchema,
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const language = preferredLocale(request);
    const currency = await requestedCurrency(db, request);
    const product = await findProduct(db, body.id, language);
    if (!product) throw new ApiError(404, "productNotFound", { id: body.id });
    const tag = locales[language].tag;
    return {
      data: {
        id: product.id,
        title: product.title,
        description: product.description,
        materials: product.materials,
        care: product.care,
        category: product.category.name,
        subtype: product.subtype.name,
        url: localizePath(product.paths[language], language),
        production_days: product.productionDays,
        techniques: product.techniques,
        images: product.views.map((view) => ({
          view,
          url: mockupUrl(product.id, view, product.colors[0]?.key ?? ""),
        })),
        colors: product.colors,
        sizes: product.sizes,
        variants: product.variants.map((variant) => ({
          sku: variant.sku,
          color: variant.color,
          size: variant.size,
          availability: variant.availability,
          price: apiPrice(variant.priceCents, currency, tag),
        })),
        print_areas: product.printAreas.map((area) => ({
          key: area.key,
          label: area.label,
          size: area.sizeKey,
          width_mm: area.widthMm,
          height_mm: area.heightMm,
          bleed_mm: area.bleedMm,
          safe_margin_mm: area.safeMarginMm,
          // The artwork's pixels, bleed included: at least `minimum`, `recommended` for sharp prints.
          minimum: {
            dpi: area.pixels.minimum.dpi,
            width_px: area.pixels.minimum.width,
            height_px: area.pixels.minimum.height,
          },
          recommended: {
            dpi: area.pixels.recommended.dpi,
            width_px: area.pixels.recommended.width,
            height_px: area.pixels.recommended.height,
          },
          view: area.view,
          // What the area adds to a piece when the design prints another one too.
          price: apiPrice(area.priceCents, currency, tag),
        })),
        price_tiers: product.priceTiers.map((tier) => ({
          min_quantity: tier.minQuantity,
          percent_off: tier.percentOff,
        })),
        size_guide: product.sizeGuide,
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
