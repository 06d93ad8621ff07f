import type { Logger } from "../logger.ts";

export type Job = {
  name: string;
  everyMs: number;
  /** `signal` aborts when the process stops, so a slow run never holds up shutdown. */
  run(signal: AbortSignal): Promise<unknown>;
};

/**
 * Runs each job once at start and then every `everyMs`, never two runs of one job at a time.
 * Jobs run in the background: a request never waits for them. `wake` runs a job now (work just
 * arrived); a job woken while it runs runs once more after. `stop` aborts running jobs and waits
 * for them to finish.
 */
export function startJobs(jobs: Job[], logger: Logger): { wake(name: string): void; stop(): Promise<void> } {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const ticks = new Map<string, () => void>();
  const stopping = new AbortController();
  let stopped = false;

  for (const job of jobs) {
    let busy = false;
    let again = false;
    const tick = () => {
      if (stopped) return;
      if (busy) {
        again = true;
        return;
      }
      busy = true;
      const run = job
        .run(stopping.signal)
        .catch((error: unknown) => logger.error({ err: error, job: job.name }, "job failed"))
        .finally(() => {
          busy = false;
          running.delete(run);
          if (again) {
            again = false;
            tick();
          }
        });
      running.add(run);
    };
    ticks.set(job.name, tick);
    tick();
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    wake(name) {
      ticks.get(name)?.();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      stopping.abort();
      // A run that ends while stopping may start none after it (`stopped`), so this settles.
      while (running.size > 0) await Promise.all(running);
    },
  };
}
