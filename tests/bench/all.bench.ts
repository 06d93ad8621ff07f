/**
 * `npm run bench` (issues 11 and 32): every part of the yardstick, one after another, each in its
 * own process with its own servers, so no part measures while another loads the machine. Prints
 * each part's tables and budgets as it goes, then one line per part; exits 1 when a part missed a
 * budget or could not run.
 *
 * BENCH_PARTS (e.g. `server,phone`) runs only those parts, in this file's order.
 */
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";

const parts = [
  {
    key: "server",
    title: "pages against the anchor (CPU, req/s, HTML, first-load JS)",
    file: "server.bench.ts",
  },
  { key: "phone", title: "a slow phone (LCP, TBT, the designer usable)", file: "phone.bench.ts" },
  {
    key: "designer",
    title: "the designer under the hand (drag fps, key to paint)",
    file: "designer.bench.ts",
  },
  { key: "renders", title: "ten orders paid at once (print files, p99, memory)", file: "renders.bench.ts" },
] as const;

const chosen = (process.env.BENCH_PARTS ?? "")
  .split(",")
  .map((key) => key.trim())
  .filter(Boolean);
const unknown = chosen.filter((key) => !parts.some((part) => part.key === key));
if (unknown.length > 0) {
  console.error(
    `BENCH_PARTS: no part named ${unknown.join(", ")} (parts: ${parts.map((p) => p.key).join(", ")})`,
  );
  process.exit(2);
}

const outcomes: { title: string; code: number }[] = [];
for (const part of parts) {
  if (chosen.length > 0 && !chosen.includes(part.key)) continue;
  console.log(`\n## ${part.title}\n`);
  outcomes.push({ title: part.title, code: await run(fileURLToPath(new URL(part.file, import.meta.url))) });
}

console.log("\n## Summary\n");
for (const { title, code } of outcomes) {
  console.log(
    `${code === 0 ? "PASS" : "FAIL"}  ${title}${code > 1 ? ` (exit ${code}: it did not finish)` : ""}`,
  );
}
process.exit(outcomes.every(({ code }) => code === 0) ? 0 : 1);

/** Runs one bench script with this Node; its exit code (killed by a signal: 128 + its number). */
function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { stdio: "inherit" });
    child.on("error", (error) => {
      console.error(`could not start ${script}:`, error);
      resolve(2);
    });
    child.on("exit", (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 0)));
  });
}
