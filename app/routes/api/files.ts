import { servicesContext } from "#server/context.ts";
import { fileListBodySchema } from "#core/schemas/files.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { fileOwnerOf } from "#app/edge/files.server.ts";
import { fileLimits, uploadedSince } from "#core/files.ts";
import { listFiles } from "#server/services/files.ts";

/**
 * POST /api/files {q?, sort?, page?} → one page of the caller's file library: the account's, or
 * a visitor's designer session's (empty for a visitor who has none yet).
 */
const endpoint = apiEndpoint({
  body: fileListBodySchema,
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const owner = await fileOwnerOf(context, request);
    if (!owner) {
      return {
        data: {
          files: [],
          total: 0,
          page: 1,
          pageCount: 1,
          usage: { usedBytes: 0, quotaBytes: fileLimits.guestQuotaBytes },
        },
      };
    }
    const since = uploadedSince(body.uploaded ?? "any", now());
    return { data: await listFiles(db, owner, { query: body.q, since, sort: body.sort, page: body.page }) };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
