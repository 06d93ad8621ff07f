import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Node's flags for the shop's process, as `npm start` and the image's command give them
 * (tests/integration/runtime.test.ts holds the three together). Once a process goes quiet, V8's
 * memory reducer collects its garbage and, by default, also shrinks the heap to its smallest; the
 * pages after the pause then ran at three quarters of their speed while it grew back, and a burst
 * of fifty visitors waited up to twice as long. The flag keeps the collection, not the shrinking
 * (decision 028).
 */
export const serverNodeFlags = ["--no-memory-reducer-favors-memory"];

export type SpawnedServer = {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  output(): string;
  url(pathname?: string): string;
};

/** A fresh, empty data directory, removed by the returned function. */
export function temporaryDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-data-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts the built server (`node server/index.ts` with `serverNodeFlags`, as `npm start` does) on
 * a free port and resolves once it listens, or rejects with its output if it stops before that.
 */
export async function spawnServer(env: Record<string, string>): Promise<SpawnedServer & { port: number }> {
  const server = startServerProcess(env);
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /"port":(\d+)[^\n]*shop listening/.exec(server.output());
      if (match) resolve(Number(match[1]));
    };
    server.child.stdout?.on("data", onData);
    void server.exited.then((code) =>
      reject(new Error(`server exited (${code}) before listening:\n${server.output()}`)),
    );
  });
  return { ...server, port, url: (pathname = "/") => `http://127.0.0.1:${port}${pathname}` };
}

/** Starts the server process without waiting for it to listen (for starts that must fail). */
export function startServerProcess(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, [...serverNodeFlags, "server/index.ts"], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      // Tests never reach the network: rates come from a local copy of the ECB document.
      RATES_URL: new URL("../fixtures/ecb-daily.xml", import.meta.url).href,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output, url: () => "" };
}
