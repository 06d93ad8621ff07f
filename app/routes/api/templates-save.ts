import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { saveTemplateFromDraft } from "#server/commands/templates.ts";
import { templateOut } from "#app/edge/templates.server.ts";

/** POST /api/templates/save {draftId, name} → {template}: the caller's draft kept as a new template. */
const endpoint = apiEndpoint({
  body: z.strictObject({ draftId: z.string().max(100), name: z.string().max(1000) }),
  async handle({ body, context }) {
    const services = context.get(servicesContext);
    const user = requireApiUser(context);
    const template = await saveTemplateFromDraft(services, { userId: user.id, ...body });
    return { data: { template: await templateOut(services.db, template) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
