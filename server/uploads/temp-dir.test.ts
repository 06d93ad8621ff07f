import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { receiveMultipart } from "./multipart.ts";
import { removeUploadLeftovers, uploadTempDir } from "./temp-dir.ts";

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-data-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test("an upload streams to a folder under the data directory, not the system's temporary one", async () => {
  const dir = dataDir();
  const form = new FormData();
  form.append("file", new Blob([Buffer.alloc(2000, 1)]), "big.png");
  const request = new Request("http://shop.test/upload", { method: "POST", body: form });
  const upload = await receiveMultipart(request.body, request.headers.get("content-type"), {
    maxFileBytes: 10_000,
    maxFiles: 1,
    maxBodyBytes: 20_000,
    tempDir: uploadTempDir(dir),
  });
  expect(upload.files[0]!.path.startsWith(path.join(dir, "tmp", "uploads") + path.sep)).toBe(true);
  expect(existsSync(upload.files[0]!.path)).toBe(true);
  await upload.cleanup();
});

test("at start, what killed servers left is removed; a running server's uploads are kept", async () => {
  const dir = dataDir();
  const root = path.join(dir, "tmp", "uploads");
  // A server killed mid-upload: its process is gone, its 25 MB part is not.
  const ended = spawnSync(process.execPath, ["-e", ""]).pid!;
  const killed = path.join(root, `${ended}-12345`, "upload-abc");
  mkdirSync(killed, { recursive: true });
  writeFileSync(path.join(killed, "part-0"), Buffer.alloc(1024));
  // A pid now used by a live process that started at another time: left by a killed server too.
  const reused = path.join(root, `${process.ppid}-1`);
  mkdirSync(reused, { recursive: true });
  // Something that is no upload folder at all.
  writeFileSync(path.join(root, "stray"), "x");
  // This process, uploading right now.
  const mine = uploadTempDir(dir);
  writeFileSync(path.join(mine, "part-0"), "in progress");

  expect(await removeUploadLeftovers(dir)).toBe(3);
  expect(readdirSync(root)).toEqual([path.basename(mine)]);
  expect(existsSync(path.join(mine, "part-0"))).toBe(true);
});
