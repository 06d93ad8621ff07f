/**
 * `npm run bench:renders` (issue 32, item 4, work that waits), after `npm run build`: ten orders,
 * each a tee whose 12 × 16 in front is filled with a customer's 3600 × 4800 photo, paid on the
 * test provider's page within the same second. Measures how long after payment each order's print
 * files are done, what a visitor's and a signed-in customer's /products take meanwhile (a paced
 * probe, 5 requests a second each, sent on time whether or not the previous one answered, so a
 * stalled server shows as the wait visitors meet), the shop's peak resident memory while it
 * renders, its CPU use and the render job's concurrency. Budgets: tests/bench/renders-budgets.json;
 * exits 1 when one is missed. Not part of `npm test`.
 *
 * Environment: BENCH_RENDERS_PORT (a free port chosen by the OS when unset).
 */
import { benchMain } from "./bench-main.ts";
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import { RENDER_CONCURRENCY } from "#server/services/design-renders.ts";
import { processCpuMs } from "./process-cpu.ts";
import { processMemory } from "./process-memory.ts";
import { formatCheck, markdownTable, type BudgetCheck } from "./report.ts";
import {
  browserUserAgent,
  newCustomer,
  openPayment,
  payWithTestCard,
  photo,
  placeOrder,
  printFilesState,
  uploadPhoto,
  type Customer,
} from "./renders-orders.ts";
import { startShop, type BenchServer, type Teardown } from "./servers.ts";

const budgetsSchema = z.object({
  printFilesMaxSeconds: z.number(),
  productsMaxP99Ms: z.number(),
  renderJobMaxAddedRssMB: z.number(),
  serverMaxPeakRssMB: z.number(),
});
const orderCount = 10;
const probePerSecond = 5;
const pollMs = 500;
const giveUpSeconds = 180;

type Probe = {
  name: string;
  headers: Record<string, string>;
  latencies: number[];
  /** When each request was sent (performance.now()), in the order of `latencies`. */
  sentAt: number[];
  errors: number;
};

