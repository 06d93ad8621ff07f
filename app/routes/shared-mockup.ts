import { Readable } from "node:stream";
import { servicesContext } from "#server/context.ts";
import { renderStorageKey } from "#server/services/design-renders.ts";
import { sharedMockup } from "#server/services/collections.ts";
import type { Route } from "./+types/shared-mockup.ts";

/**
 * GET /shared/:token/mockups/:templateId: a shared template's mockup, by the share link only, so
 * the owner's own render addresses never appear on the public page. Not cached by shared caches:
 * once the link is revoked the image is gone too.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, storage } = context.get(servicesContext);
  const notFound = () => new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const mockup = await sharedMockup(db, params.token, params.templateId);
  if (!mockup) return notFound();
  const body = await storage.get(renderStorageKey({ id: mockup.renderId, kind: "preview" }));
  if (!body) return notFound();
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "image/webp",
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
