import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { templateOut } from "#app/edge/templates.server.ts";
import { applyTemplate } from "#server/services/template-apply.ts";

/**
 * POST /api/templates/apply {id, target, name} → {template}: the caller's template applied to
 * `target` (a key from /api/templates/targets), kept as a new template named `name`.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.string().max(100), target: z.string().max(100), name: z.string().max(1000) }),
  async handle({ body, context }) {
    const { db, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const template = await applyTemplate(db, { userId: user.id, ...body, now: now() });
    return { data: { template: await templateOut(db, template) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