async function runBench(teardown: Teardown): Promise<boolean> {
  const budgets = budgetsSchema.parse(
    JSON.parse(readFileSync(new URL("./renders-budgets.json", import.meta.url), "utf8")),
  );
  log("starting the shop");
  const port = process.env.BENCH_RENDERS_PORT;
  const shop = await startShop(teardown, {
    name: "shop",
    env: {},
    ...(port ? { port: Number(port) } : {}),
  });
  const customer = await newCustomer(shop);
  const rssAtStart = processMemory(shop.pid)?.rssMB;

  log(`placing ${orderCount} orders, each with its own 3600 × 4800 photo`);
  const orders: { sn: string; hostedPath: string }[] = [];
  for (let index = 0; index < orderCount; index++) {
    const fileId = await uploadPhoto(customer, `photo-${index + 1}.jpg`, await photo(index));
    const sn = await placeOrder(customer, fileId, `ORDER ${index + 1}`);
    orders.push({ sn, hostedPath: await openPayment(customer, sn) });
  }

  const probes: Probe[] = [
    { name: "visitor /products", headers: {}, latencies: [], sentAt: [], errors: 0 },
    { name: "signed-in /products", headers: { token: customer.token }, latencies: [], sentAt: [], errors: 0 },
  ];
  log("probing /products before paying (5 s)");
  const quiet = probes.map((probe) => ({ ...probe, latencies: [], sentAt: [], errors: 0 }));
  await probeFor(shop, quiet, 5000);

  // From here the peak resident memory is the renders' (and the pages', as in production).
  const peakReset = resetPeakRss(shop.pid);
  const rssAtPayment = processMemory(shop.pid)?.rssMB;
  const loadBefore = loadavg();
  const cpuBefore = processCpuMs(shop.pid);
  const stopProbing = startProbing(shop, probes);
  const rssSamples: number[] = [];
  const sampler = setInterval(() => {
    const memory = processMemory(shop.pid);
    if (memory) rssSamples.push(memory.rssMB);
  }, 100);

  log(`paying the ${orderCount} orders at once`);
  const paidAt = performance.now();
  const payTimes = await Promise.all(
    orders.map(async (order) => {
      await payWithTestCard(customer, order.hostedPath);
      return performance.now() - paidAt;
    }),
  );
  const readyAfter = await waitForPrintFiles(customer, orders, paidAt);
  const windowMs = performance.now() - paidAt;
  const cpuAfter = processCpuMs(shop.pid);
  await stopProbing();
  clearInterval(sampler);
  const memory = processMemory(shop.pid);
  const loadAfter = loadavg();

  const slowest = Math.max(...readyAfter);
  const rssPeak = peakReset && memory ? memory.peakRssMB : Math.max(...rssSamples);
  const coresUsed =
    cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / windowMs : undefined;

  console.log(`\n## Print files of ${orderCount} orders paid at once (12 × 16 in at 300 DPI)\n`);
  console.log(
    markdownTable(
      ["order", "sn", "paid after s", "print files done after s"],
      orders.map((order, index) => [
        String(index + 1),
        order.sn,
        (payTimes[index]! / 1000).toFixed(2),
        (readyAfter[index]! / 1000).toFixed(1),
      ]),
    ),
  );
  console.log(`\n## /products while the renders ran (${probePerSecond} requests a second each)\n`);
  console.log(
    markdownTable(
      ["probe", "when", "requests", "p50 ms", "p99 ms", "max ms", "max sent at s", "errors"],
      [
        ...quiet.map((probe) => probeRow(probe, "before paying")),
        ...probes.map((probe) => probeRow(probe, "while rendering", paidAt)),
      ],
    ),
  );
  console.log("\n## The shop process while it rendered\n");
  console.log(
    markdownTable(
      ["figure", "", "value"],
      [
        ["render concurrency (print files at once)", "", String(RENDER_CONCURRENCY)],
        ["cores the shop used (average)", "", coresUsed === undefined ? "n/a" : coresUsed.toFixed(2)],
        ["cores on this machine", "", String(availableParallelism())],
        [
          peakReset ? "peak RSS (VmHWM, reset at payment)" : "peak RSS (VmRSS sampled every 100 ms)",
          "",
          `${rssPeak.toFixed(0)} MB`,
        ],
        ["RSS once started", "", rssAtStart === undefined ? "n/a" : `${rssAtStart.toFixed(0)} MB`],
        ["RSS when paying", "", rssAtPayment === undefined ? "n/a" : `${rssAtPayment.toFixed(0)} MB`],
        ["RSS at the end", "", memory ? `${memory.rssMB.toFixed(0)} MB` : "n/a"],
        ["load average before", "", loadBefore.map((value) => value.toFixed(2)).join(" ")],
        ["load average after", "", loadAfter.map((value) => value.toFixed(2)).join(" ")],
      ],
    ),
  );

  const checks: BudgetCheck[] = [
    {
      name: `print files of ${orderCount} orders paid at once`,
      measured: `${(slowest / 1000).toFixed(1)} s`,
      budget: `≤ ${budgets.printFilesMaxSeconds} s`,
      pass: slowest <= budgets.printFilesMaxSeconds * 1000,
    },
    ...probes.map((probe) => {
      const p99 = percentile(probe.latencies, 0.99);
      return {
        name: `${probe.name} p99 while rendering`,
        measured: `${p99.toFixed(0)} ms (${probe.errors} errors)`,
        budget: `≤ ${budgets.productsMaxP99Ms} ms, no errors`,
        pass: p99 <= budgets.productsMaxP99Ms && probe.errors === 0,
      };
    }),
    {
      name: "render job's peak RSS over the shop's at payment",
      measured: rssAtPayment === undefined ? "n/a" : `${(rssPeak - rssAtPayment).toFixed(0)} MB`,
      budget: `≤ ${budgets.renderJobMaxAddedRssMB} MB`,
      pass: rssAtPayment !== undefined && rssPeak - rssAtPayment <= budgets.renderJobMaxAddedRssMB,
    },
    {
      name: "shop peak RSS while rendering",
      measured: `${rssPeak.toFixed(0)} MB`,
      budget: `≤ ${budgets.serverMaxPeakRssMB} MB`,
      pass: rssPeak <= budgets.serverMaxPeakRssMB,
    },
  ];
  console.log("\n## Budgets (tests/bench/renders-budgets.json)\n");
  for (const check of checks) console.log(formatCheck(check));
  return checks.every((check) => check.pass);
}

