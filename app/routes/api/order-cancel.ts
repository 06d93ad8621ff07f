import { z } from "zod";
import { servicesContext } from "#app/context.ts";
import { orderSnSchema } from "#app/schemas/order.ts";
import { apiEndpoint, requireApiUser } from "#app/utils/api.server.ts";
import { cancelOrder } from "#server/services/orders.ts";
import { orderCancelledMail } from "#server/services/order-mail.ts";
import { refundOrderPayment } from "#server/services/payments.ts";

/**
 * POST /api/order/cancel {sn} → {status}: the caller cancels their order while it is unpaid, or
 * paid and not yet in production (the payment is refunded); otherwise 409.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ sn: orderSnSchema }),
  async handle({ body, url, context }) {
    const { db, now, payments, config, logger } = context.get(servicesContext);
    const user = requireApiUser(context);
    const { from, id } = await cancelOrder(db, {
      userId: user.id,
      sn: body.sn,
      now: now(),
      refund: (orderId) => refundOrderPayment(db, payments, { orderId, now: now(), logger }),
    });
    await orderCancelledMail(db, {
      orderId: id,
      origin: config.publicUrl ?? url.origin,
      reason: "customer",
      refunding: from === "paid",
      now: now(),
    });
    return { data: { status: "cancelled", refunding: from === "paid" } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
