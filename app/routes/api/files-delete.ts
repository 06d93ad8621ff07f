import { servicesContext } from "#server/context.ts";
import { deleteFileSchema } from "#core/schemas/files.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { deleteFile } from "#server/commands/files.ts";
import { FileNotFound } from "#server/services/files.ts";

/** POST /api/files/delete {id} → {id}: the caller's file is deleted, its bytes soon after. */
const endpoint = apiEndpoint({
  body: deleteFileSchema.strict(),
  async handle({ body, request, context }) {
    const owner = await fileOwnerOf(context, request);
    if (!owner) throw new FileNotFound("no such file");
    await deleteFile(context.get(servicesContext), { owner, id: body.id });
    return { data: { id: body.id } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
