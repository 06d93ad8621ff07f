import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { DataDirInUse, lockDataDir } from "./data-dir-lock.ts";

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("a directory held by a live process is refused with its pid", () => {
  const dir = dataDir();
  // The parent of this test process is alive for the whole test.
  writeFileSync(path.join(dir, "server.pid"), `${process.ppid}\n`);
  expect(() => lockDataDir(dir)).toThrow(DataDirInUse);
  expect(() => lockDataDir(dir)).toThrow(`data directory in use by pid ${process.ppid}`);
});

test("a lock left by a process that has ended is taken over, and released again", () => {
  const dir = dataDir();
  const ended = spawnSync(process.execPath, ["-e", ""]).pid;
  writeFileSync(path.join(dir, "server.pid"), `${ended}\n`);
  const release = lockDataDir(dir);
  expect(existsSync(path.join(dir, "server.pid"))).toBe(true);
  release();
  expect(existsSync(path.join(dir, "server.pid"))).toBe(false);
});

/** A server stand-in: another process that takes the lock and keeps it until it is killed. */
async function holderOf(dir: string): Promise<ChildProcess> {
  const lockModule = new URL("./data-dir-lock.ts", import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { lockDataDir } from ${JSON.stringify(lockModule)};
       lockDataDir(${JSON.stringify(dir)}); console.log("locked"); setInterval(() => {}, 60_000);`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

/** Waits, without letting this process reap its child, until the child is a zombie. */
function untilZombie(pid: number) {
  for (let tries = 0; tries < 500; tries += 1) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) return;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  throw new Error(`pid ${pid} never ended`);
}

const onLinux = existsSync("/proc/self/stat");

test.runIf(onLinux)(
  "a server killed with SIGKILL, not yet reaped by its parent, does not block a restart (ten times)",
  async () => {
    for (let run = 0; run < 10; run += 1) {
      const dir = dataDir();
      const holder = await holderOf(dir);
      holder.kill("SIGKILL");
      // The killed holder is a zombie until this process's event loop reaps it: still "alive" to
      // kill(pid, 0), which is how restarts were refused.
      untilZombie(holder.pid!);
      const release = lockDataDir(dir);
      expect(readFileSync(path.join(dir, "server.pid"), "utf8")).toMatch(new RegExp(`^${process.pid} `));
      release();
    }
  },
);

test.runIf(onLinux)("a lock whose pid now belongs to another process is taken over (ten times)", () => {
  for (let run = 0; run < 10; run += 1) {
    const dir = dataDir();
    // Our parent is alive, but it is not the process that wrote this lock: it started at another time.
    writeFileSync(path.join(dir, "server.pid"), `${process.ppid} ${run + 1}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, "server.pid"), "utf8")).toMatch(new RegExp(`^${process.pid} \\d+\n$`));
    release();
  }
});

test("a second live server is still refused (ten times)", async () => {
  for (let run = 0; run < 10; run += 1) {
    const dir = dataDir();
    const holder = await holderOf(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(`data directory in use by pid ${holder.pid}`);
    } finally {
      holder.kill("SIGKILL");
    }
  }
});
