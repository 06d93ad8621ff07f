/**
 * `node tests/support/run-together.ts test:static test:image:build`: runs npm scripts at the same
 * time and fails when any fails. `npm test` builds the container test's image while the static
 * checks run: the type check is one thread, so the second core is free for most of it. Each line
 * of output is prefixed with its script's name.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node tests/support/run-together.ts <npm script>...");
  process.exit(2);
}

const outcomes = await Promise.all(
  scripts.map(
    (script) =>
      new Promise<{ script: string; code: number | null }>((resolve) => {
        const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
        for (const stream of [child.stdout, child.stderr]) {
          createInterface({ input: stream }).on("line", (line) =>
            process.stdout.write(`[${script}] ${line}\n`),
          );
        }
        child.on("exit", (code) => resolve({ script, code }));
      }),
  ),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0);
for (const { script, code } of failed) console.error(`${script} failed (exit code ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
