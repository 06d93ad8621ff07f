import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import { recordAudit, type AuditActor } from "./audit.ts";
import { saveExchangeRates } from "./currency.ts";

/** The rate document could not be fetched or read; the last known rates stay in use. */
export class RatesUnavailable extends Error {
  override name = "RatesUnavailable";
}

const rateSchema = z.coerce.number().positive().finite();
const currencyCodeSchema = z.string().regex(/^[A-Z]{3}$/);

/**
 * Reads the European Central Bank's daily reference rates (euro foreign exchange reference rates,
 * `eurofxref-daily.xml`): units of each currency per 1 EUR, and the day they were published.
 */
export function parseEcbDailyRates(xml: string): { publishedAt: Date; perEuro: Record<string, number> } {
  const day = /<Cube\s+time=["'](\d{4}-\d{2}-\d{2})["']/.exec(xml)?.[1];
  if (!day) throw new RatesUnavailable("no publication date in the rate document");
  const perEuro: Record<string, number> = {};
  for (const match of xml.matchAll(/<Cube\s+currency=["']([^"']*)["']\s+rate=["']([^"']*)["']\s*\/?>/g)) {
    const code = currencyCodeSchema.safeParse(match[1]);
    const rate = rateSchema.safeParse(match[2]);
    if (!code.success || !rate.success) throw new RatesUnavailable(`malformed rate entry: ${match[0]}`);
    perEuro[code.data] = rate.data;
  }
  if (Object.keys(perEuro).length === 0) throw new RatesUnavailable("no rates in the rate document");
  return { publishedAt: new Date(`${day}T16:00:00+01:00`), perEuro };
}

/**
 * Converts rates per EUR into rates per USD (the shop's base): X per USD = (X per EUR) / (USD per
 * EUR); the euro itself becomes 1 / (USD per EUR). Rounded to 10 decimal places.
 */
export function toUsdBase(perEuro: Record<string, number>): Record<string, string> {
  const usdPerEuro = perEuro.USD;
  if (!usdPerEuro) throw new RatesUnavailable("the rate document has no USD rate");
  const perUsd: Record<string, string> = { USD: "1", EUR: (1 / usdPerEuro).toFixed(10) };
  for (const [code, rate] of Object.entries(perEuro)) {
    if (code !== "USD") perUsd[code] = (rate / usdPerEuro).toFixed(10);
  }
  return perUsd;
}

const FETCH_TIMEOUT_MS = 10_000;
const MAX_DOCUMENT_BYTES = 1_000_000;

async function readRatesDocument(
  url: string,
  fetchImpl: typeof fetch,
  signal?: AbortSignal,
): Promise<string> {
  // file: lets an offline installation (or a test) point at a copy of the document.
  if (url.startsWith("file:")) {
    try {
      return await readFile(new URL(url), "utf8");
    } catch (error) {
      throw new RatesUnavailable(`could not read ${url}: ${(error as Error).message}`);
    }
  }
  const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    throw new RatesUnavailable(`could not reach ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RatesUnavailable(`${url} answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_DOCUMENT_BYTES) throw new RatesUnavailable(`${url} sent an oversized document`);
  return text;
}

/**
 * Fetches the current rates and stores them. Any failure leaves the stored rates as they are,
 * logs a warning and returns false, so the shop keeps working on the last known rates.
 */
export async function refreshExchangeRates(options: {
  db: Database;
  url: string;
  logger: Logger;
  fetch?: typeof fetch;
  /** Aborts the fetch (the process is stopping). */
  signal?: AbortSignal;
  /** An operator asked for this refresh (the back-office): it is written to the audit log. */
  audit?: { actor: AuditActor; now: Date };
}): Promise<boolean> {
  try {
    const document = await readRatesDocument(options.url, options.fetch ?? fetch, options.signal);
    const { publishedAt, perEuro } = parseEcbDailyRates(document);
    const updated = await saveExchangeRates(
      options.db,
      toUsdBase(perEuro),
      options.url,
      publishedAt,
      options.audit,
    );
    options.logger.info({ updated: updated.length, publishedAt }, "exchange rates refreshed");
    return true;
  } catch (error) {
    // An expected failure (offline, the source down or malformed) is one line saying why; anything
    // else is a bug and keeps its stack.
    options.logger.warn(
      error instanceof RatesUnavailable
        ? { url: options.url, reason: error.message }
        : { err: error, url: options.url },
      "exchange rates not refreshed; keeping the last known rates",
    );
    // The attempt is on record too: who asked, and that the source failed them.
    if (options.audit) {
      await recordAudit(options.db, {
        actor: options.audit.actor,
        action: "rates.refresh",
        target: { type: "currencies", id: options.url },
        details: { outcome: "failed", error: error instanceof Error ? error.message : String(error) },
        now: options.audit.now,
      });
    }
    return false;
  }
}
