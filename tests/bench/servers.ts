/**
 * The servers the bench measures, as child processes it owns: started on free loopback ports,
 * ready once they answer, stopped (and their data removed) by a teardown list that runs on every
 * way out of the bench.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { serverNodeFlags, startServerProcess, temporaryDataDir } from "#tests/support/spawn-server.ts";

export type BenchServer = {
  name: string;
  pid: number;
  url(pathname?: string): string;
  /** Our shop's data directory (its control socket lives there); undefined for the anchor. */
  dataDir?: string;
};

/** Cleanup steps, run last-registered first; each runs once even if the bench is interrupted. */
export class Teardown {
  #steps: (() => Promise<void> | void)[] = [];

  add(step: () => Promise<void> | void): void {
    this.#steps.push(step);
  }

  async run(): Promise<void> {
    while (this.#steps.length > 0) {
      const step = this.#steps.pop();
      try {
        await step?.();
      } catch (error) {
        console.error("bench teardown step failed:", error);
      }
    }
  }
}

const readyTimeoutMs = 60_000;
const stopTimeoutMs = 12_000;

/**
 * Our built shop (`node server/index.ts`) on its own fresh data directory. Logs only warnings:
 * a request log line per request would be work the anchor does not do.
 */
export async function startShop(
  teardown: Teardown,
  options: {
    name: string;
    env: Record<string, string>;
    /** A free port chosen by the OS when unset. */ port?: number;
  },
): Promise<BenchServer> {
  const dataDir = temporaryDataDir();
  teardown.add(() => dataDir.remove());
  const port = options.port ?? (await freePort());
  const { child, exited, output } = startServerProcess({
    DATA_DIR: dataDir.dir,
    PORT: String(port),
    NODE_ENV: "production",
    SESSION_SECRET: "bench-secret-of-at-least-32-characters",
    LOG_LEVEL: "warn",
    ...options.env,
  });
  teardown.add(() => stopProcess(child, exited));
  const server = { ...benchServer(options.name, child, port), dataDir: dataDir.dir };
  await waitUntilAnswering(server.url("/healthz"), exited, output);
  return server;
}

/**
 * The anchor's production server (`node server.js` in its built folder), with our Node and the
 * flags our server runs with: the yardstick is tuned as we are.
 */
export async function startAnchor(teardown: Teardown, directory: string): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeFlags, "server.js"], {
    cwd: directory,
    env: { PATH: process.env.PATH ?? "", PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  teardown.add(() => stopProcess(child, exited));
  const server = benchServer("anchor", child, port);
  await waitUntilAnswering(server.url("/"), exited, () => output);
  return server;
}

function benchServer(name: string, child: ChildProcess, port: number): BenchServer {
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  return { name, pid: child.pid, url: (pathname = "/") => `http://127.0.0.1:${port}${pathname}` };
}

/**
 * A port free right now, chosen by the OS. Both servers take the port from PORT, and with a
 * warn-level log ours no longer prints the one it got from PORT=0.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; rejects with the process output if it exits or takes too long. */
async function waitUntilAnswering(
  url: string,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}) before answering:\n${output()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${readyTimeoutMs / 1000} s:\n${output()}`);
}

/** SIGTERM (our shop finishes in-flight requests and exits), then SIGKILL if it hangs. */
async function stopProcess(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}

/** The address of the first product the catalogue API lists: the product page the benches load. */
export async function firstProductPath(shop: BenchServer): Promise<string> {
  const response = await fetch(shop.url("/api/products"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const body = (await response.json()) as { data: { products: { url: string }[] } };
  const url = body.data.products[0]?.url;
  if (!url) throw new Error("the catalogue is empty");
  return url;
}
