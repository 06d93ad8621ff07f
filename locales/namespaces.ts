/** Namespaces pages use, loaded by the browser too; `api` and `mail` messages stay on the server. */
export const namespaces = [
  "common",
  "pages",
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
