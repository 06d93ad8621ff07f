/**
 * `npm run bench:phone` (issue 32, item 2): our pages and the anchor's (../shared/bench/README.md)
 * loaded on an emulated slow phone, then the budgets of tests/bench/phone-budgets.json; exits 1
 * when one is missed. Needs `npm run build` first.
 *
 * The phone: Chromium at 390 × 844 with a phone's user agent, 4× CPU throttling, 1.6 Mbps down,
 * 750 kbps up and 150 ms round trip (Chromium's emulation, on loopback), a fresh browser context
 * per load so every load starts with a cold cache. Our shop runs as deployed (anonymous HTML cache
 * on). Each round loads the anchor's page, then each of ours, so the noise of a shared machine
 * falls on both alike; the figures are the median of the rounds.
 *
 * Environment: BENCH_PHONE_ROUNDS (3), BENCH_ANCHOR_DIR (../shared/bench/anchor-rr).
 */
import { teeText } from "#tests/support/design-layers.ts";
import { benchMain, log, positiveIntegerEnv } from "./bench-main.ts";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { chromiumArgs, findChromium } from "#tests/support/chromium.ts";
import { prepareAnchor } from "./anchor.ts";
import { machineSpeed } from "./host-speed.ts";
import { observePage, readFigures, type LoadFigures } from "./phone-metrics.ts";
import { phoneChecks, phoneTable, type PagePhone } from "./phone-report.ts";
import { formatCheck } from "./report.ts";
import { firstProductPath, startAnchor, startShop, type BenchServer, type Teardown } from "./servers.ts";

const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const settings = {
  rounds: positiveIntegerEnv("BENCH_PHONE_ROUNDS", 3),
  anchorSource: path.resolve(repositoryRoot, process.env.BENCH_ANCHOR_DIR ?? "../shared/bench/anchor-rr"),
  anchorCache: path.join(repositoryRoot, "node_modules/.cache/bench-anchor"),
};

const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
};
const cpuSlowdown = 4;
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
/** The designer's product: the seeded tee the end-to-end tests design on. */
const designerQuery = "?product=st75v2&color=white";

type PageToLoad = {
  name: string;
  url: string;
  /** A visitor's cookies (the cart's designer session); none for the others. */
  withCart: boolean;
  designer: boolean;
  loads: LoadFigures[];
};

async function runBench(teardown: Teardown): Promise<boolean> {
  const anchorDir = await prepareAnchor(settings.anchorSource, settings.anchorCache, log);
  log("starting the anchor and the shop");
  const [anchor, shop] = await Promise.all([
    startAnchor(teardown, anchorDir),
    startShop(teardown, { name: "shop", env: {} }),
  ]);
  const productPath = await firstProductPath(shop);
  const pages: PageToLoad[] = [
    page("anchor /", anchor.url("/")),
    page("/", shop.url("/")),
    page("/products", shop.url("/products")),
    page("product page", shop.url(productPath)),
    { ...page("cart", shop.url("/order/product")), withCart: true },
    { ...page("/design", shop.url(`/design${designerQuery}`)), designer: true },
  ];
  const loadBefore = loadavg();

  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  teardown.add(() => browser.close());
  const speed = await machineSpeed(browser);
  const cartCookies = await visitorWithCart(browser, shop);
  // One unthrottled load of each page first: the shop's HTML cache and the servers' code warm up
  // as they are on a deployed shop, and a page that fails shows here.
  for (const target of pages) await loadOnce(browser, target, cartCookies, false);
  for (let round = 1; round <= settings.rounds; round++) {
    log(`round ${round} of ${settings.rounds}`);
    for (const target of pages) {
      const figures = await loadOnce(browser, target, cartCookies, true);
      target.loads.push(figures);
      log(
        `  ${target.name}: LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, ` +
          `last response ${figures.lastResponseMs.toFixed(0)} ms` +
          (figures.usableMs === undefined ? "" : `, usable ${figures.usableMs.toFixed(0)} ms`),
      );
    }
  }

  const results: PagePhone[] = pages.map(({ name, loads }) => ({
    name,
    anchor: name.startsWith("anchor"),
    loads,
  }));
  const checks = phoneChecks(results);
  console.log(`\n${describeRun(loadBefore, speed)}\n`);
  console.log(phoneTable(results, checks));
  console.log(
    `\nmedian of ${settings.rounds} cold loads; runs in the order loaded. LCP and usable: ms from ` +
      `navigation start; TBT: long tasks' time past 50 ms from FCP until quiet (network idle, then ` +
      `2 s without a long task); last response: when the load's last response ended.\n` +
      `product page = ${productPath}; cart = one design of the visitor's, 2 white M; ` +
      `/design = /design${designerQuery}\n`,
  );
  console.log("Budgets (tests/bench/phone-budgets.json):");
  for (const check of checks) console.log(formatCheck(check));
  return checks.every((check) => check.pass);
}

