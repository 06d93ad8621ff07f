/**
 * Pages are rendered in arrival order, a few at a time.
 *
 * Left to itself, Node starts every request the moment it reads it and serves a saturated server
 * unevenly: at 50 connections on `/products`, most pages came back in ~150 ms and one in a
 * hundred in 0.8–1.3 s (a bare Node server that burns 3 ms a request shows the same, and the
 * same server behind a first-come queue does not). A queue in front of the renderer keeps the
 * throughput and gives every visitor about the same wait. See docs/decisions/015-render-queue.md.
 */
import type express from "express";

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
  const waiting: (() => void)[] = [];
  const admitNext = () => {
    while (running < concurrency && waiting.length > 0) {
      running += 1;
      // Each start in a turn of its own, so the sockets of new requests are read in between.
      setImmediate(waiting.shift()!);
    }
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
