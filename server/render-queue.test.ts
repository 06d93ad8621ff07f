import { connect, type AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { createRenderQueue, type RenderQueueOptions } from "./render-queue.ts";
import { until as untilHolds } from "#tests/support/until.ts";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/**
 * A listening server: `handler` behind a render queue, with the paths of the requests that
 * reached the queue, in the order they did.
 */
async function listeningQueue(options: RenderQueueOptions, handler: express.RequestHandler) {
  const arrived: string[] = [];
  const app = express();
  app.use((req, _res, next) => {
    arrived.push(req.path);
    next();
  });
  app.use(createRenderQueue(options));
  app.get("/{*path}", handler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return { port: (server.address() as AddressInfo).port, arrived };
}

/** A server whose handler answers when `answer(path)` is called, behind a render queue. */
async function queuedServer(options: RenderQueueOptions) {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  let inHandler = 0;
  let mostAtOnce = 0;
  const { port, arrived } = await listeningQueue(options, (req, res) => {
    started.push(req.path);
    inHandler += 1;
    mostAtOnce = Math.max(mostAtOnce, inHandler);
    pending.set(req.path, () => {
      inHandler -= 1;
      res.send(req.path);
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const until = (condition: () => boolean) => untilHolds(condition, { intervalMs: 1 });
  return {
    get: (path: string) => fetch(base + path).then((response) => response.text()),
    whenStarted: (path: string) => until(() => pending.has(path)),
    whenStartedCount: (count: number) => until(() => started.length >= count),
    whenArrived: (count: number) => until(() => arrived.length >= count),
    answer: (path: string) => pending.get(path)?.(),
    started,
    arrived,
    mostAtOnce: () => mostAtOnce,
  };
}

describe("the render queue", () => {
  test("starts requests one at a time, in the order they came, and every one is answered", async () => {
    const server = await queuedServer({ concurrency: 1, lendAfterMs: 60_000 });
    const first = server.get("/a");
    await server.whenStarted("/a");
    const others = ["/b", "/c", "/d"].map((path) => server.get(path));
    await server.whenArrived(4);
    expect(server.started).toEqual(["/a"]);
    server.answer("/a");
    for (let next = 1; next < 4; next += 1) {
      await server.whenStartedCount(next + 1);
      server.answer(server.started[next]!);
    }
    expect(await Promise.all([first, ...others])).toEqual(["/a", "/b", "/c", "/d"]);
    expect(server.started).toEqual(server.arrived);
    expect(server.mostAtOnce()).toBe(1);
  });

  test("a request that takes long gives up its place, so it never holds the others", async () => {
    const server = await queuedServer({ concurrency: 1, lendAfterMs: 20 });
    const slow = server.get("/slow");
    await server.whenStarted("/slow");
    const quick = server.get("/quick");
    // Starts although /slow is still unanswered: the queue lent /slow's place.
    await server.whenStarted("/quick");
    server.answer("/quick");
    expect(await quick).toBe("/quick");
    server.answer("/slow");
    expect(await slow).toBe("/slow");
  });

  test("visitors who connect while pages render are in line before the next page starts", async () => {
    // Each page holds the event loop for 10 ms, as a render does; Node takes one new connection
    // per turn of the loop, so without the queue's empty turns these came in one page apart.
    const arrivedWhenStarted: number[] = [];
    const { port, arrived } = await listeningQueue({ concurrency: 1, lendAfterMs: 60_000 }, (req, res) => {
      arrivedWhenStarted.push(arrived.length);
      const until = performance.now() + 10;
      while (performance.now() < until);
      res.send(req.path);
    });
    const visitors = 20;
    const answers = Array.from({ length: visitors }, (_, index) => {
      const socket = connect(port, "127.0.0.1");
      socket.write(`GET /visitor-${index} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      return new Promise<string>((resolve, reject) => {
        socket.once("end", () => resolve(text));
        socket.once("error", reject);
      });
    });
    const texts = await Promise.all(answers);
    texts.forEach((text, index) => expect(text).toContain(`/visitor-${index}`));
    // The first page may start before the others are read; every later one starts behind them all.
    expect(arrivedWhenStarted.slice(1)).toEqual(Array(visitors - 1).fill(visitors));
  });

  test("a request it skips starts at once, while another holds the only place", async () => {
    const server = await queuedServer({
      concurrency: 1,
      lendAfterMs: 60_000,
      skips: (req) => req.path.startsWith("/webhooks/"),
    });
    const page = server.get("/page");
    await server.whenStarted("/page");
    const webhook = server.get("/webhooks/payments/test");
    const queued = server.get("/other");
    await server.whenStarted("/webhooks/payments/test");
    expect(server.started).toEqual(["/page", "/webhooks/payments/test"]);
    server.answer("/webhooks/payments/test");
    expect(await webhook).toBe("/webhooks/payments/test");
    server.answer("/page");
    await server.whenStarted("/other");
    server.answer("/other");
    expect(await Promise.all([page, queued])).toEqual(["/page", "/other"]);
  });
});
