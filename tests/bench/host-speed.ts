import type { Browser } from "@playwright/test";

/**
 * How fast this machine runs a page's scripts, with no slowdown: the time of a fixed piece of
 * work in a fresh page (objects built, sorted, turned to JSON and back, strings joined), the best
 * of a few tries. The phone and designer budgets are absolute times under a fixed CPU slowdown
 * (issue 32), so the same code takes longer on a slower machine; printed with each run, this
 * tells how two runs on different machines compare (half the speed reads as twice the time).
 */
async function browserWorkMs(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.setContent("<p>Measuring.</p>");
    return await page.evaluate(() => {
      const work = () => {
        const rows = Array.from({ length: 20_000 }, (_, index) => ({
          id: `row-${(index * 7919) % 20_000}`,
          price: (index * 104_729) % 10_000,
          tags: [index % 3, index % 5, index % 7],
        }));
        rows.sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));
        const copy = JSON.parse(JSON.stringify(rows)) as typeof rows;
        return copy.map((row) => `${row.id}:${row.tags.join("-")}`).join(",").length;
      };
      work();
      let best = Number.POSITIVE_INFINITY;
      for (let attempt = 0; attempt < 5; attempt++) {
        const start = performance.now();
        work();
        best = Math.min(best, performance.now() - start);
      }
      return best;
    });
  } finally {
    await page.close();
  }
}

/** The machine's speed in the words each bench run prints beside its figures. */
export async function machineSpeed(browser: Browser): Promise<string> {
  const workMs = await browserWorkMs(browser);
  return `the machine's speed: ${workMs.toFixed(1)} ms for the reference work, unslowed (host-speed.ts)`;
}
