/**
 * The yardstick (../shared/bench/README.md): a minimal React Router app we measure beside ours.
 * Its code stays outside the repository; the bench installs and builds a copy, keeps it in
 * node_modules/.cache/bench-anchor, and reuses it until the anchor's files (or Node) change.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Folders the anchor's own install and build create: not part of its source. */
const generated = new Set(["node_modules", "build", ".react-router"]);
const readyMarker = ".bench-ready";

/**
 * The folder of a built copy of the anchor at `sourceDir`, under `cacheRoot/<hash of its files>`.
 * Installs and builds only when no complete copy with that hash exists; older copies are removed.
 */
export async function prepareAnchor(
  sourceDir: string,
  cacheRoot: string,
  log: (line: string) => void,
): Promise<string> {
  if (!existsSync(path.join(sourceDir, "package.json"))) {
    throw new Error(`no anchor app at ${sourceDir} (set BENCH_ANCHOR_DIR to its folder)`);
  }
  const files = sourceFiles(sourceDir);
  const key = contentKey(sourceDir, files);
  const copyDir = path.join(cacheRoot, key);
  if (existsSync(path.join(copyDir, readyMarker))) {
    log(`anchor: reusing the build in ${path.relative(process.cwd(), copyDir)}`);
    return copyDir;
  }

  // Built outside node_modules: Vite does not apply the anchor's `~/` path alias (tsconfig
  // paths) to files under a node_modules folder, and the build fails there. Moved in afterwards.
  const staging = mkdtempSync(path.join(tmpdir(), "bench-anchor-"));
  try {
    copyFiles(sourceDir, staging, files);
    log(`anchor: npm install and react-router build of a copy in ${staging}`);
    await run("npm", ["install", "--no-audit", "--no-fund"], staging);
    await run("npx", ["react-router", "build"], staging);
    writeFileSync(path.join(staging, readyMarker), `${key}\n`);
    rmSync(cacheRoot, { recursive: true, force: true });
    moveFolder(staging, copyDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return copyDir;
}

/** The anchor's source files, relative to its folder, sorted so the hash does not depend on order. */
function sourceFiles(root: string): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (!generated.has(entry.name)) visit(child);
      } else if (entry.isFile()) {
        found.push(child);
      }
    }
  };
  visit("");
  return found.sort();
}

/** Names and contents of the files, and the Node version the build runs on. */
function contentKey(root: string, files: string[]): string {
  const hash = createHash("sha256").update(process.version);
  for (const file of files) {
    hash.update(`\0${file}\0`).update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * Copies contents only: the shared source is read-only, and a copy that kept those modes could
 * not receive its node_modules.
 */
function copyFiles(from: string, to: string, files: string[]): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    writeFileSync(path.join(to, file), readFileSync(path.join(from, file)));
  }
}

/** Renames, or copies when the temporary folder is on another file system. */
function moveFolder(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

/** Runs a command quietly; on failure its output goes into the error. */
async function run(command: string, args: string[], cwd: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} failed (${code}) in ${cwd}:\n${output}`)),
    );
  });
}
