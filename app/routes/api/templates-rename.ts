import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { renameTemplate } from "#server/services/templates.ts";
import { templateOut } from "#app/edge/templates.server.ts";

/** POST /api/templates/rename {id, name} → {template}. */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.string().max(100), name: z.string().max(1000) }),
  async handle({ body, context }) {
    const { db, now } = context.get(servicesContext);
    const user = requireApiUser(context);
    const template = await renameTemplate(db, { userId: user.id, ...body, now: now() });
    return { data: { template: await templateOut(db, template) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
