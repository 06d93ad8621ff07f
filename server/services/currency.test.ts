import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { onInvalidate } from "../cache.ts";
import { currencies } from "../db/schema.ts";
import {
  CurrencyNotAvailable,
  listCurrencies,
  requireCurrency,
  resolveDisplayCurrency,
  saveExchangeRates,
} from "./currency.ts";
import { eq } from "drizzle-orm";

describe.each(testDrivers)("display currencies on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });

  test("only rates that changed are written, and only then are the cached prices dropped", async () => {
    const db = database().db;
    const dropped: string[] = [];
    const stop = onInvalidate(db, (key) => dropped.push(key));
    const publishedAt = new Date("2026-11-20T15:00:00Z");
    await saveExchangeRates(db, { EUR: "0.9259", GBP: "0.7812" }, "ECB", publishedAt);
    expect(dropped).toEqual(["currencies"]);
    // The hourly refresh finding the same day's rates: nothing to write, nothing to drop.
    expect(await saveExchangeRates(db, { EUR: "0.92590", GBP: "0.7812" }, "ECB", publishedAt)).toEqual(
      expect.arrayContaining(["EUR", "GBP"]),
    );
    expect(dropped).toEqual(["currencies"]);
    await saveExchangeRates(db, { EUR: "0.93", GBP: "0.7812" }, "ECB", new Date("2026-11-21T15:00:00Z"));
    expect(dropped).toEqual(["currencies", "currencies"]);
    expect((await requireCurrency(db, "EUR")).rate).toBe("0.93");
    stop();
  });

  test("the seed offers at least 12 currencies with shop-served icons and minor units", async () => {
    const list = await listCurrencies(database().db);
    expect(list.length).toBeGreaterThanOrEqual(12);
    const codes = list.map((entry) => entry.currency);
    expect(codes).toEqual(expect.arrayContaining(["USD", "EUR", "GBP", "CAD", "AUD", "CHF", "JPY", "CNY"]));
    expect(list[0]).toMatchObject({
      currency: "USD",
      symbol: "$",
      icon: "/flags/us.svg",
      rate: "1",
      minorUnits: 2,
    });
    expect(list.find((entry) => entry.currency === "JPY")?.minorUnits).toBe(0);
    for (const entry of list) expect(entry.icon).toMatch(/^\/flags\/[a-z]{2}\.svg$/);
  });

  test("a disabled currency is neither listed nor accepted", async () => {
    await database().db.update(currencies).set({ enabled: false }).where(eq(currencies.code, "GBP"));
    const { invalidate } = await import("../cache.ts");
    invalidate(database().db, "currencies");
    expect((await listCurrencies(database().db)).map((entry) => entry.currency)).not.toContain("GBP");
    await expect(requireCurrency(database().db, "GBP")).rejects.toBeInstanceOf(CurrencyNotAvailable);
    await expect(requireCurrency(database().db, "XXX")).rejects.toBeInstanceOf(CurrencyNotAvailable);
    expect((await requireCurrency(database().db, "eur")).currency).toBe("EUR");
  });

  test("the display currency is the stored choice, else the site default", async () => {
    expect((await resolveDisplayCurrency(database().db, "EUR", "USD")).currency).toBe("EUR");
    expect((await resolveDisplayCurrency(database().db, undefined, "USD")).currency).toBe("USD");
    expect((await resolveDisplayCurrency(database().db, "ZZZ", "CAD")).currency).toBe("CAD");
  });

  test("saved rates replace the old ones for known codes only, and the list shows them at once", async () => {
    await listCurrencies(database().db); // fills the cache
    const updated = await saveExchangeRates(
      database().db,
      { EUR: "0.9259259259", ZAR: "18.1" },
      "https://rates.test/daily.xml",
      new Date("2026-11-20T15:00:00Z"),
    );
    expect(updated).toEqual(["EUR"]);
    const eur = await requireCurrency(database().db, "EUR");
    expect(eur.rate).toBe("0.9259259259");
    expect(eur.rateUpdatedAt).toBe("2026-11-20T15:00:00.000Z");
  });
});
