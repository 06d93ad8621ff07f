/**
 * The shop's image as the container test builds and runs it, with podman (no Docker engine runs
 * on the CI machine). Where a registry answers, the Dockerfile's own base (`node:24-slim`) is
 * pulled; where none does, tests/support/node-base-image.sh makes a stand-in once and the machine
 * keeps it between runs.
 */
import { execFile, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const baseRecipe = fileURLToPath(new URL("node-base-image.sh", import.meta.url));

/** The official base, and the name its stand-in takes (`FROM node:24-slim` finds either). */
const officialBase = "docker.io/library/node:24-slim";
const standInBase = "localhost/node:24-slim";

/**
 * Global flags: runc where it is installed (crun, podman's default here, fails on this machine's
 * hybrid cgroups).
 */
const globalFlags = existsSync("/usr/sbin/runc") ? ["--runtime", "/usr/sbin/runc"] : [];
/** Limits for builds and containers: podman's defaults ask for more than this machine allows. */
export const ulimits = ["--ulimit", "nofile=20000:20000", "--ulimit", "nproc=4096:4096"];

/** Whether podman can run containers here; the container test is skipped (and says so) otherwise. */
export function podmanUnavailable(): string | null {
  const info = spawnSync("podman", [...globalFlags, "info", "--format", "{{.Host.OCIRuntime.Name}}"], {
    encoding: "utf8",
  });
  if (info.error) return "podman is not installed";
  if (info.status !== 0) return `podman does not work here: ${info.stderr.trim()}`;
  return null;
}

/** Runs podman; resolves with its output, rejects with the end of it when it fails. */
export function podman(args: string[], options: { timeoutMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "podman",
      [...globalFlags, ...args],
      { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024, timeout: options.timeoutMs ?? 15 * 60_000 },
      (error, stdout, stderr) => {
        if (error) {
          const output = `${stdout}\n${stderr}`.trim().split("\n").slice(-40).join("\n");
          reject(new Error(`podman ${args.join(" ")} failed (${error.message.split("\n")[0]}):\n${output}`));
        } else resolve(stdout.trim());
      },
    );
  });
}

async function imageLabel(image: string, label: string): Promise<string | null> {
  try {
    return await podman(["image", "inspect", "--format", `{{index .Labels "${label}"}}`, image]);
  } catch {
    return null;
  }
}

/**
 * Makes sure `FROM node:24-slim` finds a base: the official image when it is here or a registry
 * gives it, else the stand-in, made again only when its recipe changed. Answers which one.
 */
export async function ensureBaseImage(): Promise<string> {
  if (
    await podman(["image", "exists", officialBase]).then(
      () => true,
      () => false,
    )
  )
    return officialBase;
  const recipe = createHash("sha256").update(readFileSync(baseRecipe)).digest("hex").slice(0, 16);
  if ((await imageLabel(standInBase, "shop.base-recipe")) === recipe) return standInBase;
  try {
    await podman(["pull", "--quiet", officialBase], { timeoutMs: 5 * 60_000 });
    return officialBase;
  } catch {
    // No registry answers: the stand-in, from Debian's mirror and the npm registry.
  }
  await new Promise<void>((resolve, reject) => {
    execFile(
      "bash",
      [baseRecipe, standInBase],
      { cwd: projectRoot, timeout: 15 * 60_000 },
      (error, _out, err) =>
        error ? reject(new Error(`the base image stand-in failed:\n${err}`)) : resolve(),
    );
  });
  return standInBase;
}

/** The container test's image: one tag for every run, so the machine keeps it and its build cache. */
export const testImage = "localhost/inkwell-shop:test";

/** Builds the project's Dockerfile as `tag`; Docker's format keeps its HEALTHCHECK. */
export async function buildImage(tag: string): Promise<void> {
  await podman(["build", "--pull=never", "--format", "docker", ...ulimits, "--tag", tag, "."]);
}

/** An image's size in bytes, as podman counts it (all its layers). */
export async function imageSize(image: string): Promise<number> {
  return Number(await podman(["image", "inspect", "--format", "{{.Size}}", image]));
}
