import { servicesContext } from "#server/context.ts";
import { renameFileSchema } from "#core/schemas/files.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { FileNotFound, renameFile } from "#server/services/files.ts";

/** POST /api/files/rename {id, name} → {file}: the caller's file with its new name. */
const endpoint = apiEndpoint({
  body: renameFileSchema.strict(),
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const owner = await fileOwnerOf(context, request);
    if (!owner) throw new FileNotFound("no such file");
    return { data: { file: await renameFile(db, { owner, id: body.id, name: body.name, now: now() }) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
