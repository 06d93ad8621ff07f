import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The container test (tests/container): builds the image from the Dockerfile and runs it with
// podman. Apart from the other tests because it builds for minutes and needs no build of its own.
export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["tests/container/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/vitest-setup.ts"],
    testTimeout: 5 * 60_000,
    hookTimeout: 20 * 60_000,
  },
});
