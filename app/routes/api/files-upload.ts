import { apiStreamEndpoint } from "#app/edge/api.server.ts";
import { receiveUploads, uploadOwnerOf } from "#app/edge/files.server.ts";

/**
 * POST /api/files/upload, `multipart/form-data` with one file part → {file, existing}: the file as
 * added to the caller's library (`processing` until its thumbnail is made), or the one they
 * already had with the same bytes. A visitor without an account gets a designer session (cookie).
 */
const endpoint = apiStreamEndpoint({
  async handle({ request, context }) {
    const headers = new Headers();
    const owner = await uploadOwnerOf(context, request, headers);
    const {
      outcomes: [outcome],
    } = await receiveUploads(context, request, { owner, maxFiles: 1 });
    if (!outcome) throw new Error("an upload without an outcome");
    if ("refused" in outcome) throw outcome.refused;
    return { data: { file: outcome.file, existing: outcome.existing }, headers };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
