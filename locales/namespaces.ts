/** Message namespaces, one file each under locales/<lang>/. */
export const namespaces = ["common", "pages"] as const;
export const defaultNamespace = "common";
