/**
 * The process as an operator runs it: boot checks, the data-directory lock, staying up on odd
 * requests, and graceful shutdown. Needs the build (`npm run build`), as `npm test` does first.
 */
import http from "node:http";
import { afterEach, describe, expect, test } from "vitest";
import {
  spawnServer,
  startServerProcess,
  temporaryDataDir,
  type SpawnedServer,
} from "#tests/support/spawn-server.ts";
import { seededDataDir } from "#tests/support/seeded-data-dir.ts";

const running: SpawnedServer[] = [];
const dataDirs: ReturnType<typeof temporaryDataDir>[] = [];

/**
 * A data directory for one test: empty where the test is about a first start, otherwise a copy of
 * one already migrated and seeded (a first start costs seconds of CPU).
 */
function dataDir(kind: "empty" | "seeded" = "seeded") {
  const created = kind === "empty" ? temporaryDataDir() : seededDataDir();
  dataDirs.push(created);
  return created.dir;
}

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

/**
 * GETs `url` on a connection of its own that asks to be closed after the answer, and resolves with
 * the status once the answer is read and the server has closed the connection.
 */
function statusOnClosedConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { connection: "close" } }, (response) => {
      response.resume();
      response.socket.once("close", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

afterEach(async () => {
  for (const server of running.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  for (const dir of dataDirs.splice(0)) dir.remove();
});

describe("boot", () => {
  test("without SESSION_SECRET in production the process exits non-zero and names the variable", async () => {
    const server = startServerProcess({ NODE_ENV: "production", DATA_DIR: dataDir("empty") });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("SESSION_SECRET");
  });

  test("a bad PORT stops the start with a message naming it", async () => {
    const server = startServerProcess({ PORT: "eighty", DATA_DIR: dataDir("empty") });
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("PORT");
  });

  test("a fresh data directory gets migrated, seeded and served; /healthz checks the database, /readyz says ready", async () => {
    const server = await start({ DATA_DIR: dataDir("empty") });
    const health = await fetch(server.url("/healthz"));
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    // Idle connections outlive a load balancer's 60 s, so it never reuses one the shop just closed.
    expect(health.headers.get("keep-alive")).toBe("timeout=65");
    const readiness = await fetch(server.url("/readyz"));
    expect(readiness.status).toBe(200);
    expect(readiness.headers.get("cache-control")).toBe("no-store");
    expect(await readiness.json()).toEqual({
      status: "ready",
      checks: { database: true, migrations: true, storage: true },
    });
    const home = await fetch(server.url("/"), { headers: { "user-agent": "Mozilla/5.0 Chrome/156" } });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Inkwell Print Co.");
  });

  test("request logs are structured and never contain cookies, tokens or query strings", async () => {
    const server = await start({ DATA_DIR: dataDir() });
    await fetch(server.url("/about?token=one-time-link-secret"), {
      headers: { cookie: "session=cookie-secret; locale=en", token: "header-token-secret" },
    });
    await expect.poll(() => server.output()).toContain('"path":"/about"');
    expect(server.output()).not.toMatch(/cookie-secret|header-token-secret|one-time-link-secret/);
  });
});

describe("exchange rates", () => {
  test("with the rate source unreachable the shop starts and shows prices at the seeded rates", async () => {
    const server = await start({ DATA_DIR: dataDir(), RATES_URL: "http://127.0.0.1:9/eurofxref-daily.xml" });
    const page = await fetch(server.url("/shipping"), {
      headers: { "user-agent": "Mozilla/5.0 Chrome/156", cookie: "currency=EUR" },
    });
    expect(page.status).toBe(200);
    // $4.99 at the seeded 0.92 EUR per USD.
    expect(await page.text()).toContain("€4.59");
    await expect.poll(() => server.output()).toContain("exchange rates not refreshed");
  });

  test("a refresh that fails offline is one warning line, without a stack trace", async () => {
    const server = await start({ DATA_DIR: dataDir(), RATES_URL: "http://127.0.0.1:9/eurofxref-daily.xml" });
    await expect.poll(() => server.output()).toContain("exchange rates not refreshed");
    const lines = server.output().split("\n");
    const warning = lines.filter((line) => line.includes("exchange rates not refreshed"));
    expect(warning).toHaveLength(1);
    expect(JSON.parse(warning[0]!)).toMatchObject({
      level: 40,
      reason: expect.stringContaining("127.0.0.1:9"),
    });
    expect(server.output()).not.toMatch(/"stack"|\n\s+at /);
  });
});

describe("the start-up log says what runs", () => {
  const listening = (output: string) =>
    JSON.parse(output.split("\n").find((line) => line.includes("shop listening")) ?? "{}") as {
      mode?: string;
    };

  test("the built shop started without NODE_ENV (npm start) logs mode production", async () => {
    const server = await start({ DATA_DIR: dataDir() });
    expect(listening(server.output()).mode).toBe("production");
  });

  test("with NODE_ENV=production it logs mode production", async () => {
    const server = await start({
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      SESSION_SECRET: "a-session-secret-that-is-at-least-32-characters",
    });
    expect(listening(server.output()).mode).toBe("production");
  });
});

describe("the embedded database is single-process", () => {
  test("a second server on the same DATA_DIR refuses to start and the first keeps serving", async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    const second = startServerProcess({ DATA_DIR: dir });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`data directory in use by pid ${first.child.pid}`);
    expect((await fetch(first.url("/healthz"))).status).toBe(200);
  });
});

describe("staying up", () => {
  test("unknown paths and missing assets get 404 and the process is still serving afterwards", async () => {
    const server = await start({ DATA_DIR: dataDir() });
    for (const pathname of [
      "/favicon.ico",
      "/assets/missing-abc123.js",
      "/nope",
      "/a/b/c",
      "/.well-known/x",
      "/fr/nope",
    ]) {
      expect(await statusOnClosedConnection(server.url(pathname)), pathname).toBe(404);
    }
    // Every connection those requests used has been closed by the server: nothing of them is left
    // to run later. The process still serves, and logged no error or fatal line for any of them.
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(server.url("/healthz"))).status).toBe(200);
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  });
});

describe("graceful shutdown", () => {
  test("SIGTERM lets in-flight requests finish, then the process exits 0", async () => {
    const server = await start({ DATA_DIR: dataDir() });
    const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
    const inFlight = 20;
    // Each request sends its headers and half its body, then waits: it is in flight for sure.
    const requests = Array.from({ length: inFlight }, () => {
      const body = "colorMode=dark&redirectTo=%2F";
      const request = http.request(server.url("/set-color-mode"), {
        method: "POST",
        agent,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": body.length },
      });
      const response = new Promise<number>((resolve, reject) => {
        request.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        request.on("error", reject);
      });
      request.write(body.slice(0, 10));
      return { request, response, rest: body.slice(10) };
    });
    // Connections are accepted in order: once a later request is answered, ours were accepted.
    expect((await fetch(server.url("/healthz"))).status).toBe(200);

    server.child.kill("SIGTERM");
    await expect.poll(() => server.output()).toContain("shutting down");
    for (const { request, rest } of requests) request.end(rest);

    const statuses = await Promise.all(requests.map(({ response }) => response));
    expect(statuses).toEqual(Array(inFlight).fill(302));
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped");
  });
});
