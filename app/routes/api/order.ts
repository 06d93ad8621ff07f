import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { orderSnSchema } from "#core/schemas/order.ts";
import { ApiError, apiEndpoint } from "#app/edge/api.server.ts";
import { shopperOf } from "#app/edge/shoppers.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { orderMessagesOf } from "#server/services/fulfilment.ts";
import { findOrderBySn } from "#server/services/orders.ts";

/**
 * POST /api/order {sn} → {order}: anyone holding the `sn` gets the status, items and totals; its
 * owner (the account, or the guest's designer session that placed it) also gets the email, address, timeline, tracking and the messages about it.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ sn: orderSnSchema }),
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const viewer = await shopperOf(context, request);
    const order = await findOrderBySn(db, body.sn, viewer, preferredLocale(request));
    if (!order) throw new ApiError(404, "orderNotFound", { sn: body.sn });
    const { id, ...visible } = order;
    if (!order.isOwner) return { data: { order: visible } };
    // Its owner also reads the conversation (the team's words, not which operator wrote them).
    const messages = (await orderMessagesOf(db, id)).map(({ authorEmail: _email, ...message }) => message);
    return { data: { order: { ...visible, messages } } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
