import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { localizePath } from "#core/locales.ts";
import { draftFromTemplate } from "#server/services/templates.ts";

/**
 * POST /api/templates/order {id} → {draftId, orderHref}: a new draft copy of the caller's template,
 * and the order's first step that takes it (sizes and quantities are chosen there).
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.string().max(100) }),
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const { draftId } = await draftFromTemplate(db, { userId: user.id, id: body.id, now: now() });
    const orderHref = `${localizePath("/order/product", preferredLocale(request))}?add=${draftId}`;
    return { data: { draftId, orderHref } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
