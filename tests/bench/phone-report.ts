/** The phone bench's table and its budgets (tests/bench/phone-budgets.json). */
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { LoadFigures } from "./phone-metrics.ts";
import { markdownTable, type BudgetCheck } from "./report.ts";

export type PagePhone = { name: string; anchor: boolean; loads: LoadFigures[] };

const budgetsSchema = z.object({
  lcpMaxMs: z.number().positive(),
  tbtOverAnchorMaxMs: z.number().nonnegative(),
  designerUsableMaxMs: z.number().positive(),
});

function loadBudgets(): z.infer<typeof budgetsSchema> {
  return budgetsSchema.parse(
    JSON.parse(readFileSync(new URL("./phone-budgets.json", import.meta.url), "utf8")),
  );
}

type Figure = "lcpMs" | "tbtMs" | "usableMs" | "lastResponseMs";
const figureNames: Record<Figure, string> = {
  lcpMs: "LCP",
  tbtMs: "TBT",
  usableMs: "usable",
  lastResponseMs: "last response",
};

/** One check per budgeted figure of each of our pages; TBT against the anchor's median in the run. */
export function phoneChecks(pages: PagePhone[]): BudgetCheck[] {
  const budgets = loadBudgets();
  const anchor = pages.find((candidate) => candidate.anchor);
  if (!anchor) throw new Error("no anchor page");
  const tbtMax = Math.round(medianOf(anchor, "tbtMs") + budgets.tbtOverAnchorMaxMs);
  const checks: BudgetCheck[] = [];
  for (const page of pages.filter((candidate) => !candidate.anchor)) {
    checks.push(atMost(`${page.name} LCP`, medianOf(page, "lcpMs"), budgets.lcpMaxMs));
    checks.push(atMost(`${page.name} TBT`, medianOf(page, "tbtMs"), tbtMax, "anchor's + 100"));
    if (page.loads.some((load) => load.usableMs !== undefined)) {
      checks.push(atMost(`${page.name} usable`, medianOf(page, "usableMs"), budgets.designerUsableMaxMs));
    }
  }
  return checks;
}

export function phoneTable(pages: PagePhone[], checks: BudgetCheck[]): string {
  const rows: string[][] = [];
  for (const page of pages) {
    for (const figure of ["lcpMs", "tbtMs", "usableMs", "lastResponseMs"] as const) {
      if (page.loads.every((load) => load[figure] === undefined)) continue;
      const check = checks.find((candidate) => candidate.name === `${page.name} ${figureNames[figure]}`);
      rows.push([
        page.name,
        figureNames[figure],
        medianOf(page, figure).toFixed(0),
        page.loads.map((load) => (load[figure] ?? Number.NaN).toFixed(0)).join(" "),
        check?.budget ?? "",
        check ? (check.pass ? "yes" : "NO") : "",
      ]);
    }
  }
  return markdownTable(["page", "figure", "median ms", "runs ms", "budget ms", "pass"], rows);
}

function atMost(name: string, value: number, maximum: number, note?: string): BudgetCheck {
  return {
    name,
    measured: `${value.toFixed(0)} ms`,
    budget: `≤ ${maximum}${note ? ` (${note})` : ""}`,
    pass: value <= maximum,
  };
}

/** The median of a figure over the loads; a load that never reached it counts as infinitely slow. */
function medianOf(page: PagePhone, figure: Figure): number {
  const sorted = page.loads.map((load) => load[figure] ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
