/** Resident memory of another process, from Linux's /proc, the way process-cpu.ts reads its CPU. */
import { readFileSync } from "node:fs";

export type ProcessMemory = {
  /** VmRSS: resident now. */
  rssMB: number;
  /** VmHWM: the most the process has held resident since it started. */
  peakRssMB: number;
  /** Threads of the process (libuv's pool, sharp's and resvg's workers included). */
  threads: number;
};

/** Undefined where /proc is unavailable (not Linux) or the process is gone. */
export function processMemory(pid: number): ProcessMemory | undefined {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return undefined;
  }
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1]);
  const rssKb = field("VmRSS");
  const peakKb = field("VmHWM");
  const threads = field("Threads");
  if (!Number.isFinite(rssKb) || !Number.isFinite(peakKb)) return undefined;
  return { rssMB: rssKb / 1024, peakRssMB: peakKb / 1024, threads };
}
