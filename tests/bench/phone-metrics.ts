/**
 * What one page load on the emulated phone measures, read with the browser's Performance API: the
 * observers go in before the page's own scripts run, the figures are read once the page is quiet.
 */
import type { Page } from "@playwright/test";

export type LoadFigures = {
  /** Largest Contentful Paint, ms from navigation start. */
  lcpMs: number;
  /** Total Blocking Time from First Contentful Paint until the page is quiet, ms. */
  tbtMs: number;
  /** When the last response of the load ended, ms from navigation start. */
  lastResponseMs: number;
  /** The designer only: its editor hydrated and its product mockup loaded, ms from navigation start. */
  usableMs: number | undefined;
};

type PhoneState = {
  lcpMs: number;
  longTasks: { start: number; duration: number }[];
  hydratedMs: number | undefined;
};

/**
 * Runs in the page before its scripts (page.addInitScript). The designer counts as hydrated once
 * React owns its check form's hidden `document` field: the field is rendered in the browser only,
 * after hydration, so its fiber proves the editor answers (tests/e2e/support/hydration.ts waits
 * for the same). A frame callback checks for it: the first frame after hydration is when a tap
 * could be answered.
 */
export function observePage(): void {
  const state: PhoneState = { lcpMs: 0, longTasks: [], hydratedMs: undefined };
  (window as unknown as { __phoneBench: PhoneState }).__phoneBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcpMs = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
  if (!location.pathname.endsWith("/design")) return;
  const check = () => {
    const field = document.querySelector('input[type="hidden"][name="document"]');
    if (field && Object.keys(field).some((key) => key.startsWith("__reactFiber"))) {
      state.hydratedMs = performance.now();
    } else {
      requestAnimationFrame(check);
    }
  };
  requestAnimationFrame(check);
}

/** How long the main thread must stay free of long tasks, after the network went idle, to be quiet. */
const quietMs = 2_000;
const settleTimeoutMs = 30_000;

/**
 * Waits until the page is quiet, then reads its figures. Quiet: Playwright's network idle (no
 * request for 500 ms), then `quietMs` without a long task, and for the designer its usable mark.
 * TBT is Lighthouse's sum of each long task's time past 50 ms after FCP (a task that straddles FCP
 * counts from FCP), ended at quiet rather than at Lighthouse's TTI; the same rule for the anchor.
 */
export async function readFigures(page: Page, designer: boolean): Promise<LoadFigures> {
  const deadline = Date.now() + settleTimeoutMs;
  await page.waitForLoadState("networkidle", { timeout: settleTimeoutMs });
  for (;;) {
    const settled = await page.evaluate(
      ({ quiet, needsDesigner }) => {
        const state = (window as unknown as { __phoneBench: PhoneState }).__phoneBench;
        const lastEnd = Math.max(0, ...state.longTasks.map((task) => task.start + task.duration));
        const mockup = performance
          .getEntriesByType("resource")
          .some((entry) => entry.name.includes("/mockups/") && entry.name.includes("layer=product"));
        const ready = !needsDesigner || (state.hydratedMs !== undefined && mockup);
        return ready && performance.now() - lastEnd >= quiet;
      },
      { quiet: quietMs, needsDesigner: designer },
    );
    if (settled) break;
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle in ${settleTimeoutMs / 1000} s`);
    await page.waitForTimeout(250);
  }
  return page.evaluate(() => {
    const state = (window as unknown as { __phoneBench: PhoneState }).__phoneBench;
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    let tbt = 0;
    for (const task of state.longTasks) {
      const end = task.start + task.duration;
      if (end <= fcp) continue;
      tbt += Math.max(0, end - Math.max(task.start, fcp) - 50);
    }
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const mockup = resources.find(
      (entry) => entry.name.includes("/mockups/") && entry.name.includes("layer=product"),
    );
    return {
      lcpMs: state.lcpMs,
      tbtMs: tbt,
      lastResponseMs: Math.max(0, ...resources.map((entry) => entry.responseEnd)),
      usableMs:
        state.hydratedMs === undefined || !mockup
          ? undefined
          : Math.max(state.hydratedMs, mockup.responseEnd),
    };
  });
}
