/**
 * The image of a background-removal preview (issue 30): the original decoded whole, its plain
 * background taken away (plain-background.ts), written as a PNG with alpha and a WebP thumbnail.
 *
 * It runs in a worker thread: finding the background walks every pixel in JavaScript, up to a
 * couple of seconds for the largest images, and the files job shares its thread with the requests
 * the process answers. This module is also the worker's own code, so it imports only sharp and the
 * pure algorithm (a worker loads its modules unbundled, from the project's `server/`).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import sharp, { type OutputInfo } from "sharp";
import { removePlainBackground, type BackgroundRefusal } from "./plain-background.ts";

/** What the worker is asked to make: from `source`, into `directory`. */
export type PreviewTask = {
  source: string;
  directory: string;
  tolerance: number;
  /** Decoding refuses larger images (a bomb that slipped past the checks). */
  maxPixels: number;
  thumbnailSize: number;
};

export type RenderedImage = { path: string; size: number; mediaType: string; width: number; height: number };

/** The preview and its thumbnail; or why the image has no background to take away; or unreadable. */
export type PreviewResult =
  | { made: { original: RenderedImage; thumbnail: RenderedImage } }
  | { refused: BackgroundRefusal }
  | { unreadable: string };

/** Makes the preview of `task` on this thread (the worker calls it; so can a test). */
export async function renderWithoutBackground(task: PreviewTask): Promise<PreviewResult> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(task.source, { limitInputPixels: task.maxPixels, failOn: "error" })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    return { unreadable: error instanceof Error ? error.message : String(error) };
  }
  const { data, info } = decoded;
  if (info.channels !== 4) return { unreadable: `decoded to ${info.channels} channels` };
  const outcome = removePlainBackground(data, info.width, info.height, task.tolerance);
  if (!outcome.removed) return { refused: outcome.reason };

  const image = () => sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  const originalPath = path.join(task.directory, "original");
  const original = await image().png({ compressionLevel: 6 }).withIccProfile("srgb").toFile(originalPath);
  const thumbnailPath = path.join(task.directory, "thumbnail");
  const thumbnail = await image()
    .resize(task.thumbnailSize, task.thumbnailSize, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(thumbnailPath);
  return {
    made: {
      original: { path: originalPath, size: original.size, mediaType: "image/png", ...sizeOf(original) },
      thumbnail: { path: thumbnailPath, size: thumbnail.size, mediaType: "image/webp", ...sizeOf(thumbnail) },
    },
  };
}

function sizeOf(info: OutputInfo) {
  return { width: info.width, height: info.height };
}

/**
 * The worker's entry file, unbundled: where the shop was started (the project, as for `build/`),
 * else beside this module when it runs from source. Built from a path, not `new URL(…,
 * import.meta.url)`, which the server build would turn into an asset of its own.
 */
function workerEntry(): string {
  const name = "plain-background-worker.ts";
  const candidates = [
    path.resolve("server/services", name),
    path.join(path.dirname(fileURLToPath(import.meta.url)), name),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`the background worker is not in ${candidates.join(" or ")}`);
  return found;
}

/** `renderWithoutBackground` in a worker thread of its own, so the process keeps answering meanwhile. */
export function renderWithoutBackgroundInWorker(task: PreviewTask): Promise<PreviewResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry(), { workerData: task });
    worker.once("message", (result: PreviewResult) => resolve(result));
    worker.once("error", reject);
    // After an answer this changes nothing; without one, the job retries the preview later.
    worker.once("exit", (code) =>
      reject(new Error(`the background worker ended (code ${code}) without an answer`)),
    );
  });
}
