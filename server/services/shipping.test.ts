import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { listShippingRates } from "./shipping.ts";

describe.each(testDrivers)("shipping rates on %s", (driver) => {
  const database = useTestDatabase(driver);

  test("every region of the shipping page has a price in USD cents and transit days; express everywhere but the rest of the world", async () => {
    await seedDatabase(database().db, new Date());
    await seedDatabase(database().db, new Date());
    const rates = await listShippingRates(database().db);
    expect(rates.map((rate) => rate.region)).toEqual(["us", "ca", "ukEu", "auNz", "world"]);
    expect(rates[0]).toMatchObject({
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
