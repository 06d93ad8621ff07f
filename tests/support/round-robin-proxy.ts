/**
 * A load balancer in front of several shop servers, as production runs them (issue 29), made of
 * node:http alone: each new request goes to the next server in turn; bodies stream both ways, so a
 * notification stream (server-sent events) passes event by event; X-Forwarded-For, -Proto and
 * -Host say where the request came from, and Host is kept, as nginx's usual configuration does.
 *
 * Like nginx's `proxy_next_upstream error`, a server that refuses the connection (killed, or not
 * listening yet) is skipped and the request goes to the next one. The request's body is read only
 * once a server has accepted the connection, so any request can go on to the next server then. A
 * connection that breaks after the request went out is retried elsewhere only for GET, HEAD and
 * OPTIONS, and only before the answer began; anything else gets 502, as the client must decide.
 */
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ProxiedRequest = {
  method: string;
  /** The path and query string, as the client asked for them. */
  path: string;
  /** The origin of the server that answered (`http://127.0.0.1:PORT`). */
  upstream: string;
  status: number;
};

export type RoundRobinProxy = {
  /** The proxy's origin, without a trailing slash: `http://127.0.0.1:PORT`. */
  url: string;
  /** The servers' origins, taken in turn; the list may change while the proxy runs. */
  upstreams: string[];
  /** Every request a server answered, oldest first. */
  answered: ProxiedRequest[];
  /** The requests whose answers are still being sent (a notification stream stays here). */
  openRequests(): ProxiedRequest[];
  /** Stops listening and ends every connection, to clients and to servers. */
  close(): Promise<void>;
};

/** Connection-level headers: each hop has its own (RFC 9110 §7.6.1). */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

/** Without a body, these can be sent again when a connection breaks before its answer. */
const repeatable = new Set(["GET", "HEAD", "OPTIONS"]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hopByHop.has(name) && !named.includes(name)),
  );
}

/** Starts the proxy on a free loopback port, in front of `upstreams` (origins). */
export async function startRoundRobinProxy(upstreams: string[] = []): Promise<RoundRobinProxy> {
  const answered: ProxiedRequest[] = [];
  const open = new Set<ProxiedRequest>();
  const outgoing = new Set<http.ClientRequest>();
  let turn = 0;

  function forwardedHeaders(req: IncomingMessage): IncomingHttpHeaders {
    const headers = endToEnd(req.headers);
    const client = req.socket.remoteAddress ?? "unknown";
    const earlier = req.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = earlier ? `${String(earlier)}, ${client}` : client;
    headers["x-forwarded-proto"] = "http";
    if (req.headers.host) headers["x-forwarded-host"] = req.headers.host;
    return headers;
  }

  function badGateway(res: ServerResponse) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { "content-type": "text/plain" }).end("Bad Gateway");
  }

  /** Sends `req` to the `tried`-th server after `first`; on to the next while they refuse. */
  function forward(req: IncomingMessage, res: ServerResponse, first: number, tried: number) {
    const servers = [...upstreams];
    if (tried >= servers.length) {
      badGateway(res);
      return;
    }
    const upstream = servers[(first + tried) % servers.length]!;
    const request = http.request(new URL(req.url ?? "/", upstream), {
      method: req.method,
      headers: forwardedHeaders(req),
      // A connection of its own per request: a pooled one to a server killed meanwhile would break
      // after the request went out, and only a refused connection is always safe to send elsewhere.
      agent: false,
    });
    outgoing.add(request);
    request.on("close", () => outgoing.delete(request));
    let connected = false;
    let answering = false;
    request.on("socket", (socket) => {
      socket.once("connect", () => {
        connected = true;
        // The body is read only now: until here it is all still there for the next server.
        if (req.readableEnded) request.end();
        else req.pipe(request);
      });
    });
    request.on("error", () => {
      if (answering) return;
      const nothingSent = !connected;
      if (nothingSent || repeatable.has(req.method ?? "")) forward(req, res, first, tried + 1);
      else badGateway(res);
    });
    request.on("response", (answer) => {
      answering = true;
      const entry: ProxiedRequest = {
        method: req.method ?? "GET",
        path: req.url ?? "/",
        upstream,
        status: answer.statusCode ?? 502,
      };
      answered.push(entry);
      open.add(entry);
      res.on("close", () => open.delete(entry));
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      // The client hears at once that an answer is coming (a stream may say nothing for a while).
      res.flushHeaders();
      answer.pipe(res);
      // The server went away in the middle of its answer: the client must see it cut short, not
      // ended, as it would behind a real proxy.
      answer.on("close", () => {
        if (!answer.complete) res.destroy();
      });
    });
    // The client went away (a page closed its stream): the server hears it too.
    res.on("close", () => {
      if (!res.writableFinished) request.destroy();
    });
  }

  const server = http.createServer((req, res) => {
    const first = turn;
    turn += 1;
    forward(req, res, first, 0);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    answered,
    openRequests: () => [...open],
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const request of outgoing) request.destroy();
      server.closeAllConnections();
      await closed;
    },
  };
}
