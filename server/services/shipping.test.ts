import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { shippingRates } from "../db/schema.ts";
import { listShippingRates, quoteShipping } from "./shipping.ts";

// Tuesday 24 November 2026, 10:00 UTC.
const tuesday = new Date("2026-11-24T10:00:00Z");

describe.each(testDrivers)("shipping rates on %s", (driver) => {
  const database = useTestDatabase(driver);

  test("every region of the shipping page has a price in USD cents and transit days; express everywhere but the rest of the world", async () => {
    await seedDatabase(database().db, new Date());
    await seedDatabase(database().db, new Date());
    const rates = await listShippingRates(database().db);
    expect(rates.map((rate) => rate.region)).toEqual(["us", "ca", "ukEu", "auNz", "world"]);
    expect(rates[0]).toEqual({
      region: "us",
      standardFirstCents: 499,
      standardAdditionalCents: 200,
      expressFirstCents: 1299,
      expressAdditionalCents: 300,
      standardTransitMin: 3,
      standardTransitMax: 5,
      expressTransitMin: 2,
      expressTransitMax: 3,
    });
    expect(rates.filter((rate) => rate.expressFirstCents !== null).map((rate) => rate.region)).toEqual([
      "us",
      "ca",
      "ukEu",
      "auNz",
    ]);
  });
});

describe.each(testDrivers)("shipping quotes on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  test("each method of the country's region: first item + each additional, and the delivery dates", async () => {
    const quotes = await quoteShipping(db(), {
      country: "US",
      itemCount: 3,
      productionDays: [2, 5],
      now: tuesday,
    });
    expect(quotes).toEqual([
      // 499 + 2 × 200; 2 + 3 = 5 and 5 + 5 = 10 business days.
      { method: "standard", priceCents: 899, deliveryFrom: "2026-12-01", deliveryTo: "2026-12-08" },
      // 1299 + 2 × 300; 2 + 2 = 4 and 5 + 3 = 8 business days.
      { method: "express", priceCents: 1899, deliveryFrom: "2026-11-30", deliveryTo: "2026-12-04" },
    ]);
  });

  test("one item costs the first item's price; every EU country ships at the UK & EU rates", async () => {
    const [ukEu] = await db().select().from(shippingRates).where(eq(shippingRates.region, "ukEu"));
    for (const country of ["FR", "DE", "GB", "CH"]) {
      const quotes = await quoteShipping(db(), {
        country,
        itemCount: 1,
        productionDays: [2, 5],
        now: tuesday,
      });
      expect(
        quotes.map((quote) => [quote.method, quote.priceCents]),
        country,
      ).toEqual([
        ["standard", ukEu!.standardFirstCents],
        ["express", ukEu!.expressFirstCents],
      ]);
    }
  });

  test("the rest of the world has standard delivery only", async () => {
    const quotes = await quoteShipping(db(), {
      country: "JP",
      itemCount: 2,
      productionDays: [2, 5],
      now: tuesday,
    });
    expect(quotes.map((quote) => quote.method)).toEqual(["standard"]);
  });

  test("a country the shop does not deliver to has no methods", async () => {
    expect(
      await quoteShipping(db(), { country: "KP", itemCount: 1, productionDays: [2, 5], now: tuesday }),
    ).toEqual([]);
  });

  test("the dates follow the day in the customer's time zone when one is given", async () => {
    // Late on Thursday in UTC is already Friday in Tokyo.
    const thursdayNight = new Date("2026-11-19T20:00:00Z");
    const options = { country: "US", itemCount: 1, productionDays: [0, 0] as const, now: thursdayNight };
    const [utc] = await quoteShipping(db(), options);
    const [tokyo] = await quoteShipping(db(), { ...options, timeZone: "Asia/Tokyo" });
    expect(utc?.deliveryFrom).toBe("2026-11-24"); // Thursday + 3
    expect(tokyo?.deliveryFrom).toBe("2026-11-25"); // Friday + 3
  });
});
