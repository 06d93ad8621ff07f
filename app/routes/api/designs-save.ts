import { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { apiEndpoint } from "#app/edge/api.server.ts";
import { designOwnerOf, saveOwnerOf } from "#app/edge/designs.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { findDesign, preflightDesign, saveDesign, validateDesign } from "#server/services/designs.ts";

/** A design with a few hundred layers of long text stays well under this. */
const MAX_DESIGN_BYTES = 256 * 1024;

const saveBodySchema = z.strictObject({
  /** The draft to save over; none: a new draft. */
  id: z.uuid().optional(),
  /** The revision the editor started from: a newer one on the server refuses the save (409). */
  revision: z.number().int().min(1).optional(),
  document: z.unknown(),
});

/**
 * POST /api/designs/save {id?, revision?, document} → {design, issues}: the caller's draft, saved
 * once the document is one the shop can print (docs/api.md), with its print checks.
 */
const endpoint = apiEndpoint({
  body: saveBodySchema,
  maxBodyBytes: MAX_DESIGN_BYTES,
  async handle({ body, request, context }) {
    const { db, now } = context.get(servicesContext);
    const headers = new Headers();
    // Checked before a visitor's designer session is started: a refused document starts nothing.
    const known = await designOwnerOf(context, request);
    const previous = known && body.id ? await findDesign(db, known, body.id) : null;
    const { document, product } = await validateDesign(
      db,
      known,
      body.document,
      preferredLocale(request),
      previous?.document,
    );
    const owner = known ?? (await saveOwnerOf(context, request, headers));
    const design = await saveDesign(db, {
      owner,
      id: body.id,
      revision: body.revision,
      document,
      now: now(),
    });
    const issues = await preflightDesign(db, owner, document, product);
    return {
      data: {
        design: { id: design.id, revision: design.revision, updatedAt: design.updatedAt, document },
        issues,
      },
      headers,
    };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
