import { servicesContext } from "#server/context.ts";
import { previewSchema } from "#core/schemas/files.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { keepPreview } from "#server/services/background-previews.ts";
import { FileNotFound } from "#server/services/files.ts";

/** POST /api/files/preview/keep {id} → {file}: the caller's ready preview, now a file of their library. */
const endpoint = apiEndpoint({
  body: previewSchema.strict(),
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const owner = await fileOwnerOf(context, request);
    if (!owner) throw new FileNotFound("no such preview");
    return { data: { file: await keepPreview(db, { owner, id: body.id, now: now() }) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
