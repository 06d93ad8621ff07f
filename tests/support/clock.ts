/**
 * The clock tests give the shop (ADR 010): three hours behind the machine's, so a rule that reads
 * the machine's clock instead of the one it was given writes a time the test does not expect.
 */

/** A start time for the shop's clock, and times after it. */
export function shopClock(start = new Date(Date.now() - 3 * 60 * 60_000)) {
  return {
    start,
    /** `ms` milliseconds after `start`. */
    later: (ms: number) => new Date(start.getTime() + ms),
    /** `minutes` minutes after `start`. */
    minutesLater: (minutes: number) => new Date(start.getTime() + minutes * 60_000),
  };
}

/** A card expiry (MM/YY) two years after `at`, which the test payment page takes as valid then. */
export function cardExpiry(at: Date): string {
  const month = String(at.getUTCMonth() + 1).padStart(2, "0");
  const year = String((at.getUTCFullYear() + 2) % 100).padStart(2, "0");
  return `${month}/${year}`;
}
