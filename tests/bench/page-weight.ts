/** What a page weighs: its HTML as the server sends it, and the scripts a browser loads for it. */
import { request } from "node:http";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";

export type ScriptWeight = { files: number; rawBytes: number; gzipBytes: number };

/**
 * Bytes of one uncompressed HTML response (no Accept-Encoding, no cookies; the target's own headers,
 * as the signed-in target's `Token`), as wrk receives it.
 * Anything but a 200 is an error: a redirect or an error page would make the load figures lie.
 */
export async function htmlBytes(
  url: string,
  userAgent: string,
  extraHeaders: string[] = [],
): Promise<number> {
  // The same `Name: value` lines wrk is given.
  const headers = Object.fromEntries(
    extraHeaders.map((line) => [
      line.slice(0, line.indexOf(":")).trim(),
      line.slice(line.indexOf(":") + 1).trim(),
    ]),
  );
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, "user-agent": userAgent } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
      response.once("error", reject);
      response.once("end", () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url} answered ${response.statusCode}, not 200`)),
      );
    });
    req.once("error", reject);
    req.end();
  });
}

/**
 * Every script Chromium loads for `url` in a fresh context (cold cache) until the network is
 * idle, each counted once (a module preload and its import are one file), gzipped per file at
 * level 9.
 */
export async function scriptWeight(browser: Browser, url: string): Promise<ScriptWeight> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      const isScript = response.request().resourceType() === "script";
      if (isScript && !bodies.has(response.url())) bodies.set(response.url(), response.body());
    });
    const response = await page.goto(url, { waitUntil: "networkidle" });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()} in Chromium`);
    const scripts = await Promise.all(bodies.values());
    return {
      files: scripts.length,
      rawBytes: sum(scripts.map((body) => body.byteLength)),
      gzipBytes: sum(scripts.map((body) => gzipSync(body, { level: 9 }).byteLength)),
    };
  } finally {
    await context.close();
  }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
