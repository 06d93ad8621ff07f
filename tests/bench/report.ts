/** The bench's numbers per target, its two tables (Markdown, so README can quote a run) and budgets. */
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { ScriptWeight } from "./page-weight.ts";
import type { WrkRun } from "./wrk.ts";

/**
 * Which server answers: the anchor, our shop with HTML_CACHE=off to a visitor or to a signed-in
 * customer (never cached), or our shop as deployed.
 */
export type TargetKind = "anchor" | "uncached" | "signed-in" | "cached";

/** How the tables name the product page (its address is long and printed once below). */
export const productPage = "product page";

export type LoadSummary = {
  kind: TargetKind;
  /** The path, or "product page" for the product the catalogue lists first. */
  page: string;
  reqPerSec: number;
  ratioToAnchor: number;
  /** Median of the rounds' 50th percentiles. */
  p50Ms: number;
  /** The worst of the rounds' 99th percentiles. */
  p99Ms: number;
  /** Undefined where /proc is unavailable. */
  cpuMsPerRequest: number | undefined;
  htmlBytes: number;
  errors: number;
};

export type JsSummary = { kind: "anchor" | "ours"; page: string; weight: ScriptWeight };

/** Totals over every round: requests over seconds, the median p50, the worst p99. */
export function summarizeRuns(
  target: { kind: TargetKind; page: string; htmlBytes: number; cpuMs: number | undefined },
  runs: WrkRun[],
  anchorReqPerSec: number,
): LoadSummary {
  const requests = sum(runs.map((run) => run.requests));
  const reqPerSec = requests / sum(runs.map((run) => run.seconds));
  return {
    kind: target.kind,
    page: target.page,
    reqPerSec,
    ratioToAnchor: anchorReqPerSec > 0 ? reqPerSec / anchorReqPerSec : 0,
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    cpuMsPerRequest: target.cpuMs === undefined || requests === 0 ? undefined : target.cpuMs / requests,
    htmlBytes: target.htmlBytes,
    errors: sum(runs.map((run) => run.errors)),
  };
}

export function loadTable(rows: LoadSummary[]): string {
  return markdownTable(
    ["server", "page", "req/s", "× anchor", "p50 ms", "p99 ms", "CPU ms/req", "HTML bytes", "errors"],
    rows.map((row) => [
      row.kind,
      row.page,
      row.reqPerSec.toFixed(0),
      row.ratioToAnchor.toFixed(2),
      row.p50Ms.toFixed(1),
      row.p99Ms.toFixed(1),
      row.cpuMsPerRequest === undefined ? "n/a" : row.cpuMsPerRequest.toFixed(2),
      String(row.htmlBytes),
      String(row.errors),
    ]),
  );
}

export function jsTable(rows: JsSummary[]): string {
  return markdownTable(
    ["server", "page", "script files", "raw KB", "gzip KB"],
    rows.map((row) => [
      row.kind,
      row.page,
      String(row.weight.files),
      kilobytes(row.weight.rawBytes).toFixed(1),
      kilobytes(row.weight.gzipBytes).toFixed(1),
    ]),
  );
}

const budgetsSchema = z.object({
  uncachedProductsMinRatio: z.number().positive(),
  uncachedProductsMaxP99Ms: z.number().positive(),
  cachedPagesMinRatio: z.number().positive(),
  uncachedCpuMaxRatio: z.number().positive(),
  signedInProductsMaxCpuRatioToVisitor: z.number().positive(),
  productsHtmlMaxRawKB: z.number().positive(),
});
export type Budgets = z.infer<typeof budgetsSchema>;

export const budgetsFile = new URL("./budgets.json", import.meta.url);

export function loadBudgets(): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(budgetsFile, "utf8")));
}

export type BudgetCheck = { name: string; measured: string; budget: string; pass: boolean };

/**
 * Issue 11's and issue 32's budgets, one check per page they name, plus: no target answered with
 * errors. CPU per request is compared with the anchor's in the same run: unlike req/s, it hardly
 * moves when other work shares the machine.
 */
