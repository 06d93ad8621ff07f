/**
 * The header's live unread count: `GET /notifications/stream`, server-sent events for the
 * signed-in account. On connect, and whenever the account's notifications change (a new one, some
 * read), the stream sends `event: unread` with the count. Changes arrive by PostgreSQL NOTIFY on
 * `NOTIFICATION_CHANNEL` with the account's id as payload, so a notification written by any
 * instance reaches the streams open on every instance; each process listens once and keeps its
 * streams by account. A stream ends with its session (checked at every heartbeat).
 *
 * Registered before the HTML cache and the render queue: it is a long-lived answer, not a page.
 */
import type { RequestHandler, Response } from "express";
import { preferredLocaleOf } from "./preferred-locale.ts";
import { sessionCookie } from "./session-cookie.ts";
import { resources } from "#locales/index.ts";
import type { Config } from "./config.ts";
import type { DatabaseConnection } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import { forgetUnreadCount, NOTIFICATION_CHANNEL, unreadCount } from "./services/notifications.ts";
import { findSession } from "./services/sessions.ts";

/** Proxies and load balancers close a connection that says nothing for a minute or so. */
export const HEARTBEAT_MS = 25_000;
/** An account's open pages; past this, its oldest stream ends (a tab left open long ago). */
const MAX_STREAMS_PER_ACCOUNT = 10;
/** How long a browser waits before reconnecting after a lost stream. */
const RECONNECT_MS = 10_000;

type Stream = { userId: string; token: string; res: Response; sent: number | null };

export type NotificationStreams = {
  handler: RequestHandler;
  /** Ends every open stream (a shutdown need not wait for them); new ones still open. */
  endAll(): void;
  /** Ends every stream and stops listening. */
  close(): Promise<void>;
};

export async function createNotificationStreams(options: {
  connection: DatabaseConnection;
  config: Config;
  logger: Logger;
  now: () => Date;
  heartbeatMs?: number;
}): Promise<NotificationStreams> {
  const { connection, config, logger, now } = options;
  const { db } = connection;
  const streams = new Map<string, Set<Stream>>();
  // Accounts whose count is being read, and whether it changed again meanwhile.
  const counting = new Map<string, { again: boolean }>();

  function send(stream: Stream, count: number) {
    if (stream.sent === count) return;
    stream.sent = count;
    stream.res.write(`event: unread\ndata: ${count}\n\n`);
  }

  /** Reads the account's count and sends it to its streams; changes during a read cause one more. */
  async function update(userId: string): Promise<void> {
    if (!streams.get(userId)?.size) return;
    const running = counting.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    counting.set(userId, state);
    try {
      while (state.again) {
        state.again = false;
        const count = await unreadCount(db, userId);
        for (const stream of streams.get(userId) ?? []) send(stream, count);
      }
    } catch (error) {
      logger.error({ err: error }, "the unread count could not be sent to open pages");
    } finally {
      counting.delete(userId);
    }
  }

  function remove(stream: Stream) {
    const set = streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) streams.delete(stream.userId);
  }

  function end(stream: Stream) {
    remove(stream);
    stream.res.end();
  }

  const stopListening = await connection.listen(
    NOTIFICATION_CHANNEL,
    (userId) => {
      forgetUnreadCount(userId);
      void update(userId);
    },
    // Changes may have been missed while the listening connection was down: recount for all.
    () => {
      forgetUnreadCount();
      for (const userId of streams.keys()) void update(userId);
    },
  );

  async function heartbeat() {
    for (const set of [...streams.values()]) {
      for (const stream of [...set]) {
        // Signed out here or elsewhere, or the account disabled: the stream ends with the session.
        const found = await findSession(db, stream.token, now()).catch(() => undefined);
        if (found === null || (found && found.user.id !== stream.userId)) end(stream);
        else stream.res.write(": heartbeat\n\n");
      }
    }
  }
  const timer = setInterval(() => void heartbeat(), options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();

  const handler: RequestHandler = async (req, res) => {
    // Browsers send the session cookie (EventSource cannot set headers); API clients their Token.
    const header = req.get("token")?.trim();
    const cookie: unknown = header ? null : await sessionCookie(config).parse(req.get("cookie") ?? null);
    const token = header || (typeof cookie === "string" ? cookie : "");
    const found = token ? await findSession(db, token, now()) : null;
    if (!found) {
      const locale = preferredLocaleOf(req.get("cookie") ?? null, req.get("accept-language") ?? null);
      res
        .status(401)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(resources[locale].api.signInRequired);
      return;
    }
    // `no-transform` keeps the compression middleware from buffering the events.
    res.status(200).set({
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    });
    // Express answers HEAD with the GET handler: the headers say it all, no stream to keep.
    if (req.method === "HEAD") {
      res.end();
      return;
    }
    res.flushHeaders();
    res.write(`retry: ${RECONNECT_MS}\n\n`);

    const userId = found.user.id;
    const stream: Stream = { userId, token, res, sent: null };
    let set = streams.get(userId);
    if (!set) {
      set = new Set();
      streams.set(userId, set);
    }
    set.add(stream);
    if (set.size > MAX_STREAMS_PER_ACCOUNT) {
      const [oldest] = set;
      if (oldest) end(oldest);
    }
    req.on("close", () => remove(stream));
    res.on("error", () => remove(stream));
    await update(userId);
  };

  function endAll() {
    for (const set of [...streams.values()]) for (const stream of [...set]) end(stream);
  }

  return {
    handler,
    endAll,
    async close() {
      clearInterval(timer);
      endAll();
      await stopListening();
    },
  };
}
