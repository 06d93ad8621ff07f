/**
 * SVG to pixels with resvg, for the render job (design-renders.ts), in a worker thread.
 *
 * resvg renders synchronously: a 12 × 16 in print file at 300 DPI holds the thread about a second
 * and its PNG encoding another quarter, and a mockup's filters up to three. On the process's main
 * thread, every page asked for meanwhile waited: ten orders paid at once put a visitor's
 * /products p99 at 1.4 s and a signed-in customer's at 3.5 s (tests/bench/renders.bench.ts). This
 * module is also the worker's own code, so it imports only resvg (a worker loads its modules
 * unbundled, from the project's `server/`).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { Resvg } from "@resvg/resvg-js";

/**
 * What to rasterise: the SVG at `width` pixels, its images by address, the design fonts' files.
 * `png` gives a PNG; `pixels` the raw RGBA, premultiplied by alpha, as sharp takes with
 * `raw.premultiplied` (a print file is re-encoded anyway, so a PNG between would be encoded and
 * decoded for nothing).
 */
export type RasteriseTask = {
  svg: string;
  width: number;
  images: [href: string, bytes: Uint8Array][];
  fontFiles: string[];
  output: "png" | "pixels";
};

/** The render thread's nice value (0 normal, 19 lowest): below the requests', above idle work. */
export const RENDER_NICENESS = 10;

export type Raster = { data: Uint8Array; width: number; height: number };

/** The task's result, or the first address it has no image for. */
export type RasteriseResult = { raster: Raster } | { missingImage: string };

/** Rasterises `task` on this thread (the worker calls it; so can a test). */
export function rasterise(task: RasteriseTask): RasteriseResult {
  const resvg = new Resvg(task.svg, {
    fitTo: { mode: "width", value: task.width },
    font: { loadSystemFonts: false, fontFiles: task.fontFiles, defaultFontFamily: "Inter" },
    imageRendering: 0,
    shapeRendering: 2,
    textRendering: 1,
  });
  const images = new Map(task.images);
  for (const href of resvg.imagesToResolve()) {
    const bytes = images.get(href);
    if (!bytes) return { missingImage: href };
    resvg.resolveImage(href, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  const rendered = resvg.render();
  const data = task.output === "png" ? rendered.asPng() : rendered.pixels;
  // A copy the thread owns, so it can be handed over rather than copied again on the way out.
  return { raster: { data: new Uint8Array(data), width: rendered.width, height: rendered.height } };
}

/**
 * The worker's entry file, unbundled: where the shop was started (the project, as for `build/`),
 * else beside this module when it runs from source (as plain-background-render.ts finds its own).
 */
function workerEntry(): string {
  const name = "rasterise-worker.ts";
  const candidates = [
    path.resolve("server/services", name),
    path.join(path.dirname(fileURLToPath(import.meta.url)), name),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`the rasterise worker is not in ${candidates.join(" or ")}`);
  return found;
}

/**
 * `rasterise` in a worker thread of its own, so the process keeps answering meanwhile. A worker per
 * task: starting one costs tens of milliseconds next to a render's second, and what resvg held is
 * given back when it ends.
 */
export function rasteriseInWorker(task: RasteriseTask): Promise<RasteriseResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry(), { workerData: task });
    worker.once("message", (result: RasteriseResult) => resolve(result));
    worker.once("error", reject);
    // After an answer this changes nothing; without one, the job retries the render later.
    worker.once("exit", (code) =>
      reject(new Error(`the rasterise worker ended (code ${code}) without an answer`)),
    );
  });
}