export function checkBudgets(budgets: Budgets, load: LoadSummary[], js: JsSummary[]): BudgetCheck[] {
  const find = (kind: TargetKind, page: string) => {
    const row = load.find((candidate) => candidate.kind === kind && candidate.page === page);
    if (!row) throw new Error(`no measurement of ${kind} ${page}`);
    return row;
  };
  const uncachedProducts = find("uncached", "/products");
  const checks: BudgetCheck[] = [
    atLeast(
      "uncached /products: req/s vs anchor",
      uncachedProducts.ratioToAnchor,
      budgets.uncachedProductsMinRatio,
      "×",
    ),
    atMost(
      "uncached /products: p99 at 50 connections",
      uncachedProducts.p99Ms,
      budgets.uncachedProductsMaxP99Ms,
      " ms",
    ),
  ];
  for (const page of ["/products", "/", productPage, "/creative"]) {
    const row = find("cached", page);
    checks.push(
      atLeast(`cached ${page}: req/s vs anchor`, row.ratioToAnchor, budgets.cachedPagesMinRatio, "×"),
    );
  }
  const anchorCpu = find("anchor", "/").cpuMsPerRequest;
  const signedInProducts = find("signed-in", "/products");
  if (anchorCpu !== undefined) {
    for (const row of [find("uncached", "/products"), find("uncached", "/"), signedInProducts]) {
      const cpu = row.cpuMsPerRequest ?? Number.NaN;
      checks.push(
        atMost(
          `${row.kind} ${row.page}: CPU per request vs anchor`,
          cpu / anchorCpu,
          budgets.uncachedCpuMaxRatio,
          "×",
        ),
      );
    }
    checks.push(
      atMost(
        "signed-in /products: CPU per request vs a visitor's uncached",
        (signedInProducts.cpuMsPerRequest ?? Number.NaN) / (uncachedProducts.cpuMsPerRequest ?? Number.NaN),
        budgets.signedInProductsMaxCpuRatioToVisitor,
        "×",
      ),
    );
  }
  // The stack's own floor is what a bare page of it loads: ours may not load more.
  const anchorJs = js.find((row) => row.kind === "anchor");
  for (const row of js.filter((candidate) => candidate.kind === "ours")) {
    const gzipKB = kilobytes(row.weight.gzipBytes);
    const floorKB = kilobytes(anchorJs?.weight.gzipBytes ?? 0);
    checks.push(
      atMost(
        `first-load JS of ${row.page}, gzip, vs the anchor's`,
        gzipKB,
        Number(floorKB.toFixed(1)),
        " KB",
      ),
    );
  }
  const productsHtmlKB = kilobytes(uncachedProducts.htmlBytes);
  checks.push(atMost("HTML of /products, raw", productsHtmlKB, budgets.productsHtmlMaxRawKB, " KB"));
  const errors = sum(load.map((row) => row.errors));
  checks.push({
    name: "responses with status ≥ 400 or socket errors",
    measured: String(errors),
    budget: "= 0",
    pass: errors === 0,
  });
  return checks;
}

export function formatCheck(check: BudgetCheck): string {
  return `${check.pass ? "PASS" : "FAIL"}  ${check.name}: ${check.measured} (budget ${check.budget})`;
}

function atLeast(name: string, value: number, minimum: number, unit: string): BudgetCheck {
  return {
    name,
    measured: `${value.toFixed(2)}${unit}`,
    budget: `≥ ${minimum}${unit}`,
    pass: value >= minimum,
  };
}

function atMost(name: string, value: number, maximum: number, unit: string): BudgetCheck {
  return {
    name,
    measured: `${value.toFixed(1)}${unit}`,
    budget: `≤ ${maximum}${unit}`,
    pass: value <= maximum,
  };
}

/** KB as budgets.json counts them: 1000 bytes. */
function kilobytes(bytes: number): number {
  return bytes / 1000;
}

export function markdownTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  // The first two columns (server, page) are text and align left; the numbers align right.
  const isText = (column: number) => column < 2;
  const pad = (cell: string, column: number) =>
    isText(column) ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0);
  const rule = widths.map((width, column) =>
    isText(column) ? "-".repeat(width) : `${"-".repeat(width - 1)}:`,
  );
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(headers.map(pad)), line(rule), ...rows.map((row) => line(row.map(pad)))].join("\n");
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
