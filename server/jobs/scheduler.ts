import type { Logger } from "../logger.ts";

export type Job = {
  name: string;
  everyMs: number;
  /** `signal` aborts when the process stops, so a slow run never holds up shutdown. */
  run(signal: AbortSignal): Promise<unknown>;
};

/**
 * Runs each job once at start and then every `everyMs`, never two runs of one job at a time.
 * Jobs run in the background: a request never waits for them. `stop` aborts running jobs and
 * waits for them to finish.
 */
export function startJobs(jobs: Job[], logger: Logger): { stop(): Promise<void> } {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const stopping = new AbortController();
  let stopped = false;

  for (const job of jobs) {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = job
        .run(stopping.signal)
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, "job failed"))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      stopping.abort();
      await Promise.all(running);
    },
  };
}
