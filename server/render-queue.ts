/**
 * Pages are rendered in arrival order, a few at a time.
 *
 * Left to itself, Node starts every request the moment it reads it and serves a saturated server
 * unevenly: at 50 connections on `/products`, most pages came back in ~150 ms and one in a
 * hundred in 0.8–1.3 s (a bare Node server that burns 3 ms a request shows the same, and the
 * same server behind a first-come queue does not). A queue in front of the renderer keeps the
 * throughput and gives every visitor about the same wait. See docs/decisions/015-render-queue.md.
 */
import { subscribe } from "node:diagnostics_channel";
import type express from "express";

/**
 * Connections this process has accepted so far, on any of its servers. Node publishes each one on
 * this channel as it takes it from the kernel.
 */
let acceptedConnections = 0;
subscribe("net.server.socket", () => {
  acceptedConnections += 1;
});

/**
 * At most this many empty turns before a page starts, however fast connections keep coming: a
 * flood of them must not stop the pages (a turn with nothing to do costs microseconds).
 */
const MAX_ACCEPT_TURNS = 64;

export type RenderQueueOptions = {
  /** Requests rendered at once. */
  concurrency: number;
  /**
   * A request still unanswered after this long gives up its place (it is waiting on something
   * else: the network, a stream), so one slow request never holds the queue.
   */
  lendAfterMs: number;
  /** Requests that are no page render and go straight on (see server/app.ts). */
  skips?: (req: express.Request) => boolean;
};

export function createRenderQueue({
  concurrency,
  lendAfterMs,
  skips,
}: RenderQueueOptions): express.RequestHandler {
  let running = 0;
  let admitting = false;
  let acceptedAtLastStart = acceptedConnections;
  const waiting: (() => void)[] = [];
  /*
   * Node takes one new connection from the kernel per turn of its event loop (libuv 1.45 and
   * later), and under load a turn here holds a page's render. Fifty visitors who connected at
   * once were let in one render apart, each behind the pages of the visitors already in line, and
   * their first page took up to twice everyone else's wait (the p99 of npm run bench). So before
   * the next page starts, the queue gives the loop empty turns for as long as they bring in new
   * connections: their requests are read and take their place in line first.
   */
  const admitNext = () => {
    if (admitting || running >= concurrency || waiting.length === 0) return;
    admitting = true;
    // A connection taken since the last page started may have others behind it.
    let seen = acceptedAtLastStart;
    let turns = 0;
    const turn = () => {
      if (acceptedConnections !== seen && turns < MAX_ACCEPT_TURNS) {
        seen = acceptedConnections;
        turns += 1;
        setImmediate(turn);
        return;
      }
      admitting = false;
      acceptedAtLastStart = acceptedConnections;
      while (running < concurrency && waiting.length > 0) {
        running += 1;
        waiting.shift()!();
      }
    };
    // Always a turn of its own, so the sockets of requests already in are read in between.
    setImmediate(turn);
  };
  return (req, res, next) => {
    if (skips?.(req)) return next();
    waiting.push(() => {
      let holding = true;
      const giveUpPlace = () => {
        if (!holding) return;
        holding = false;
        clearTimeout(lendTimer);
        running -= 1;
        admitNext();
      };
      const lendTimer = setTimeout(giveUpPlace, lendAfterMs);
      res.once("finish", giveUpPlace);
      res.once("close", giveUpPlace);
      // The visitor left while waiting: nothing to render for.
      if (req.socket.destroyed) giveUpPlace();
      else next();
    });
    admitNext();
  };
}
