import { Outlet } from "react-router";
import { guardLocaleScope } from "#app/edge/locale-scope.server.ts";
import type { Route } from "./+types/locale-scope.ts";

// A loader, not middleware: a middleware error would stop the root loader too, and the 404 page
// needs the site settings it loads. Loaders also run on client navigations.
export function loader({ request, url, params }: Route.LoaderArgs) {
  guardLocaleScope({ request, url, lang: params.lang });
  return null;
}

export default function LocaleScope() {
  return <Outlet />;
}
