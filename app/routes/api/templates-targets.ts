import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { templateTargets } from "#server/services/template-apply.ts";

/**
 * POST /api/templates/targets {id} → {targets}: the other products the caller's template can be
 * applied to (print areas of the same shape), each with its scale and what the print checks say.
 */
const endpoint = apiEndpoint({
  body: z.strictObject({ id: z.string().max(100) }),
  async handle({ body, request, context }) {
    const { db } = context.get(servicesContext);
    const user = requireApiUser(context);
    const { targets } = await templateTargets(db, {
      userId: user.id,
      id: body.id,
      language: preferredLocale(request),
    });
    return {
      data: {
        targets: targets.map(({ document: _document, color, ...target }) => ({
          ...target,
          color: { key: color.key, name: color.name, sameAsTemplate: color.kept },
        })),
      },
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
