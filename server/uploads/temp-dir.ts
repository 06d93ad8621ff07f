/**
 * Where uploads stream to before they are checked and stored: under the data directory, in a
 * folder named for the process (pid and start time), so that the folders a killed server left
 * behind are known at the next start and removed (issue 27, finding 6). Uploads used to go to the
 * system's temporary directory, where a SIGKILL left 25 MB for good.
 */
import { mkdirSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isRunning, startTimeOfThisProcess } from "../data-dir-lock.ts";

/** The folder all processes on `dataDir` keep their uploads in progress under. */
function uploadsRoot(dataDir: string): string {
  // An in-memory database (tests) has no directory of its own: the system's stands in.
  return dataDir.startsWith("memory://")
    ? path.join(tmpdir(), "shop-uploads-in-progress")
    : path.join(dataDir, "tmp", "uploads");
}

/** This process's start time, read once: it names the process's folder. */
let startTime: string | undefined;

/** This process's folder for uploads in progress (made when missing, each time: it is cheap). */
export function uploadTempDir(dataDir: string): string {
  startTime ??= startTimeOfThisProcess() ?? "0";
  const folder = path.join(uploadsRoot(dataDir), `${process.pid}-${startTime}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * Removes the uploads in progress of processes that no longer run (killed mid-upload); the
 * folders of live ones, another server on the same directory included, are left alone.
 * Returns how many folders went.
 */
export async function removeUploadLeftovers(dataDir: string): Promise<number> {
  const root = uploadsRoot(dataDir);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    const [, pid, started] = /^(\d+)-(\d+)$/.exec(entry.name) ?? [];
    const live = pid !== undefined && isRunning(Number(pid), started === "0" ? undefined : started);
    if (live) continue;
    await rm(path.join(root, entry.name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
