/**
 * The SMTP sink as a process of its own, for the Playwright suite, where the shop runs in another
 * process: `npx node tests/support/smtp-sink-server.ts`. SMTP listens on `SMTP_SINK_PORT` and the
 * captured mail is served as JSON on `SMTP_SINK_HTTP_PORT` (both on 127.0.0.1):
 *
 *   GET    /messages?to=<email>  the messages to that address (all without `to`), oldest first
 *   DELETE /messages             forgets every message
 *   POST   /stop-smtp            stops accepting SMTP connections (an outage)…
 *   POST   /start-smtp           …and ends it, on the same port
 */
import { createServer, type ServerResponse } from "node:http";
import { startSmtpSink } from "./smtp-sink.ts";

function portFrom(name: string, fallback: number): number {
  const port = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number`);
  return port;
}

const host = "127.0.0.1";
const sink = await startSmtpSink({ port: portFrom("SMTP_SINK_PORT", 2525), host });

function reply(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const http = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://${host}`);
  const route = `${req.method} ${url.pathname}`;
  if (route === "GET /messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    return reply(res, 200, to ? sink.messages.filter((mail) => mail.to.toLowerCase() === to) : sink.messages);
  }
  if (route === "DELETE /messages") {
    sink.clear();
    return reply(res, 204);
  }
  if (route === "POST /stop-smtp" || route === "POST /start-smtp") {
    (route === "POST /stop-smtp" ? sink.stop() : sink.start()).then(
      () => reply(res, 204),
      (error: unknown) => reply(res, 500, { error: String(error) }),
    );
    return;
  }
  reply(res, 404, { error: `no route ${route}` });
});

http.listen(portFrom("SMTP_SINK_HTTP_PORT", 2526), host, () => {
  const address = http.address();
  const httpPort = typeof address === "object" && address ? address.port : 0;
  process.stdout.write(`smtp sink: SMTP on ${sink.url}, messages on http://${host}:${httpPort}/messages\n`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    http.closeAllConnections();
    http.close();
    void sink.stop().then(() => process.exit(0));
  });
}
