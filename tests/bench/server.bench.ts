/**
 * `npm run bench`: builds the app, starts the built server on the embedded database (a fresh
 * data directory, seeded), and reports
 *  - requests/second and p50/p99 latency of the catalogue pages and a few others, with
 *    autocannon on loopback for a bounded time per page;
 *  - the JavaScript a browser loads for the home and a product page (raw and gzip bytes),
 *    measured in Chromium.
 * Numbers depend on the machine; compare runs on the same one. README records a run.
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { chromiumArgs, findChromium } from "#tests/support/chromium.ts";
import { spawnServer, temporaryDataDir } from "#tests/support/spawn-server.ts";

const DURATION_SECONDS = 5;
const CONNECTIONS = 10;
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };

const dataDir = temporaryDataDir();
const server = await spawnServer({
  DATA_DIR: dataDir.dir,
  NODE_ENV: "production",
  SESSION_SECRET: "bench-secret-of-at-least-32-characters",
});

/** The address of the first product of the first category, as the list page links it. */
async function firstProductPath(): Promise<{ category: string; detail: string }> {
  const response = await fetch(server.url("/api/products"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const body = (await response.json()) as { data: { products: { url: string }[] } };
  const detail = body.data.products[0]?.url;
  if (!detail) throw new Error("the catalogue is empty");
  return { category: detail.split("/").slice(0, 3).join("/"), detail };
}

try {
  const { category, detail } = await firstProductPath();
  const targets = [
    { name: "home /", path: "/", method: "GET" as const, headers: browser },
    { name: "products /products", path: "/products", method: "GET" as const, headers: browser },
    { name: `category ${category}`, path: category, method: "GET" as const, headers: browser },
    { name: "product detail", path: detail, method: "GET" as const, headers: browser },
    {
      name: "search /fr/products?q=tasse",
      path: "/fr/products?q=tasse",
      method: "GET" as const,
      headers: browser,
    },
    { name: "POST /api/products", path: "/api/products", method: "POST" as const, headers: {} },
    { name: "healthz", path: "/healthz", method: "GET" as const, headers: {} },
  ];

  console.log(
    `Node ${process.versions.node}; ${DURATION_SECONDS} s per target, ${CONNECTIONS} connections\n`,
  );
  console.log(
    `${"target".padEnd(36)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"errors".padStart(7)}`,
  );
  for (const target of targets) {
    const result = await autocannon({
      url: server.url(target.path),
      method: target.method,
      headers: target.headers,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const errors = result.errors + result.non2xx;
    console.log(
      `${target.name.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(7)}`,
    );
  }

  console.log(`\nJavaScript loaded by the browser (Chromium, cold cache)\n`);
  console.log(
    `${"page".padEnd(36)} ${"files".padStart(5)} ${"raw KiB".padStart(9)} ${"gzip KiB".padStart(9)}`,
  );
  const chrome = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    for (const [name, path] of [
      ["home /", "/"],
      ["product detail", detail],
    ] as const) {
      const context = await chrome.newContext();
      const page = await context.newPage();
      const scripts: Promise<Buffer>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.body());
      });
      await page.goto(server.url(path), { waitUntil: "networkidle" });
      const bodies = await Promise.all(scripts);
      const raw = bodies.reduce((sum, body) => sum + body.byteLength, 0);
      const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).byteLength, 0);
      console.log(
        `${name.padEnd(36)} ${String(bodies.length).padStart(5)} ${(raw / 1024).toFixed(1).padStart(9)} ${(gzip / 1024).toFixed(1).padStart(9)}`,
      );
      await context.close();
    }
  } finally {
    await chrome.close();
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  dataDir.remove();
}
