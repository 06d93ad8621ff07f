import type { Server } from "node:http";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import type { Config } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { createTestUser } from "#tests/support/orders.ts";
import { createNotificationStreams, type NotificationStreams } from "./notification-streams.ts";
import { notify } from "./services/notifications.ts";
import { createSession, deleteSession } from "./services/sessions.ts";
import { until as untilHolds } from "#tests/support/until.ts";

const now = new Date(Date.now() - 60 * 60_000);
const config = { sessionSecrets: ["test-session-secret-of-32-characters!"], mode: "test" } as Config;

/** What a stream said (its `unread` counts), and whether the server ended it. */
async function listen(url: string, token: string) {
  const response = await fetch(url, { headers: { Token: token } });
  const said = { counts: [] as number[], heartbeats: 0, ended: false };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: "", done: true }));
      if (done) break;
      for (const count of value.matchAll(/^data: (\d+)$/gm)) said.counts.push(Number(count[1]));
      said.heartbeats += value.match(/^: heartbeat$/gm)?.length ?? 0;
    }
    said.ended = true;
  })();
  return { response, said, cancel: () => reader.cancel() };
}

const until = (check: () => boolean) => untilHolds(check, { intervalMs: 10, timeoutMs: 5000 });

describe.each(testDrivers)("notification streams on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  let streams: NotificationStreams;
  let server: Server;

  async function start() {
    streams = await createNotificationStreams({
      connection: database(),
      config,
      logger: createLogger("silent"),
      now: () => now,
      heartbeatMs: 50,
    });
    const app = express();
    app.get("/notifications/stream", streams.handler);
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const address = server.address();
    return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/notifications/stream`;
  }

  afterEach(async () => {
    await streams.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test("a stream says the count, then each change, beats while idle, and ends with its session; HEAD opens none", async () => {
    const url = await start();
    const user = await createTestUser(database().db, now);
    const { token } = await createSession(database().db, { userId: user.id, userAgent: null, ip: null, now });
    const head = await fetch(url, { method: "HEAD", headers: { Token: token } });
    expect([head.status, head.headers.get("content-type")]).toEqual([
      200,
      "text/event-stream; charset=utf-8",
    ]);
    const stream = await listen(url, token);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    await until(() => stream.said.counts.length === 1);
    await notify(database().db, { userId: user.id, type: "order_paid", link: "/a", now });
    await until(() => stream.said.counts.length === 2);
    expect(stream.said.counts).toEqual([0, 1]);
    await until(() => stream.said.heartbeats >= 2);

    await deleteSession(database().db, token);
    await until(() => stream.said.ended);
  });

  test("shutting down ends every open stream", async () => {
    const url = await start();
    const user = await createTestUser(database().db, now);
    const { token } = await createSession(database().db, { userId: user.id, userAgent: null, ip: null, now });
    const first = await listen(url, token);
    const second = await listen(url, token);
    await until(() => first.said.counts.length === 1 && second.said.counts.length === 1);
    expect([first.said.counts, second.said.counts]).toEqual([[0], [0]]);
    streams.endAll();
    await until(() => first.said.ended && second.said.ended);
    expect([first.said.ended, second.said.ended]).toEqual([true, true]);
  });
});
