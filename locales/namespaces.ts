/** Namespaces pages use, loaded by the browser too; `api` and `mail` messages stay on the server. */
export const namespaces = [
  "common",
  "pages",
  // The sign-in dialog's: fetched when the dialog first opens, not with every page.
  "auth",
  // The home page's own: the first page a visitor opens does not fetch every other page's text.
  "home",
  "catalogue",
  // The product page's own: the lists (and the home page) do not fetch its words.
  "product",
  "files",
  "design",
  "order",
  "address",
  "payment",
  "admin",
  "fulfilment",
  "catalogueAdmin",
  "notifications",
  "notificationSettings",
  "templates",
  "collections",
  "art",
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = "common";
