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
  route("api/_auth/session", "routes/api/auth-session.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/login_code", "routes/api/login-code.ts"),
  route("api/register", "routes/api/register.ts"),
  route("api/find_my_password", "routes/api/find-my-password.ts"),
  route("api/reset_my_password", "routes/api/reset-my-password.ts"),
  route("api/google_login", "routes/api/google-login.ts"),
  route("api/products", "routes/api/products.ts"),
  route("api/product", "routes/api/product.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/files", "routes/api/files.ts"),
  route("api/files/upload", "routes/api/files-upload.ts"),
  route("api/files/rename", "routes/api/files-rename.ts"),
  route("api/files/delete", "routes/api/files-delete.ts"),
  route("api/files/remove-background", "routes/api/files-remove-background.ts"),
  route("api/files/preview", "routes/api/files-preview.ts"),
  route("api/files/preview/keep", "routes/api/files-preview-keep.ts"),
  route("api/files/preview/discard", "routes/api/files-preview-discard.ts"),
  route("api/collections", "routes/api/collections.ts"),
  route("api/collections/create", "routes/api/collections-create.ts"),
  route("api/collections/update", "routes/api/collections-update.ts"),
  route("api/collections/delete", "routes/api/collections-delete.ts"),
  route("api/collections/templates", "routes/api/collections-templates.ts"),
  route("api/collections/share", "routes/api/collections-share.ts"),
  route("api/design", "routes/api/design.ts"),
  route("api/designs/save", "routes/api/designs-save.ts"),
  route("api/cart", "routes/api/cart.ts"),
  route("api/cart/update", "routes/api/cart-update.ts"),
  route("api/cart/discount", "routes/api/cart-discount.ts"),
  route("api/addresses", "routes/api/addresses.ts"),
  route("api/addresses/save", "routes/api/addresses-save.ts"),
  route("api/addresses/delete", "routes/api/addresses-delete.ts"),
  route("api/shipping/quote", "routes/api/shipping-quote.ts"),
  route("api/order/place", "routes/api/order-place.ts"),
  route("api/order", "routes/api/order.ts"),
  route("api/order/cancel", "routes/api/order-cancel.ts"),
  route("api/order/message", "routes/api/order-message.ts"),
  route("api/orders", "routes/api/orders.ts"),
  route("api/notifications", "routes/api/notifications.ts"),
  route("api/notifications/unread", "routes/api/notifications-unread.ts"),
  route("api/notifications/read", "routes/api/notifications-read.ts"),
  route("api/notifications/preferences", "routes/api/notification-preferences.ts"),
  route("api/notifications/preferences/save", "routes/api/notification-preferences-save.ts"),
  // The back-office's API (operators only, everyone else gets 404; docs/api.md "Back-office").
  route("api/admin/orders", "routes/api/admin-orders.ts"),
  route("api/admin/order", "routes/api/admin-order.ts"),
  route("api/admin/order/start-production", "routes/api/admin-order-start-production.ts"),
  route("api/admin/order/hold", "routes/api/admin-order-hold.ts"),
  route("api/admin/order/release", "routes/api/admin-order-release.ts"),
  route("api/admin/order/ship", "routes/api/admin-order-ship.ts"),
  route("api/admin/order/deliver", "routes/api/admin-order-deliver.ts"),
  route("api/admin/order/cancel", "routes/api/admin-order-cancel.ts"),
  route("api/admin/order/message", "routes/api/admin-order-message.ts"),
  route("api/admin/order/use-file", "routes/api/admin-order-use-file.ts"),
  route("api/admin/discounts", "routes/api/admin-discounts.ts"),
  route("api/admin/discounts/save", "routes/api/admin-discounts-save.ts"),
  route("api/admin/discounts/disable", "routes/api/admin-discounts-disable.ts"),
  route("api/templates", "routes/api/templates.ts"),
  route("api/templates/save", "routes/api/templates-save.ts"),
  route("api/templates/rename", "routes/api/templates-rename.ts"),
  route("api/templates/duplicate", "routes/api/templates-duplicate.ts"),
  route("api/templates/delete", "routes/api/templates-delete.ts"),
  route("api/templates/order", "routes/api/templates-order.ts"),
  route("api/templates/targets", "routes/api/templates-targets.ts"),
  route("api/templates/apply", "routes/api/templates-apply.ts"),
  route("api/art", "routes/api/art.ts"),
  route("api/*", "routes/api/not-found.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("mockups/:productId/:view/:color", "routes/mockup.ts"),
  // The designer's clip-art pieces, for everyone (issue 30).
  route("art/:file", "routes/art.ts"),
  // Uploaded artwork and its thumbnail, for their owner only.
  route("files/:id/:variant?", "routes/files/file.ts"),
  // A design's print files and previews, for the design's owner only.
  route("design/renders/:id", "routes/design/render.ts"),
  // A shared collection's mockups, by its share link only (issue 17).
  route("shared/:token/mockups/:templateId", "routes/shared-mockup.ts"),
  // A template's mockup, for the template's owner only.
  route("account/templates/:id/mockup", "routes/account/template-mockup.ts"),
  route("set-locale", "routes/set-locale.ts"),
  route("set-currency", "routes/set-currency.ts"),
  route("set-color-mode", "routes/set-color-mode.ts"),
  // The auth modal's forms (plain posts; scripts submit the same forms).
  route("auth/signin", "routes/auth/signin.ts"),
  route("auth/signin/code", "routes/auth/signin-code.ts"),
  route("auth/signup", "routes/auth/signup.ts"),
  route("auth/forgot", "routes/auth/forgot.ts"),
  route("auth/reset", "routes/auth/reset.ts"),
  route("auth/resend", "routes/auth/resend.ts"),
  route("auth/verify", "routes/auth/verify.ts"),
  route("auth/signout", "routes/auth/signout.ts"),
  route("auth/google", "routes/auth/google.ts"),
  route("auth/google/callback", "routes/auth/google-callback.ts"),
  route("auth/google/credential", "routes/auth/google-credential.ts"),
  route("auth/google/done", "routes/auth/google-done.ts"),
  // Payments: the provider's webhooks, and the built-in test provider's hosted payment page (a
  // stand-in for a provider's own site: no site layout, its language from its own optional prefix).
  route("webhooks/payments/:provider", "routes/webhooks/payment.ts"),
  route(":lang?/pay/test/:id", "routes/pay/test.tsx"),
  route(":lang?", "routes/locale-scope.tsx", [
    // The designer: a page of its own, without the site's layout (spec: /design, layout none).
    route("design", "routes/design.tsx"),
    layout("routes/layouts/default.tsx", [
      index("routes/home.tsx"),
      route("about", "routes/about.tsx"),
      route("creative", "routes/creative.tsx"),
      route("shipping", "routes/shipping.tsx"),
      route("help-center", "routes/help-center.tsx"),
      route("terms", "routes/terms.tsx"),
      route("privacy", "routes/privacy.tsx"),
      // The catalogue: lists, and a product's detail. `/products/:id` and partial paths
      // redirect to the canonical address (services/catalogue.ts resolves them).
      route("products/:category?/:subtype?", "routes/products/list.tsx"),
      route("products/:category/:subtype/:id", "routes/products/detail.tsx"),
      // Links in mail, for their reader signed in or not: the link itself is the proof.
      route("notifications/unsubscribe", "routes/notifications/unsubscribe.tsx"),
      route("account/email/confirm", "routes/account/email-confirm.tsx"),
      // A library file without its plain background: previewed, then kept or discarded (issue 30).
      // Its owner's only, an account or a visitor's designer session, as the files themselves.
      route("remove-background/:id", "routes/files/remove-background.tsx"),
      // A collection shared by its link: the link is the key (issue 17).
      route("shared/:token", "routes/shared.tsx"),
      // Unknown addresses: a real 404 inside the site layout.
      route("*", "routes/not-found.tsx"),
    ]),
    // The back-office (operators only: everyone else gets the 404 page), in its own frame.
    layout("routes/layouts/admin.tsx", [
      route("admin", "routes/admin/dashboard.tsx"),
      route("admin/catalogue", "routes/admin/catalogue.tsx"),
      route("admin/catalogue/:productId", "routes/admin/product.tsx"),
      route("admin/shipping", "routes/admin/shipping-rates.tsx"),
      route("admin/rates", "routes/admin/exchange-rates.tsx"),
      route("admin/orders", "routes/admin/orders.tsx"),
      route("admin/orders/:sn", "routes/admin/order.tsx"),
      route("admin/discounts", "routes/admin/discounts.tsx"),
      route("admin/accounts", "routes/admin/accounts.tsx"),
      route("admin/accounts/:id", "routes/admin/account.tsx"),
      route("admin/audit", "routes/admin/audit.tsx"),
    ]),
    // A packing slip prints on its own, without the back-office frame (operators only too).
    route("admin/orders/:sn/packing-slip", "routes/admin/packing-slip.tsx"),
    // An order's print files (attachments) and proofs, for operators.
    route("admin/orders/:sn/renders/:renderId", "routes/admin/order-render.ts"),
    // The files a customer sent about an order, for operators.
    route("admin/orders/:sn/files/:fileId/:variant?", "routes/admin/order-file.ts"),
    layout("routes/layouts/account.tsx", [
      route("account/orders", "routes/account/orders.tsx"),
      route("account/orders/:sn", "routes/account/order.tsx"),
      route("account/files", "routes/account/files.tsx"),
      route("account/collections", "routes/account/collections.tsx"),
      route("account/collections/:id", "routes/account/collection.tsx"),
      route("account/templates", "routes/account/templates.tsx"),
      route("account/templates/:id/apply", "routes/account/template-apply.tsx"),
      route("account/settings", "routes/account/settings.tsx"),
      route("account/notifications", "routes/account/notifications.tsx"),
      route("account/notifications/preferences", "routes/account/notification-preferences.tsx"),
    ]),
    // The order steps (spec: simple layout; an account or a visitor's designer session orders,
    // docs/decisions/026; the payment page needs only its `sn`), and a paid order's printable receipt.
    layout("routes/layouts/simple.tsx", [
      route("order/product", "routes/order/product.tsx"),
      route("order/shipping", "routes/order/shipping.tsx"),
      route("order/confirm", "routes/order/confirm.tsx"),
      route("order/payment", "routes/order/payment.tsx"),
      route("account/orders/:sn/receipt", "routes/account/receipt.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
