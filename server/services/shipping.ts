/**
 * Shipping: the rates table (prices per region in USD cents, transit times in business days) for
 * the shipping page, and quotes for a parcel to a country (each method offered there with its
 * price and delivery window). The arithmetic is core/shipping.ts.
 */
import { asc, eq } from "drizzle-orm";
import { shippingRegionOf } from "#core/countries.ts";
import { deliveryWindow, shippingPrice, type CalendarDate, type DayRange } from "#core/shipping.ts";
import type { Database } from "../db/client.ts";
import { shippingRates, type ShippingMethod } from "../db/schema.ts";

export type ShippingRate = {
  region: string;
  standardFirstCents: number;
  standardAdditionalCents: number;
  /** Null where express delivery is not offered (so are its transit days). */
  expressFirstCents: number | null;
  expressAdditionalCents: number | null;
  /** Transit after dispatch, in business days. */
  standardTransitMin: number;
  standardTransitMax: number;
  expressTransitMin: number | null;
  expressTransitMax: number | null;
};

/** Shipping prices and transit times per destination region, in display order, in USD cents. */
export async function listShippingRates(db: Database): Promise<ShippingRate[]> {
  const rows = await db.select().from(shippingRates).orderBy(asc(shippingRates.sortOrder));
  return rows.map(({ sortOrder: _sortOrder, ...rate }) => rate);
}

/** A method offered for a parcel: its price and when it arrives (calendar dates, `YYYY-MM-DD`). */
export type ShippingQuote = {
  method: ShippingMethod;
  priceCents: number;
  deliveryFrom: CalendarDate;
  deliveryTo: CalendarDate;
};

/** A region's methods: its prices and transit days, express only where it is offered. */
function offeredMethods(rate: ShippingRate) {
  const methods: {
    method: ShippingMethod;
    firstCents: number;
    additionalCents: number;
    transit: DayRange;
  }[] = [
    {
      method: "standard",
      firstCents: rate.standardFirstCents,
      additionalCents: rate.standardAdditionalCents,
      transit: [rate.standardTransitMin, rate.standardTransitMax],
    },
  ];
  const { expressFirstCents, expressAdditionalCents, expressTransitMin, expressTransitMax } = rate;
  if (
    expressFirstCents !== null &&
    expressAdditionalCents !== null &&
    expressTransitMin !== null &&
    expressTransitMax !== null
  ) {
    methods.push({
      method: "express",
      firstCents: expressFirstCents,
      additionalCents: expressAdditionalCents,
      transit: [expressTransitMin, expressTransitMax],
    });
  }
  return methods;
}

/**
 * Every method offered to `country` for `itemCount` items, standard first: the price (first item
 * + each additional) and the delivery window (production + transit business days from `now`'s
 * calendar day in `timeZone`, UTC unless told). `[]` where the shop does not deliver.
 */
export async function quoteShipping(
  db: Database,
  options: {
    country: string;
    itemCount: number;
    /** The slowest item's production time, in business days. */
    productionDays: DayRange;
    now: Date;
    timeZone?: string;
  },
): Promise<ShippingQuote[]> {
  const region = shippingRegionOf(options.country);
  if (!region) return [];
  const [row] = await db.select().from(shippingRates).where(eq(shippingRates.region, region));
  if (!row) return [];
  return offeredMethods(row).map(({ method, firstCents, additionalCents, transit }) => ({
    method,
    priceCents: shippingPrice({ firstCents, additionalCents }, options.itemCount),
    ...deliveryWindow({
      now: options.now,
      productionDays: options.productionDays,
      transitDays: transit,
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    }),
  }));
}
