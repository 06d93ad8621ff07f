import { z } from "zod";
import { servicesContext } from "#app/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { orderSnSchema } from "#app/schemas/order.ts";
import { ApiError, apiEndpoint } from "#app/utils/api.server.ts";
import { preferredLocale } from "#app/utils/preferred-locale.server.ts";
import { findOrderBySn } from "#server/services/orders.ts";

/**
 * POST /api/order {sn} → {order}: anyone holding the `sn` gets the status, items and totals; its
 * owner (signed in) also gets the email, address, timeline and tracking.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ sn: orderSnSchema }),
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const viewer = context.get(userContext);
    const order = await findOrderBySn(db, body.sn, viewer?.id ?? null, preferredLocale(request));
    if (!order) throw new ApiError(404, "orderNotFound", { sn: body.sn });
    const { id: _id, ...visible } = order;
    return { data: { order: visible } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
