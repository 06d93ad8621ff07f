/**
 * A running server holds the embedded database alone (one process per data directory), so the
 * command line cannot open it while the shop runs. The server listens on a Unix socket in the data
 * directory instead, readable by the account that runs the shop only, and runs the operator
 * commands it receives: one JSON line in (`{"args": [...]}`), one JSON line out.
 */
import { chmodSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import type { CommandResult } from "./operator-command.ts";
import type { Logger } from "./logger.ts";

const MAX_REQUEST_BYTES = 4096;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, "control.sock");
}

export async function listenControlSocket(options: {
  dataDir: string;
  logger: Logger;
  run(args: string[]): Promise<CommandResult>;
}): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(options.dataDir);
  // Left by a server that died: we hold the data directory's lock, so it is nobody's.
  rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let request = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      request += chunk;
      if (request.length > MAX_REQUEST_BYTES) return socket.destroy();
      const end = request.indexOf("\n");
      if (end === -1) return;
      void answer(request.slice(0, end)).then((result) => socket.end(`${JSON.stringify(result)}\n`));
    });
    socket.on("error", () => socket.destroy());
  });
  async function answer(line: string): Promise<CommandResult> {
    try {
      const { args } = JSON.parse(line) as { args?: unknown };
      if (!Array.isArray(args) || !args.every((arg) => typeof arg === "string")) {
        return { exitCode: 2, output: "malformed request" };
      }
      return await options.run(args);
    } catch (error) {
      options.logger.error({ err: error }, "operator command failed");
      return { exitCode: 1, output: `The command failed: ${(error as Error).message}` };
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** Sends a command to the server listening in `dataDir`. */
export function sendControlCommand(dataDir: string, args: string[]): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(controlSocketPath(dataDir));
    let response = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => socket.write(`${JSON.stringify({ args })}\n`));
    socket.on("data", (chunk: string) => (response += chunk));
    socket.on("end", () => {
      try {
        resolve(JSON.parse(response) as CommandResult);
      } catch {
        reject(new Error("the server gave no answer"));
      }
    });
    socket.on("error", reject);
  });
}
