import { servicesContext } from "#server/context.ts";
import { apiOrderBodySchema } from "#core/schemas/fulfilment.ts";
import { ApiError } from "#app/edge/api.server.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { operatorOrder } from "#server/services/fulfilment.ts";

/**
 * POST /api/admin/order {sn} → {order}: everything about an order for an operator: customer,
 * address, items, payments, timeline, messages, print files per area with their preflight and
 * download address, audit lines.
 */
const endpoint = operatorEndpoint({
  body: apiOrderBodySchema,
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const order = await operatorOrder(db, body.sn, preferredLocale(request));
    if (!order) throw new ApiError(404, "orderNotFound", { sn: body.sn });
    const { id: _id, ...visible } = order;
    return {
      order: {
        ...visible,
        printFiles: visible.printFiles.map((file) => ({
          ...file,
          download:
            file.render?.status === "done" ? `/admin/orders/${order.sn}/renders/${file.render.id}` : null,
        })),
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
