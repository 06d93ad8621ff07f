import { apiDiscountSaveBodySchema } from "#core/schemas/discounts.ts";
import { servicesContext } from "#server/context.ts";
import { auditActorOf } from "#app/middleware/operator-guard.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { saveDiscount } from "#server/services/discounts.ts";

/**
 * POST /api/admin/discounts/save {code, percentOff | amountOffCents, startsAt?, endsAt?, maxUses?,
 * onePerCustomer?, minSubtotalCents?} → {created, discount}: makes a code, or updates the one
 * with this code (turning it on again); audited as `discount.save`.
 */
const endpoint = operatorEndpoint({
  body: apiDiscountSaveBodySchema,
  async handle({ body, context, operator }) {
    const { db, now } = context.get(servicesContext);
    return saveDiscount(db, { discount: body, actor: auditActorOf(operator), now: now() });
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
