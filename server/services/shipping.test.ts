import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { listShippingRates } from "./shipping.ts";

describe.each(testDrivers)("shipping rates on %s", (driver) => {
  const database = useTestDatabase(driver);

  test("every region of the shipping page has a price in USD cents, express only in the US", async () => {
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
    });
    expect(rates.slice(1).every((rate) => rate.expressFirstCents === null)).toBe(true);
  });
});
