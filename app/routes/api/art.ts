import { artListBodySchema } from "#core/schemas/art.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { listArt } from "#server/services/art.ts";

/**
 * POST /api/art {q?, language?, category?}: the designer's clip-art pieces with their names and
 * keywords in `language` (the request's language when not given), those matching `q` and in
 * `category` when given, all of them without either.
 */
const endpoint = apiEndpoint({
  body: artListBodySchema,
  async handle({ body, request }) {
    const language = body.language ?? preferredLocale(request);
    return { data: { art: listArt({ language, q: body.q, category: body.category }) } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
