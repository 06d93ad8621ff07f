/** CPU time of another process, from Linux's /proc. */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const ticksPerSecond = readClockTicks();

/**
 * User plus system CPU time the process has used so far, in milliseconds, or undefined where
 * /proc is unavailable (not Linux) or the process is gone. Resolution is one clock tick (10 ms).
 */
export function processCpuMs(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  // Fields 14 and 15 (utime, stime) are then the 12th and 13th after the closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1000) / ticksPerSecond : undefined;
}

function readClockTicks(): number {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
}
