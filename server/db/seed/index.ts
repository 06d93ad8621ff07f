import type { Database } from "../client.ts";
import { currencies, shippingRates, siteSettings } from "../schema.ts";
import { invalidate } from "../../cache.ts";
import { seedCatalogueData } from "./catalogue.ts";
import { SEED_RATE_SOURCE, seedCurrencies, seedRatesDate } from "./currencies.ts";

/**
 * Seeds what a new shop needs to open, as of `now` (the shop's clock). Safe to run at every boot:
 * existing rows are kept.
 */
export async function seedDatabase(db: Database, now: Date): Promise<void> {
  await db
    .insert(siteSettings)
    .values({
      id: 1,
      siteName: { en: "Inkwell Print Co.", fr: "Inkwell Print Co." },
      description: {
        en: "Design your own t-shirts, mugs, posters and more. We print each order on demand and ship it to your door.",
        fr: "Créez vos propres t-shirts, mugs, affiches et plus encore. Nous imprimons chaque commande à la demande et la livrons chez vous.",
      },
      exchangeCurrency: "USD",
      updatedAt: now,
    })
    .onConflictDoNothing({ target: siteSettings.id });
  await db
    .insert(currencies)
    .values(
      seedCurrencies.map((entry, index) => ({
        code: entry.code,
        symbol: entry.symbol,
        icon: `/flags/${entry.flag}.svg`,
        ratePerUsd: entry.ratePerUsd,
        rateSource: SEED_RATE_SOURCE,
        rateUpdatedAt: seedRatesDate,
        minorUnits: minorUnits(entry.code),
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: currencies.code });

  // Regions match the delivery-time table on the shipping page (locales: shipping.regions.rows).
  await db
    .insert(shippingRates)
    .values([
      {
        region: "us",
        standardFirstCents: 499,
        standardAdditionalCents: 200,
        expressFirstCents: 1299,
        expressAdditionalCents: 300,
        standardTransitMin: 3,
        standardTransitMax: 5,
        expressTransitMin: 2,
        expressTransitMax: 3,
        sortOrder: 0,
      },
      {
        region: "ca",
        standardFirstCents: 899,
        standardAdditionalCents: 300,
        expressFirstCents: 1999,
        expressAdditionalCents: 500,
        standardTransitMin: 5,
        standardTransitMax: 8,
        expressTransitMin: 2,
        expressTransitMax: 4,
        sortOrder: 1,
      },
      {
        region: "ukEu",
        standardFirstCents: 999,
        standardAdditionalCents: 350,
        expressFirstCents: 2499,
        expressAdditionalCents: 600,
        standardTransitMin: 5,
        standardTransitMax: 10,
        expressTransitMin: 2,
        expressTransitMax: 4,
        sortOrder: 2,
      },
      {
        region: "auNz",
        standardFirstCents: 1199,
        standardAdditionalCents: 400,
        expressFirstCents: 2999,
        expressAdditionalCents: 700,
        standardTransitMin: 7,
        standardTransitMax: 12,
        expressTransitMin: 3,
        expressTransitMax: 6,
        sortOrder: 3,
      },
      {
        region: "world",
        standardFirstCents: 1499,
        standardAdditionalCents: 500,
        standardTransitMin: 10,
        standardTransitMax: 20,
        sortOrder: 4,
      },
    ])
    .onConflictDoNothing({ target: shippingRates.region });

  await seedCatalogueData(db);
  invalidate(db, "catalogue");
}

/** Decimal places of a currency's minor unit (JPY 0, EUR 2), as ICU knows them. */
export function minorUnits(code: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}
