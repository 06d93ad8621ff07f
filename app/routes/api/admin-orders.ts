import { apiOrdersBodySchema } from "#core/schemas/fulfilment.ts";
import { servicesContext } from "#server/context.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { queueCounts, searchOrders } from "#server/services/fulfilment.ts";

/**
 * POST /api/admin/orders {status?, q?, page?} → {counts, orders, total, page, pageCount}: the
 * queue's counts by status and a page of orders (operators only).
 */
const endpoint = operatorEndpoint({
  body: apiOrdersBodySchema,
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const [counts, found] = await Promise.all([
      queueCounts(db),
      searchOrders(db, {
        status: body.status,
        query: body.q,
        page: body.page ?? 1,
        language: preferredLocale(request),
      }),
    ]);
    return { counts, ...found };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
