/**
 * `npm run bench:accounts` (issue 27, findings 1 and 3): can the time of an answer tell whether an
 * email has an account, or whether a password was right? Interleaved pairs against the built shop
 * in this process, over HTTP with a real SMTP sink, on the shop's own clock (moved past every
 * limit's window between pairs, so each request does the full work):
 *
 * - forgot password: an account's email against an unknown one;
 * - a new verification link: an unverified account's email against an unknown one;
 * - sign-in: a wrong password for an account against an unknown email;
 * - sign-in past the account's bound, from a browser the account never used: the right password
 *   (a code is mailed) against a wrong one (nothing is).
 *
 * Prints, for each, the median and range of both sides and how many of the first side's samples are
 * slower than the second side's median (the probe's test: 50 of 50 before the fix). Not part of
 * `npm test`: times are measured here, never asserted in tests. BENCH_SAMPLES (30) pairs each.
 */
import { randomInt } from "node:crypto";
import { startShop } from "#tests/support/shop-server.ts";
import { startSmtpSink } from "#tests/support/smtp-sink.ts";

const samples = Number(process.env.BENCH_SAMPLES ?? 30);
let clock = new Date();
const sink = await startSmtpSink();
const shop = await startShop({ smtpUrl: sink.url, trustProxy: "loopback" }, { now: () => clock });
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
/** Past every window of the account limits (the longest is 15 minutes). */
const nextWindow = () => {
  clock = new Date(clock.getTime() + 16 * 60_000);
};

async function timed(
  path: string,
  body: Record<string, string>,
  json = true,
): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(shop.url(path), {
    method: "POST",
    redirect: "manual",
    headers: {
      "x-forwarded-for": newIp(),
      ...(json ? { "content-type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

async function register(email: string, verify: boolean) {
  await timed("/api/register", { fullname: "Probe", email, pwd: "a long enough passphrase" });
  const mail = await sink.waitFor((message) => message.to === email, 10_000);
  if (!verify) return;
  const link = /https?:\/\/\S+(\/auth\/verify\?token=[\w-]+)/.exec(mail.text)?.[1] ?? "";
  await fetch(shop.url(link), { redirect: "manual" });
}

type Side = { label: string; times: number[]; statuses: Set<number> };
const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const format = (ms: number) => `${ms.toFixed(1)} ms`;

function report(title: string, first: Side, second: Side) {
  const secondMedian = median(second.times);
  const slower = first.times.filter((ms) => ms > secondMedian).length;
  console.log(`\n${title} (${first.times.length} pairs)`);
  for (const side of [first, second]) {
    const low = Math.min(...side.times);
    const high = Math.max(...side.times);
    console.log(
      `  ${side.label.padEnd(40)} median ${format(median(side.times))}, ${format(low)}–${format(high)}, status ${[...side.statuses].join("/")}`,
    );
  }
  console.log(`  ${first.label} samples slower than the other median: ${slower} of ${first.times.length}`);
}

async function pairs(
  title: string,
  sides: [string, string],
  run: (side: 0 | 1, index: number, firstOfPair: boolean) => Promise<{ ms: number; status: number }>,
) {
  const measured: [Side, Side] = [
    { label: sides[0], times: [], statuses: new Set() },
    { label: sides[1], times: [], statuses: new Set() },
  ];
  for (let index = 0; index < samples; index += 1) {
    // Alternate which side goes first, so warming up favours neither.
    const order: (0 | 1)[] = index % 2 ? [1, 0] : [0, 1];
    for (const side of order) {
      const { ms, status } = await run(side, index, side === order[0]);
      measured[side].times.push(ms);
      measured[side].statuses.add(status);
    }
  }
  report(title, ...measured);
}

try {
  const known = `known-${Date.now()}@example.com`;
  const pending = `pending-${Date.now()}@example.com`;
  await register(known, true);
  await register(pending, false);
  const unknown = (index: number) => `nobody-${index}-${randomInt(1e9)}@example.com`;

  await pairs("Forgot password", ["an account's email", "an unknown email"], (side, index, first) => {
    if (first) nextWindow();
    return timed("/api/find_my_password", { email: side === 0 ? known : unknown(index) });
  });
  await pairs(
    "A new verification link",
    ["an unverified account's email", "an unknown email"],
    (side, index, first) => {
      if (first) nextWindow();
      return timed("/auth/resend", { email: side === 0 ? pending : unknown(index), returnTo: "/" }, false);
    },
  );
  await pairs("Sign-in", ["a wrong password for an account", "an unknown email"], (side, index, first) => {
    if (first) nextWindow();
    return timed("/api/login", { account: side === 0 ? known : unknown(index), pwd: "a guess" });
  });
  await pairs(
    "Sign-in past the account's bound, new browser",
    ["the right password (a code is mailed)", "a wrong password"],
    async (side, _index, first) => {
      if (first) {
        // A fresh window each pair: ten strangers' failures put the account past its bound again.
        nextWindow();
        for (let attempt = 0; attempt < 10; attempt += 1) {
          await timed("/api/login", { account: known, pwd: `stranger guess ${attempt}` });
        }
      }
      return timed("/api/login", {
        account: known,
        pwd: side === 0 ? "a long enough passphrase" : "a guess",
      });
    },
  );
} finally {
  await shop.close();
  await sink.stop();
}
