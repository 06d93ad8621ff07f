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

/**
 * What Linux says of a process: its state letter and its start time (clock ticks after boot), or
 * null when it does not exist. Undefined where there is no /proc to ask (macOS, Windows).
 */
function procStat(pid: number | "self"): { state: string; startTime: string } | null | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") return undefined;
    return readable("/proc/self/stat") ? null : undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces; fields 3 on follow the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
}

function readable(file: string): boolean {
  try {
    readFileSync(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the process `pid` that started at `startTime` (when known) still runs. A SIGKILLed server can linger as a zombie
 * until its parent reaps it, and its pid can be handed to another process at once: both used to
 * count as alive and refused the restart (issue 27, finding 7). On Linux the lock names the
 * holder's start time too, so a zombie and a stranger with the same pid are both told apart.
 */
export function isRunning(pid: number, startTime: string | undefined): boolean {
  const stat = procStat(pid);
  if (stat === null) return false;
  if (stat !== undefined) {
    if (stat.state === "Z" || stat.state === "X") return false;
    if (startTime !== undefined && stat.startTime !== startTime) return false;
    return true;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** This process's start time as Linux counts it, to tell it from a later one with its pid. */
export function startTimeOfThisProcess(): string | undefined {
  return procStat("self")?.startTime;
}

/**
 * Claims `dataDir` for this process. The embedded database is a single-process store: two
 * processes on one directory would corrupt it, so a second server refuses to start instead.
 * A lock left by a process that died (or whose pid now belongs to another) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "server.pid");
  const ownStartTime = startTimeOfThisProcess();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, `${[process.pid, ownStartTime].filter(Boolean).join(" ")}\n`, { flag: "wx" });
      return () => {
        try {
          if (Number.parseInt(readFileSync(lockFile, "utf8"), 10) === process.pid) rmSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText = "", startTime] = readFileSync(lockFile, "utf8").trim().split(" ");
      const holder = Number.parseInt(pidText, 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder, startTime)) {
        throw new DataDirInUse(dataDir, holder);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock the data directory ${dataDir}`);
}
