/**
 * `npm run operator`: the first operator is made from the command line, while the shop runs on its
 * embedded database (the command asks the server through its control socket) and while it does not
 * (the command opens the data directory itself). Needs the build (`npm run build`).
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seededDataDir } from "#tests/support/seeded-data-dir.ts";
import { spawnServer, type SpawnedServer } from "#tests/support/spawn-server.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

function operatorCommand(dataDir: string, ...args: string[]) {
  const child = spawn(process.execPath, ["server/tools/operator.ts", ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stdout, stderr })),
  );
}

describe("npm run operator", () => {
  const data = seededDataDir();
  const email = "Ops.Lead@example.test";
  let server: SpawnedServer & { port: number };

  beforeAll(async () => {
    server = await spawnServer({ DATA_DIR: data.dir });
    const registered = await fetch(server.url("/api/register"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ fullname: "Ops Lead", email, pwd: "a long operator passphrase" }),
    });
    if (registered.status !== 200) throw new Error(`sign-up failed: ${await registered.text()}`);
  });

  afterAll(async () => {
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    data.remove();
  });

  test("while the shop runs: add, a token for scripts, the audit line, and the last operator kept", async () => {
    const unknown = await operatorCommand(data.dir, "add", "nobody@example.test");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("No account has the email nobody@example.test");

    const added = await operatorCommand(data.dir, "add", email.toLowerCase());
    expect(added).toMatchObject({ code: 0, stdout: "ops.lead@example.test is now an operator.\n" });
    expect((await operatorCommand(data.dir, "add", email)).stdout).toContain("was already an operator");

    const issued = await operatorCommand(data.dir, "token", email, "packing station");
    expect(issued.code).toBe(0);
    const token = issued.stdout.split("\n")[0] ?? "";
    expect(token).toMatch(/^[\w-]{43}$/);

    // The token signs a script in as the operator; without it the back-office does not exist.
    expect((await fetch(server.url("/admin/audit"))).status).toBe(404);
    const audit = await fetch(server.url("/admin/audit"), { headers: { Token: token } });
    expect(audit.status).toBe(200);
    const html = await audit.text();
    expect(html).toContain("account.grantOperator");
    expect(html).toContain("account.createToken");
    expect(html).toContain("packing station");

    const removed = await operatorCommand(data.dir, "remove", email);
    expect(removed.code).toBe(1);
    expect(removed.stderr).toContain("last operator");

    const usage = await operatorCommand(data.dir, "promote", email);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run operator");
  });

  test("with the shop stopped, the command opens the data directory itself", async () => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const listed = await operatorCommand(data.dir, "list");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain("ops.lead@example.test\tOps Lead");
  });
});
