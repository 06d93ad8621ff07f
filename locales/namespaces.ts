/** Namespaces pages use, loaded by the browser too; `api` and `mail` messages stay on the server. */
export const namespaces = ["common", "pages", "catalogue"] as const;
export const defaultNamespace = "common";
