/** Namespaces pages use, loaded by the browser too; `api` and `mail` messages stay on the server. */
export const namespaces = [
  "common",
  "pages",
  // The home page's own: the first page a visitor opens does not fetch every other page's text.
  "home",
  "catalogue",
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
