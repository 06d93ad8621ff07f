/**
 * `npm run bench` (issue 11): our pages against the anchor app (../shared/bench/README.md) in one
 * interleaved run, then the budgets of tests/bench/budgets.json; exits 1 when one is missed.
 *
 * Three servers run side by side on loopback: the anchor, our built shop as deployed (anonymous
 * HTML cache on) and the same shop with HTML_CACHE=off. Each round loads the anchor, then each of
 * our targets, with wrk, so the noise of a shared machine falls on both sides alike (a visitor's
 * and a signed-in customer's `/products` twice each: roundOrder). Afterwards
 * Chromium loads a few pages to count their JavaScript. Not part of `npm test`.
 *
 * Environment: BENCH_ROUNDS (3), BENCH_SECONDS (5 per target and round), BENCH_ANCHOR_DIR
 * (../shared/bench/anchor-rr, from the repository root).
 */
import { benchMain, log, positiveIntegerEnv } from "./bench-main.ts";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "#tests/support/chromium.ts";
import { prepareAnchor } from "./anchor.ts";
import { htmlBytes, scriptWeight } from "./page-weight.ts";
import { processCpuMs } from "./process-cpu.ts";
import {
  budgetsFile,
  checkBudgets,
  formatCheck,
  jsTable,
  loadBudgets,
  loadTable,
  productPage,
  summarizeRuns,
  type JsSummary,
  type TargetKind,
} from "./report.ts";
import { firstProductPath, startAnchor, startShop, type BenchServer, type Teardown } from "./servers.ts";
import { requireWrk, runWrk, type WrkRun } from "./wrk.ts";
import { sendControlCommand } from "#server/control-socket.ts";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const settings = {
  rounds: positiveIntegerEnv("BENCH_ROUNDS", 3),
  seconds: positiveIntegerEnv("BENCH_SECONDS", 5),
  warmUpSeconds: 2,
  connections: 50,
  anchorSource: path.resolve(repositoryRoot, process.env.BENCH_ANCHOR_DIR ?? "../shared/bench/anchor-rr"),
  anchorCache: path.join(repositoryRoot, "node_modules/.cache/bench-anchor"),
};
// isbot counts wrk's and curl's user agents as crawlers, and the shop renders crawlers differently.
const browserUserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

type Target = {
  kind: TargetKind;
  page: string;
  path: string;
  server: BenchServer;
  /** Extra request headers (the signed-in target's `Token`). */
  headers: string[];
  htmlBytes: number;
  runs: WrkRun[];
  /** CPU the server used during this target's measured runs; undefined without /proc. */
  cpuMs: number | undefined;
};

async function runBench(teardown: Teardown): Promise<boolean> {
  requireWrk();
  const budgets = loadBudgets();
  const anchorDir = await prepareAnchor(settings.anchorSource, settings.anchorCache, log);

  log("starting the anchor, the shop and the shop with HTML_CACHE=off");
  const [anchor, cachedShop, uncachedShop] = await allStarted([
    startAnchor(teardown, anchorDir),
    startShop(teardown, { name: "shop", env: {} }),
    startShop(teardown, { name: "shop without HTML cache", env: { HTML_CACHE: "off" } }),
  ]);
  const productPath = await firstProductPath(uncachedShop);
  const signedIn = await signedInHeader(uncachedShop);

  const targets: Target[] = [
    newTarget("anchor", "/", anchor),
    ...["/products", "/", productPath].map((page) => newTarget("uncached", page, uncachedShop)),
    newTarget("signed-in", "/products", uncachedShop, [signedIn]),
    ...["/products", "/", productPath, "/creative"].map((page) => newTarget("cached", page, cachedShop)),
  ];
  for (const target of targets) await warmUp(target);
  for (let round = 1; round <= settings.rounds; round++) {
    log(`round ${round} of ${settings.rounds}`);
    for (const target of roundOrder(targets)) await measure(target);
  }

  log("loading pages in Chromium");
  const js = await measureJavaScript(teardown, [
    { kind: "ours", page: "/", url: cachedShop.url("/") },
    { kind: "ours", page: "/products", url: cachedShop.url("/products") },
    { kind: "anchor", page: "/", url: anchor.url("/") },
  ]);

  const anchorTarget = targets[0];
  if (!anchorTarget) throw new Error("no anchor target");
  const anchorReqPerSec = summarizeRuns(anchorTarget, anchorTarget.runs, 0).reqPerSec;
  const load = targets.map((target) => summarizeRuns(target, target.runs, anchorReqPerSec));
  const checks = checkBudgets(budgets, load, js);

  console.log(`\n${describeRun()}\n`);
  console.log(loadTable(load));
  console.log(
    `\nreq/s: all rounds together; × anchor: over the anchor's req/s in the same rounds; ` +
      `p50: median of the runs' p50; p99: the worst run's p99; CPU: the server process's ` +
      `user+system time over its requests${cpuNote(load)}; HTML: one uncompressed response.\n` +
      `${productPage} = ${productPath}\n`,
  );
  console.log(jsTable(js));
  console.log(
    `\nScripts Chromium loads with a cold cache, each file once; KB = 1000 bytes, gzip -9 per file.\n`,
  );
  console.log(`Budgets (${path.relative(repositoryRoot, fileURLToPath(budgetsFile))}):`);
  for (const check of checks) console.log(formatCheck(check));
  return checks.every((check) => check.pass);
}

