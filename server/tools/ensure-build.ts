/**
 * `npm start` runs this first: builds the app when there is no build yet or when a source file
 * changed since the last one, so a fresh clone needs no separate build step.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const buildEntry = path.join(root, "build/server/index.js");
const sources = [
  "app",
  "core",
  "locales",
  "public",
  "server",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(target).map((entry) => newestChange(path.join(target, entry))),
  );
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
if (changedAt > builtAt) {
  process.stderr.write(
    builtAt ? "Sources changed since the last build: building…\n" : "No build yet: building…\n",
  );
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
}
