import { servicesContext } from "#server/context.ts";
import { removeBackgroundBodySchema } from "#core/schemas/files.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { removeBackground } from "#server/commands/files.ts";
import { FileNotFound } from "#server/services/files.ts";
import { preferredLocale } from "#server/preferred-locale.ts";

/**
 * POST /api/files/remove-background {id, tolerance?} → {file, existing}: a preview of the caller's
 * library file without its plain background (`processing` until the shop has made it), or the
 * file the same removal made before.
 */
const endpoint = apiEndpoint({
  body: removeBackgroundBodySchema,
  async handle({ body, request, context }) {
    const owner = await fileOwnerOf(context, request);
    if (!owner) throw new FileNotFound("no such file");
    const made = await removeBackground(context.get(servicesContext), {
      owner,
      id: body.id,
      tolerance: body.tolerance,
      locale: preferredLocale(request),
    });
    return { data: made };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
