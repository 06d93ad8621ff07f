import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { orderStatusValues } from "#core/schemas/order.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { listOrders } from "#server/services/orders.ts";

/** POST /api/orders {status?, page?} → {orders, total, page, pageCount}: the caller's orders, newest first. */
const endpoint = apiEndpoint({
  body: z.strictObject({
    status: z.enum(orderStatusValues).optional(),
    page: z.number().int().min(1).max(10_000).optional(),
  }),
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    const list = await listOrders(db, {
      userId: user.id,
      status: body.status,
      page: body.page ?? 1,
      language: preferredLocale(request),
    });
    return { data: list };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