function newTarget(kind: TargetKind, pagePath: string, server: BenchServer, headers: string[] = []): Target {
  const page = pagePath.startsWith("/products/") ? productPage : pagePath;
  return { kind, page, path: pagePath, server, headers, htmlBytes: 0, runs: [], cpuMs: 0 };
}

/**
 * A signed-in customer's request header: an account signed up through the API, given an API
 * token as the operator CLI gives one (through the shop's control socket), and sent as the
 * `Token` header, which finds the session as a session cookie does and is never answered from the
 * HTML cache.
 */
async function signedInHeader(shop: BenchServer): Promise<string> {
  if (!shop.dataDir) throw new Error("the shop has no data directory");
  const email = `bench-${Date.now()}@example.com`;
  const registered = await fetch(shop.url("/api/register"), {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": browserUserAgent },
    body: JSON.stringify({ fullname: "Bench Customer", email, pwd: "a long bench passphrase" }),
  });
  if (!registered.ok) throw new Error(`signing up for the bench failed: ${await registered.text()}`);
  const made = await sendControlCommand(shop.dataDir, ["add", email]);
  const token = await sendControlCommand(shop.dataDir, ["token", email, "bench"]);
  if (made.exitCode !== 0 || token.exitCode !== 0) {
    throw new Error(`the bench's token was refused: ${made.output} ${token.output}`);
  }
  return `Token: ${token.output.split("\n")[0]?.trim() ?? ""}`;
}

/**
 * One plain request (the cached shop's warm-up request for the path; it also gives the HTML
 * size and proves the page answers 200), then a short load so the first round is not the one
 * that pays for JIT compilation.
 */
async function warmUp(target: Target): Promise<void> {
  log(`warming up ${target.kind} ${target.path}`);
  const url = target.server.url(target.path);
  target.htmlBytes = await htmlBytes(url, browserUserAgent, target.headers);
  await runWrk(url, { ...loadOptions(), seconds: settings.warmUpSeconds, headers: target.headers });
}

async function measure(target: Target): Promise<void> {
  const cpuBefore = processCpuMs(target.server.pid);
  const run = await runWrk(target.server.url(target.path), { ...loadOptions(), headers: target.headers });
  const cpuAfter = processCpuMs(target.server.pid);
  target.runs.push(run);
  // Each round's figures, so a round disturbed by another load on the machine can be spotted.
  log(
    `  ${target.kind} ${target.page}: ${(run.requests / run.seconds).toFixed(0)} req/s, ` +
      `p50 ${run.p50Ms.toFixed(1)} ms, p99 ${run.p99Ms.toFixed(1)} ms`,
  );
  target.cpuMs =
    target.cpuMs === undefined || cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : target.cpuMs + (cpuAfter - cpuBefore);
}

/**
 * A round's runs: each target once, but a visitor's and a signed-in customer's `/products`, whose
 * CPU per request a budget compares, twice each, in the order visitor, signed-in, signed-in,
 * visitor. A run inherits from the one before it on the same server (garbage to collect, a warm
 * or a cold heap): in a fixed order the signed-in page always came after the costlier product
 * page, and its CPU a request read 0.8–1.1× the visitor's from one run to the next.
 */
function roundOrder(targets: Target[]): Target[] {
  const visitor = targets.find((target) => target.kind === "uncached" && target.path === "/products");
  const signedIn = targets.find((target) => target.kind === "signed-in");
  if (!visitor || !signedIn) return targets;
  return targets.flatMap((target) => {
    if (target === visitor) return [visitor, signedIn, signedIn, visitor];
    return target === signedIn ? [] : [target];
  });
}

function loadOptions() {
  return { seconds: settings.seconds, connections: settings.connections, userAgent: browserUserAgent };
}

async function measureJavaScript(
  teardown: Teardown,
  pages: { kind: JsSummary["kind"]; page: string; url: string }[],
): Promise<JsSummary[]> {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  teardown.add(() => browser.close());
  const results: JsSummary[] = [];
  for (const { kind, page, url } of pages) {
    results.push({ kind, page, weight: await scriptWeight(browser, url) });
  }
  return results;
}

/**
 * Waits for every start to finish, started or failed, before reporting a failure: a server
 * still starting when the teardown runs would be left behind.
 */
async function allStarted<T extends unknown[]>(starts: [...{ [K in keyof T]: Promise<T[K]> }]): Promise<T> {
  const results = await Promise.allSettled(starts);
  const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
}

function describeRun(): string {
  return (
    `${new Date().toISOString()}, Node ${process.versions.node}, ${cpus().length} cores, ` +
    `load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}; wrk: ${settings.rounds} × ${settings.seconds} s per target ` +
    `(× 2 for uncached and signed-in /products), ` +
    `${settings.connections} connections, 1 thread, loopback`
  );
}

function cpuNote(load: { cpuMsPerRequest: number | undefined }[]): string {
  return load.some((row) => row.cpuMsPerRequest === undefined) ? " (n/a: /proc is unavailable)" : "";
}

await benchMain("bench", runBench);
