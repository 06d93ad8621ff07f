/**
 * `npm run bench`: throughput and latency of the built server on loopback, a few seconds per
 * page. Needs `npm run build`. Numbers depend on the machine; compare runs on the same one.
 */
import autocannon from "autocannon";
import { spawnServer, temporaryDataDir } from "#tests/support/spawn-server.ts";

const DURATION_SECONDS = 5;
const CONNECTIONS = 10;
const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };

const targets = [
  { name: "home (en)", path: "/", method: "GET" as const, headers: browser },
  {
    name: "shipping in EUR (fr)",
    path: "/fr/shipping",
    method: "GET" as const,
    headers: { ...browser, cookie: "currency=EUR" },
  },
  { name: "POST /api/exchange", path: "/api/exchange", method: "POST" as const, headers: {} },
  { name: "healthz", path: "/healthz", method: "GET" as const, headers: {} },
];

const dataDir = temporaryDataDir();
const server = await spawnServer({
  DATA_DIR: dataDir.dir,
  NODE_ENV: "production",
  SESSION_SECRET: "bench-secret-of-at-least-32-characters",
});
try {
  console.log(
    `${DURATION_SECONDS} s per target, ${CONNECTIONS} connections, Node ${process.versions.node}\n`,
  );
  console.log("target                       req/s    p50 ms   p99 ms   errors");
  for (const target of targets) {
    const result = await autocannon({
      url: server.url(target.path),
      method: target.method,
      headers: target.headers,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const errors = result.errors + result.non2xx;
    console.log(
      `${target.name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(8)}`,
    );
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  dataDir.remove();
}
