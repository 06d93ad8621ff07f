import { servicesContext } from "#server/context.ts";
import { productListBodySchema } from "#core/schemas/catalogue.ts";
import { ApiError, apiEndpoint } from "#app/edge/api.server.ts";
import { apiPrice, requestedCurrency } from "#app/edge/api-price.server.ts";
import { mockupUrl } from "#core/catalogue.ts";
import { locales, localizePath } from "#core/locales.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { findListScope, listProducts } from "#server/services/catalogue.ts";

/**
 * POST /api/products {category?, subtype?, colors?, sizes?, sort?, page?, q?}: one page of the
 * catalogue as the list pages show it, prices converted into the `Currency` header's currency.
 */
const endpoint = apiEndpoint({
  body: productListBodySchema,
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const language = preferredLocale(request);
    const currency = await requestedCurrency(db, request);
    const scope = await findListScope(db, { category: body.category, subtype: body.subtype });
    if (!scope) {
      throw new ApiError(404, "catalogueNotFound", {
        path: [body.category, body.subtype].filter(Boolean).join("/"),
      });
    }
    const list = await listProducts(db, {
      language,
      categoryId: scope.categoryId,
      subtypeId: scope.subtypeId,
      colors: body.colors ?? [],
      sizes: body.sizes ?? [],
      sort: body.sort,
      page: body.page ?? 1,
      q: body.q ?? "",
    });
    const tag = locales[language].tag;
    return {
      data: {
        category: list.scope.category?.name ?? null,
        subtype: list.scope.subtype?.name ?? null,
        total: list.total,
        page: list.page,
        page_count: list.pageCount,
        page_size: list.pageSize,
        sort: list.sort,
        q: list.q,
        products: list.products.map((product) => ({
          id: product.id,
          title: product.title,
          subtype: product.subtypeName,
          url: localizePath(product.path, language),
          image: mockupUrl(product.id, "front", product.mockupColor),
          from_price: apiPrice(product.fromCents, currency, tag),
          colors: product.colors,
        })),
        facets: list.facets,
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
