/** Load generation with wrk (the Debian package `wrk`): one run, parsed into numbers. */
import { spawn, spawnSync } from "node:child_process";

export type WrkRun = {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses with a status of 400 or more, plus connect, read, write and timeout errors. */
  errors: number;
};

/** Throws with the way to install wrk when it is missing, before anything else is started. */
export function requireWrk(): void {
  const probe = spawnSync("wrk", ["-v"], { encoding: "utf8" });
  if (probe.error) {
    throw new Error("`npm run bench` needs wrk on the PATH (Debian/Ubuntu: sudo apt-get install -y wrk).");
  }
}

/**
 * Loads `url` for `seconds` with one thread and `connections` keep-alive connections.
 * The timeout is raised from wrk's 2 s to 10 s: a request slower than the timeout is left out of
 * wrk's latency distribution, which would hide exactly the slow tail we want to see.
 */
export async function runWrk(
  url: string,
  options: { seconds: number; connections: number; userAgent: string; headers?: string[] },
): Promise<WrkRun> {
  const args = [
    "--threads",
    "1",
    "--connections",
    String(options.connections),
    "--duration",
    `${options.seconds}s`,
    "--timeout",
    "10s",
    "--latency",
    "--header",
    `User-Agent: ${options.userAgent}`,
    ...(options.headers ?? []).flatMap((header) => ["--header", header]),
    url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}:\n${text}`)),
    );
  });
  return parseWrkOutput(output);
}

/** Reads the totals, the 50th and 99th percentiles and the error counts of wrk's report. */
export function parseWrkOutput(output: string): WrkRun {
  const totals = /(\d+) requests in ([\d.]+\w+),/.exec(output);
  const p50 = /^\s*50%\s+([\d.]+\w+)/m.exec(output);
  const p99 = /^\s*99%\s+([\d.]+\w+)/m.exec(output);
  if (!totals?.[1] || !totals[2] || !p50?.[1] || !p99?.[1]) {
    throw new Error(`unexpected wrk output:\n${output}`);
  }
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0;
  return {
    requests: Number(totals[1]),
    seconds: durationMs(totals[2]) / 1000,
    p50Ms: durationMs(p50[1]),
    p99Ms: durationMs(p99[1]),
    errors: Number(non2xx?.[1] ?? 0) + socketErrors,
  };
}

const msPerUnit: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** wrk's durations: "512.00us", "12.34ms", "1.02s", "1.00m". */
function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text);
  const factor = match?.[2] ? msPerUnit[match[2]] : undefined;
  if (!match || factor === undefined) throw new Error(`unexpected wrk duration: ${text}`);
  return Number(match[1]) * factor;
}
