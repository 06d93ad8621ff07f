import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
