/**
 * What every bench script does around its measuring: settings from the environment, progress
 * lines, and a teardown that stops its servers and browsers on every way out (a failure, Ctrl-C,
 * a kill) before the exit code says whether every budget held.
 */
import { Teardown } from "./servers.ts";

/** `name` from the environment as a positive integer, else `fallback`. */
export function positiveIntegerEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
}

/** A progress line, set apart from the tables the bench prints. */
export function log(line: string): void {
  console.log(`· ${line}`);
}

/**
 * Runs `measure` (true when every budget held) and exits: 0 when they held, 1 when one was missed
 * or the bench failed, 130 when interrupted; the teardown has run each time.
 */
export async function benchMain(
  name: string,
  measure: (teardown: Teardown) => Promise<boolean>,
): Promise<never> {
  const teardown = new Teardown();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void teardown.run().finally(() => process.exit(130)));
  }
  let exitCode = 1;
  try {
    exitCode = (await measure(teardown)) ? 0 : 1;
  } catch (error) {
    console.error(`${name} failed:`, error);
  } finally {
    await teardown.run();
  }
  process.exit(exitCode);
}
