/** The worker thread that rasterises one SVG (rasterise.ts). */
import { parentPort, workerData } from "node:worker_threads";
import { rasterise, type RasteriseTask } from "./rasterise.ts";

const result = rasterise(workerData as RasteriseTask);
parentPort?.postMessage(result, "raster" in result ? [result.raster.data.buffer as ArrayBuffer] : []);
