import { servicesContext } from "#server/context.ts";
import { previewSchema } from "#core/schemas/files.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { findPreview } from "#server/services/background-previews.ts";
import { FileNotFound } from "#server/services/files.ts";

/** POST /api/files/preview {id} → {file}: the caller's background-removal preview, as it is now. */
const endpoint = apiEndpoint({
  body: previewSchema.strict(),
  async handle({ body, request, context }) {
    const owner = await fileOwnerOf(context, request);
    const file = owner ? await findPreview(context.get(servicesContext).db, owner, body.id) : null;
    if (!file) throw new FileNotFound("no such preview");
    return { data: { file } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
