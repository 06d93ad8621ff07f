/** The worker thread that rasterises one SVG (rasterise.ts). */
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { RENDER_NICENESS, rasterise, type RasteriseTask } from "./rasterise.ts";

// Renders wait; pages do not. On Linux a thread has its own nice value and this sets only this
// thread's, so when the cores are busy the process's requests go first and the render takes the
// time left over. Elsewhere it would lower the whole process, requests included.
if (process.platform === "linux") {
  try {
    setPriority(RENDER_NICENESS);
  } catch {
    // Refused (a sandbox): the render runs at the process's priority.
  }
}

const result = rasterise(workerData as RasteriseTask);
parentPort?.postMessage(result, "raster" in result ? [result.raster.data.buffer as ArrayBuffer] : []);
