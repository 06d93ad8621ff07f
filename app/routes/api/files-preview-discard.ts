import { servicesContext } from "#server/context.ts";
import { previewSchema } from "#core/schemas/files.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { discardPreview } from "#server/commands/files.ts";
import { FileNotFound } from "#server/services/files.ts";

/** POST /api/files/preview/discard {id} → {id}: the caller's preview is deleted, its bytes soon after. */
const endpoint = apiEndpoint({
  body: previewSchema.strict(),
  async handle({ body, request, context }) {
    const owner = await fileOwnerOf(context, request);
    if (!owner) throw new FileNotFound("no such preview");
    await discardPreview(context.get(servicesContext), { owner, id: body.id });
    return { data: { id: body.id } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