function page(name: string, url: string): PageToLoad {
  return { name, url, withCart: false, designer: false, loads: [] };
}

/** One load in a fresh context (a cold cache), throttled as the phone or not. */
async function loadOnce(
  browser: Browser,
  target: PageToLoad,
  cartCookies: Parameters<BrowserContext["addCookies"]>[0],
  throttled: boolean,
): Promise<LoadFigures> {
  const context = await browser.newContext(phone);
  try {
    if (target.withCart) await context.addCookies(cartCookies);
    const tab = await context.newPage();
    await tab.addInitScript(observePage);
    if (throttled) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", network);
    }
    const response = await tab.goto(target.url, { waitUntil: "load", timeout: 60_000 });
    if (response?.status() !== 200) throw new Error(`${target.url} answered ${response?.status()}`);
    return await readFigures(tab, target.designer);
  } finally {
    await context.close();
  }
}

/**
 * A visitor's cookies with one design in the cart (two white M tees), made through the JSON API
 * as the guest checkout's end-to-end test makes one: the visitor's designer session owns it.
 */
async function visitorWithCart(
  browser: Browser,
  shop: BenchServer,
): Promise<Parameters<BrowserContext["addCookies"]>[0]> {
  const context = await browser.newContext(phone);
  try {
    const saved = await context.request.post(shop.url("/api/designs/save"), {
      data: {
        document: {
          version: 1,
          product: "st75v2",
          color: "white",
          size: null,
          areas: {
            front: [{ ...teeText("t1", "Bench"), font: "inter" }],
          },
        },
      },
    });
    const body = (await saved.json()) as { code: number; msg: string; data?: { design: { id: string } } };
    const designId = body.data?.design.id;
    if (body.code !== 1 || !designId) throw new Error(`saving the cart's design failed: ${body.msg}`);
    const added = await context.request.post(shop.url("/api/cart/update"), {
      data: { designId, quantities: [{ color: "white", size: "m", quantity: 2 }] },
    });
    const cart = (await added.json()) as { code: number; msg: string };
    if (cart.code !== 1) throw new Error(`adding to the cart failed: ${cart.msg}`);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

function describeRun(loadBefore: number[], speed: string): string {
  const format = (loads: number[]) => loads.map((load) => load.toFixed(2)).join(" ");
  return (
    `${new Date().toISOString()}, Chromium ${path.basename(findChromium())}, load average ` +
    `${format(loadBefore)} before, ${format(loadavg())} after; phone: ${phone.viewport.width} × ` +
    `${phone.viewport.height}, ${cpuSlowdown}× CPU, ${(network.downloadThroughput * 8e-6).toFixed(1)} Mbps down, ` +
    `${network.uploadThroughput * 8e-3} kbps up, ${network.latency} ms RTT; ${speed}`
  );
}

await benchMain("phone bench", runBench);
