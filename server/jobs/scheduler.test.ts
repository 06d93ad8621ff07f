import { pino } from "pino";
import { expect, test } from "vitest";
import { startJobs } from "./scheduler.ts";

const silent = pino({ level: "silent" });

test("a job runs at start, and stop aborts a run in progress and waits for it", async () => {
  let started = 0;
  let sawAbort = false;
  const jobs = startJobs(
    [
      {
        name: "slow",
        everyMs: 60_000,
        run: (signal) =>
          new Promise<void>((resolve) => {
            started += 1;
            signal.addEventListener("abort", () => {
              sawAbort = true;
              resolve();
            });
          }),
      },
    ],
    silent,
  );
  expect(started).toBe(1);
  await jobs.stop();
  expect(sawAbort).toBe(true);
});

test("a failing job is logged and does not stop the others", async () => {
  const ran: string[] = [];
  const jobs = startJobs(
    [
      { name: "broken", everyMs: 60_000, run: async () => Promise.reject(new Error("boom")) },
      { name: "fine", everyMs: 60_000, run: async () => void ran.push("fine") },
    ],
    silent,
  );
  await jobs.stop();
  expect(ran).toEqual(["fine"]);
});

test("waking a job runs it now, and once more after a run in progress", async () => {
  let runs = 0;
  let finishRun: () => void = () => undefined;
  const jobs = startJobs(
    [
      {
        name: "files",
        everyMs: 60_000,
        run: () =>
          new Promise<void>((resolve) => {
            runs += 1;
            finishRun = resolve;
          }),
      },
    ],
    silent,
  );
  expect(runs).toBe(1);
  jobs.wake("files");
  jobs.wake("files");
  expect(runs).toBe(1);
  finishRun();
  await new Promise((resolve) => setImmediate(resolve));
  // Two wakes during one run: one more run, not two.
  expect(runs).toBe(2);
  finishRun();
  await new Promise((resolve) => setImmediate(resolve));
  expect(runs).toBe(2);
  jobs.wake("files");
  expect(runs).toBe(3);
  jobs.wake("unknown");
  finishRun();
  await jobs.stop();
});
