import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { templateSorts } from "#core/schemas/templates.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { templateOut } from "#app/edge/templates.server.ts";
import { listTemplates } from "#server/services/templates.ts";

/** POST /api/templates {q?, sort?} → {templates}: the caller's templates, found by name, in the order asked for. */
const endpoint = apiEndpoint({
  body: z.strictObject({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(templateSorts).optional(),
  }),
  async handle({ body, context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    const list = await listTemplates(db, { userId: user.id, query: body.q, sort: body.sort });
    const templates = [];
    for (const template of list) templates.push(await templateOut(db, template));
    return { data: { templates } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
