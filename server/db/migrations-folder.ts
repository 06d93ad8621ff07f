import { fileURLToPath } from "node:url";

// Resolved from this file, so import it only from code that runs unbundled (the process entry,
// tests, scripts); bundled code receives the folder as an argument.
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