/** Polls the back-office's print files until every order's are done; each order's time after payment. */
async function waitForPrintFiles(
  customer: Customer,
  orders: { sn: string }[],
  paidAt: number,
): Promise<number[]> {
  const readyAfter: (number | undefined)[] = orders.map(() => undefined);
  while (readyAfter.includes(undefined)) {
    if (performance.now() - paidAt > giveUpSeconds * 1000) {
      throw new Error(`print files not done ${giveUpSeconds} s after payment`);
    }
    for (const [index, order] of orders.entries()) {
      if (readyAfter[index] !== undefined) continue;
      const state = await printFilesState(customer, order.sn);
      if (state === "failed") throw new Error(`a print file of ${order.sn} failed`);
      if (state === "done") readyAfter[index] = performance.now() - paidAt;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return readyAfter as number[];
}

/** Starts each probe's paced requests; the returned function stops them and waits for the last. */
function startProbing(shop: BenchServer, probes: Probe[]): () => Promise<void> {
  const inFlight = new Set<Promise<void>>();
  const timers = probes.map((probe, index) => {
    const send = () => {
      const request = timeRequest(shop, probe).finally(() => inFlight.delete(request));
      inFlight.add(request);
    };
    // The probes take turns, so their requests do not arrive together.
    const offset = setTimeout(
      () => {
        send();
        timers[index] = setInterval(send, 1000 / probePerSecond);
      },
      (index * 1000) / probePerSecond / probes.length,
    );
    return offset;
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.all(inFlight);
  };
}

async function probeFor(shop: BenchServer, probes: Probe[], ms: number): Promise<void> {
  const stop = startProbing(shop, probes);
  await new Promise((resolve) => setTimeout(resolve, ms));
  await stop();
}

async function timeRequest(shop: BenchServer, probe: Probe): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(shop.url("/products"), {
      headers: { "user-agent": browserUserAgent, ...probe.headers },
    });
    await response.arrayBuffer();
    if (!response.ok) probe.errors += 1;
  } catch {
    probe.errors += 1;
  }
  probe.latencies.push(performance.now() - started);
  probe.sentAt.push(started);
}

/** `since`: the payment, for the time the slowest request was sent; none before paying. */
function probeRow(probe: Probe, when: string, since?: number): string[] {
  const slowest = probe.latencies.indexOf(Math.max(...probe.latencies));
  return [
    probe.name,
    when,
    String(probe.latencies.length),
    percentile(probe.latencies, 0.5).toFixed(0),
    percentile(probe.latencies, 0.99).toFixed(0),
    Math.max(...probe.latencies).toFixed(0),
    since === undefined ? "" : ((probe.sentAt[slowest]! - since) / 1000).toFixed(1),
    String(probe.errors),
  ];
}

/** Nearest-rank percentile. */
function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Resets the process's VmHWM to its current RSS (Linux ≥ 4.0, `clear_refs` 5), so the peak read
 * afterwards is this window's. False where that is not possible; then RSS is sampled instead.
 */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

function log(message: string): void {
  console.error(`[bench:renders] ${message}`);
}

await benchMain("renders bench", runBench);
