import { apiNotFound } from "#app/edge/api.server.ts";
import type { Route } from "./+types/not-found.ts";

// Unknown addresses under /api answer with the envelope, whatever the method.
export function loader({ request, url, context }: Route.LoaderArgs) {
  return apiNotFound(request, url, context);
}

export function action({ request, url, context }: Route.ActionArgs) {
  return apiNotFound(request, url, context);
}
