import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { designOwnerOf } from "#app/edge/designs.server.ts";
import { DesignNotFound, findDesign } from "#server/services/designs.ts";

/** POST /api/design {id} → {design}: one of the caller's drafts, as last saved (docs/api.md). */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.uuid() }),
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const owner = await designOwnerOf(context, request);
    const design = owner ? await findDesign(db, owner, body.id) : null;
    if (!design) throw new DesignNotFound("no such design");
    return { data: { design } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
