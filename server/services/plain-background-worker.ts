/** The worker thread that makes one background-removal preview (plain-background-render.ts). */
import { parentPort, workerData } from "node:worker_threads";
import { renderWithoutBackground, type PreviewTask } from "./plain-background-render.ts";

parentPort?.postMessage(await renderWithoutBackground(workerData as PreviewTask));
