import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Another live process holds the data directory. */
export class DataDirInUse extends Error {
  override name = "DataDirInUse";
  readonly pid: number;
  constructor(dataDir: string, pid: number) {
    super(`data directory in use by pid ${pid}: ${dataDir}`);
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Claims `dataDir` for this process. The embedded database is a single-process store: two
 * processes on one directory would corrupt it, so a second server refuses to start instead.
 * A lock left by a process that died is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: "wx" });
      return () => {
        try {
          if (Number(readFileSync(lockFile, "utf8")) === process.pid) rmSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(readFileSync(lockFile, "utf8"), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUse(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock the data directory ${dataDir}`);
}
