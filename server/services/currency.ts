import { asc, eq, inArray } from "drizzle-orm";
import { cached, invalidate } from "../cache.ts";
import type { Database } from "../db/client.ts";
import { currencies } from "../db/schema.ts";
import { recordAudit, type AuditActor } from "./audit.ts";

/** A display currency as pages and the API use it (spec §3 plus its rate). */
export type DisplayCurrency = {
  id: number;
  currency: string;
  symbol: string;
  icon: string;
  /** Units of this currency per 1 USD, as an exact decimal string. */
  rate: string;
  /** When the rate was published, ISO 8601. */
  rateUpdatedAt: string;
  minorUnits: number;
};

/** The code is not one of the shop's enabled display currencies. */
export class CurrencyNotAvailable extends Error {
  override name = "CurrencyNotAvailable";
  readonly code: string;
  constructor(code: string) {
    super(`currency ${code} is not available`);
    this.code = code;
  }
}

const CURRENCIES_TTL_MS = 60_000;

/** The enabled display currencies in display order, read through the `currencies` cache. */
export function listCurrencies(db: Database): Promise<DisplayCurrency[]> {
  return cached(db, "currencies", CURRENCIES_TTL_MS, async () => {
    const rows = await db
      .select()
      .from(currencies)
      .where(eq(currencies.enabled, true))
      .orderBy(asc(currencies.sortOrder), asc(currencies.code));
    return rows.map((row) => ({
      id: row.id,
      currency: row.code,
      symbol: row.symbol,
      icon: row.icon,
      rate: trimDecimal(row.ratePerUsd),
      rateUpdatedAt: row.rateUpdatedAt.toISOString(),
      minorUnits: row.minorUnits,
    }));
  });
}

/** The enabled currency with this code; throws `CurrencyNotAvailable` otherwise. */
export async function requireCurrency(db: Database, code: string): Promise<DisplayCurrency> {
  const found = (await listCurrencies(db)).find((entry) => entry.currency === code.toUpperCase());
  if (!found) throw new CurrencyNotAvailable(code);
  return found;
}

/**
 * The visitor's display currency: their stored choice when it is still available, else the
 * site's default (`exchange_currency`), else the first enabled one.
 */
export async function resolveDisplayCurrency(
  db: Database,
  choice: string | undefined,
  siteDefault: string,
): Promise<DisplayCurrency> {
  const available = await listCurrencies(db);
  const pick =
    available.find((entry) => entry.currency === choice?.toUpperCase()) ??
    available.find((entry) => entry.currency === siteDefault) ??
    available[0];
  if (!pick) throw new CurrencyNotAvailable(choice ?? siteDefault);
  return pick;
}

/**
 * Stores new rates (units per USD) for the currencies the shop has; codes it does not have are
 * ignored. Returns the codes it has. Only a change is written and invalidates the caches (every
 * page shows prices): the hourly refresh mostly finds the day's rates it already has.
 */
export async function saveExchangeRates(
  db: Database,
  rates: Record<string, string>,
  source: string,
  publishedAt: Date,
  /** An operator asked for it: the audit line goes in with the rates (or alone when none changed). */
  audit?: { actor: AuditActor; now: Date },
): Promise<string[]> {
  const codes = Object.keys(rates);
  if (codes.length === 0) return [];
  const known = await db
    .select({
      code: currencies.code,
      ratePerUsd: currencies.ratePerUsd,
      rateSource: currencies.rateSource,
      rateUpdatedAt: currencies.rateUpdatedAt,
    })
    .from(currencies)
    .where(inArray(currencies.code, codes));
  const changed = known.filter((row) => {
    const ratePerUsd = rates[row.code];
    return (
      ratePerUsd !== undefined &&
      (Number(ratePerUsd) !== Number(row.ratePerUsd) ||
        row.rateSource !== source ||
        row.rateUpdatedAt.getTime() !== publishedAt.getTime())
    );
  });
  if (changed.length > 0 || audit) {
    await db.transaction(async (tx) => {
      for (const { code } of changed) {
        await tx
          .update(currencies)
          .set({ ratePerUsd: rates[code], rateSource: source, rateUpdatedAt: publishedAt })
          .where(eq(currencies.code, code));
      }
      if (audit) {
        await recordAudit(tx as unknown as Database, {
          actor: audit.actor,
          action: "rates.refresh",
          target: { type: "currencies", id: source },
          details: {
            outcome: changed.length > 0 ? "updated" : "unchanged",
            publishedAt: publishedAt.toISOString(),
            changes: Object.fromEntries(
              changed.map((row) => [row.code, [trimDecimal(row.ratePerUsd), rates[row.code]]]),
            ),
          },
          now: audit.now,
        });
      }
    });
    if (changed.length > 0) invalidate(db, "currencies");
  }
  return known.map(({ code }) => code);
}

// "0.9200000000" → "0.92": the API shows rates as published, not padded to the column scale.
function trimDecimal(value: string): string {
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value;
}
