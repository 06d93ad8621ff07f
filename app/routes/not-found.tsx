import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import type { Route } from "./+types/not-found.ts";

export function loader({ url }: Route.LoaderArgs) {
  throw pageNotFound(url.pathname);
}

// Never rendered: the loader always throws to the error boundary, which shows the 404 page.
export default function NotFound() {
  return null;
}
