import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { deleteTemplate } from "#server/commands/templates.ts";

/** POST /api/templates/delete {id} → {id}: the caller's template is deleted; its orders keep their design. */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.string().max(100) }),
  async handle({ body, context }) {
    const user = requireApiUser(context);
    await deleteTemplate(context.get(servicesContext), { userId: user.id, id: body.id });
    return { data: { id: body.id } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
