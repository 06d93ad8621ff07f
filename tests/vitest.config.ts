import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { iconSprite } from "../server/tools/icon-sprite.ts";

// Unit and integration tests run in Node against the source; the React Router Vite plugin is
// not loaded here (it builds apps, it does not test them).
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  // Components draw icons from the sprite this plugin makes (its address, in tests).
  plugins: [iconSprite()],
  test: {
    include: ["{app,core,server,locales}/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    // The databases every file starts from, made once per run.
    globalSetup: ["tests/support/database-templates.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Spawned-server tests each own a port and a data directory; files can run in parallel.
    pool: "forks",
    deps: {
      optimizer: {
        // drizzle-orm is some 300 modules whose package.json holds a 179 KB exports map, which
        // Node parses again for each module it loads: half a second of CPU in every test file's
        // process. Bundled once per run, it loads in 30 ms. PGlite and pg stay Node's own (PGlite
        // finds its WebAssembly beside its modules).
        ssr: {
          enabled: true,
          include: [
            "drizzle-orm",
            "drizzle-orm/pg-core",
            "drizzle-orm/pglite",
            "drizzle-orm/pglite/migrator",
            "drizzle-orm/node-postgres",
            "drizzle-orm/node-postgres/migrator",
          ],
          exclude: ["@electric-sql/pglite", "pg"],
        },
      },
    },
    // Vitest leaves a core free by default, which on the 2-core CI machine is one file at a time;
    // these files wait on servers, SMTP and databases as much as they compute (16 → 9 minutes).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
