import { apiDiscountDisableBodySchema } from "#core/schemas/discounts.ts";
import { servicesContext } from "#server/context.ts";
import { auditActorOf } from "#app/middleware/operator-guard.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { disableDiscount } from "#server/services/discounts.ts";

/** POST /api/admin/discounts/disable {code} → {changed, discount}: turns a code off; audited as `discount.disable`. */
const endpoint = operatorEndpoint({
  body: apiDiscountDisableBodySchema,
  async handle({ body, context, operator }) {
    const { db, now } = context.get(servicesContext);
    return disableDiscount(db, { code: body.code, actor: auditActorOf(operator), now: now() });
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
