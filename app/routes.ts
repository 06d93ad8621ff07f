import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * Every page exists once and is served twice: in English at the plain path and in French under
 * `/fr`, through the optional `:lang` segment (guarded in routes/locale-scope.tsx).
 *
 * Layouts: routes/layouts/default.tsx (header, footer), routes/layouts/account.tsx (account
 * navigation, behind the auth guard) and routes/layouts/simple.tsx (order steps). A layout is
 * listed here with its first page: the account pages come with accounts (#4), the order steps
 * with ordering.
 */
export default [
  // The JSON API (docs/api.md), one resource route per endpoint.
  route("api/init", "routes/api/init.ts"),
  route("api/exchange", "routes/api/exchange.ts"),
  route("api/currency", "routes/api/currency.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("set-locale", "routes/set-locale.ts"),
  route("set-currency", "routes/set-currency.ts"),
  route("set-color-mode", "routes/set-color-mode.ts"),
  route(":lang?", "routes/locale-scope.tsx", [
    layout("routes/layouts/default.tsx", [
      index("routes/home.tsx"),
      route("about", "routes/about.tsx"),
      route("creative", "routes/creative.tsx"),
      route("shipping", "routes/shipping.tsx"),
      route("help-center", "routes/help-center.tsx"),
      // Unknown addresses: a real 404 inside the site layout.
      route("*", "routes/not-found.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
