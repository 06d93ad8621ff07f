/**
 * Waiting for something the shop does in the background (a job, a mail, a stream) by looking
 * again until it is done: the test goes on as soon as it is, and fails with a message (not the
 * test's timeout) when it never is.
 */
import { setTimeout as sleep } from "node:timers/promises";

export type UntilOptions = {
  /** How long to wait between two looks. */
  intervalMs?: number;
  /** How long to keep looking before giving up. */
  timeoutMs?: number;
};

/** Reads `read()` until `done` holds for its value, and answers that value. */
export async function until<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  options?: UntilOptions,
): Promise<T>;
/** Waits until `check()` holds. */
export async function until(check: () => boolean, options?: UntilOptions): Promise<void>;
export async function until<T>(
  read: () => T | Promise<T>,
  doneOrOptions?: ((value: T) => boolean) | UntilOptions,
  maybeOptions?: UntilOptions,
): Promise<T> {
  const done = typeof doneOrOptions === "function" ? doneOrOptions : (value: T) => Boolean(value);
  const options = (typeof doneOrOptions === "function" ? maybeOptions : doneOrOptions) ?? {};
  const intervalMs = options.intervalMs ?? 100;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting after ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}
