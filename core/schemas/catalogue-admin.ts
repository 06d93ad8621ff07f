/**
 * The back-office's catalogue, shipping-rate and exchange-rate forms, shared by the browser and the
 * server. Messages are translation keys under `validation` in locales/{en,fr}/catalogueAdmin.ts.
 * Money is typed in dollars ("24.50", or "24,50" as French writes it) and kept in integer cents.
 */
import { z } from "zod";
import { optionKeyPattern } from "#core/catalogue.ts";
import { shippingRegions } from "#core/countries.ts";
import type { Locale } from "#core/locales.ts";
import { AREA_PRICE_MAX_CENTS, priceTierLimits } from "#core/pricing.ts";

/** The most a variant may cost: a guard against a slipped finger (2450 typed for 24.50). */
export const MAX_PRICE_CENTS = 1_000_000;
/** The most shipping may cost for one item. */
export const MAX_SHIPPING_CENTS = 100_000;
/** The longest transit a region may promise, in business days. */
export const MAX_TRANSIT_DAYS = 60;

const moneyPattern = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** "24.50" → 2450, without floating-point arithmetic. */
export function dollarsToCents(text: string): number {
  const [whole = "0", fraction = ""] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 2450 → "24.50" ("24,50" in French): how a price is shown in a form's field. */
export function centsToDollars(cents: number, locale: Locale = "en"): string {
  const separator = locale === "fr" ? "," : ".";
  return `${Math.trunc(cents / 100)}${separator}${String(cents % 100).padStart(2, "0")}`;
}

function money(
  messages: { required: string; invalid: string; tooLow: string; tooHigh: string },
  range: {
    min: number;
    max: number;
  },
) {
  return z
    .string({ error: messages.required })
    .trim()
    .regex(moneyPattern, { error: messages.invalid })
    .transform(dollarsToCents)
    .pipe(z.number().min(range.min, { error: messages.tooLow }).max(range.max, { error: messages.tooHigh }));
}

const variantPrice = money(
  {
    required: "validation.priceRequired",
    invalid: "validation.priceInvalid",
    tooLow: "validation.pricePositive",
    tooHigh: "validation.priceTooHigh",
  },
  { min: 1, max: MAX_PRICE_CENTS },
);

export const productStatusValues = ["active", "hidden"] as const;
export const variantAvailabilityValues = ["available", "out_of_stock", "discontinued"] as const;

const productId = z.string({ error: "validation.productUnknown" }).regex(/^[a-z0-9]{1,32}$/i, {
  error: "validation.productUnknown",
});

/** Hide or show a product (the list's row buttons and the product page's). */
export const productVisibilitySchema = z.object({
  productId,
  status: z.enum(productStatusValues, { error: "validation.statusRequired" }),
});

/** One variant's row: its price and whether it can be ordered. */
export const variantFormSchema = z.object({
  sku: z.string({ error: "validation.variantUnknown" }).min(1).max(64),
  price: variantPrice,
  availability: z.enum(variantAvailabilityValues, { error: "validation.availabilityRequired" }),
});

const optionKey = z.string().regex(optionKeyPattern, { error: "validation.optionUnknown" }).optional();

/** One price for every variant of a colour, of a size, or of both (neither: the whole product). */
export const bulkPriceSchema = z.object({
  color: optionKey,
  size: optionKey,
  price: variantPrice,
});

/** What each print area adds to a piece when the design prints another one too (0: nothing). */
export const areaPricesSchema = z.object({
  prices: z
    .array(
      z.object({
        key: z.string().regex(optionKeyPattern, { error: "validation.areaUnknown" }),
        price: money(
          {
            required: "validation.priceRequired",
            invalid: "validation.priceInvalid",
            tooLow: "validation.priceInvalid",
            tooHigh: "validation.areaPriceTooHigh",
          },
          { min: 0, max: AREA_PRICE_MAX_CENTS },
        ),
      }),
    )
    .min(1, { error: "validation.areaUnknown" })
    .max(20, { error: "validation.areaUnknown" }),
});

const { minQuantity, percentOff } = priceTierLimits;
/** A row of the tiers form left blank is no tier; one half filled is an error under its blank field. */
const tierRow = z
  .object({ minQuantity: z.string().trim().optional(), percentOff: z.string().trim().optional() })
  .transform((row, context) => {
    if (!row.minQuantity && !row.percentOff) return null;
    const whole = (
      text: string | undefined,
      path: "minQuantity" | "percentOff",
      range: { min: number; max: number },
    ) => {
      const value = Number(text);
      if (!text) context.addIssue({ code: "custom", path: [path], message: `validation.${path}Required` });
      else if (!/^\d{1,4}$/.test(text) || value < range.min || value > range.max) {
        context.addIssue({ code: "custom", path: [path], message: `validation.${path}Range` });
      }
      return value;
    };
    return {
      minQuantity: whole(row.minQuantity, "minQuantity", minQuantity),
      percentOff: whole(row.percentOff, "percentOff", percentOff),
    };
  });

/**
 * A product's quantity price breaks, as many as `priceTierLimits.tiers` (none: one price whatever
 * the run). Each break needs more pieces than the one before and gives more off: a longer run never
 * costs more per piece.
 */
export const priceTiersSchema = z.object({
  tiers: z
    .array(tierRow)
    .max(priceTierLimits.tiers, { error: "validation.tooManyTiers" })
    .default([])
    .superRefine((rows, context) => {
      let previous: { minQuantity: number; percentOff: number } | null = null;
      for (const [index, row] of rows.entries()) {
        if (!row) continue;
        if (previous && row.minQuantity <= previous.minQuantity) {
          context.addIssue({ code: "custom", path: [index, "minQuantity"], message: "validation.tierOrder" });
        } else if (previous && row.percentOff <= previous.percentOff) {
          context.addIssue({ code: "custom", path: [index, "percentOff"], message: "validation.tierOrder" });
        }
        previous = row;
      }
    })
    .transform((rows) => rows.filter((row) => row !== null)),
});

/** The catalogue list's address: a search, a status, a page. What cannot be read is dropped. */
export function parseCatalogueListParams(params: URLSearchParams) {
  const status = z.enum(productStatusValues).safeParse(params.get("status"));
  const page = Number(params.get("page") ?? "1");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    status: status.success ? status.data : undefined,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

const shippingMoney = money(
  {
    required: "validation.shippingPriceRequired",
    invalid: "validation.priceInvalid",
    tooLow: "validation.priceInvalid",
    tooHigh: "validation.shippingPriceTooHigh",
  },
  { min: 0, max: MAX_SHIPPING_CENTS },
);

const transitDays = z.coerce
  .number({ error: "validation.daysInvalid" })
  .int({ error: "validation.daysInvalid" })
  .min(1, { error: "validation.daysInvalid" })
  .max(MAX_TRANSIT_DAYS, { error: "validation.daysTooMany" });

/**
 * A region's rates: standard delivery always, express only with all four of its fields (none of
 * them: express is not offered there). Transit days are business days, fewest first.
 */
export const shippingRateSchema = z
  .object({
    region: z.enum(shippingRegions, { error: "validation.regionUnknown" }),
    standardFirst: shippingMoney,
    standardAdditional: shippingMoney,
    standardTransitMin: transitDays,
    standardTransitMax: transitDays,
    expressFirst: shippingMoney.optional(),
    expressAdditional: shippingMoney.optional(),
    expressTransitMin: transitDays.optional(),
    expressTransitMax: transitDays.optional(),
  })
  .superRefine((rate, context) => {
    if (rate.standardTransitMax < rate.standardTransitMin) {
      context.addIssue({ code: "custom", path: ["standardTransitMax"], message: "validation.daysOrder" });
    }
    const express = [
      rate.expressFirst,
      rate.expressAdditional,
      rate.expressTransitMin,
      rate.expressTransitMax,
    ];
    if (express.some((value) => value !== undefined)) {
      const fields = ["expressFirst", "expressAdditional", "expressTransitMin", "expressTransitMax"] as const;
      for (const field of fields) {
        if (rate[field] === undefined) {
          context.addIssue({ code: "custom", path: [field], message: "validation.expressIncomplete" });
        }
      }
      if (
        rate.expressTransitMin !== undefined &&
        rate.expressTransitMax !== undefined &&
        rate.expressTransitMax < rate.expressTransitMin
      ) {
        context.addIssue({ code: "custom", path: ["expressTransitMax"], message: "validation.daysOrder" });
      }
    }
  })
  .transform((rate) => ({
    region: rate.region,
    rate: {
      standardFirstCents: rate.standardFirst,
      standardAdditionalCents: rate.standardAdditional,
      standardTransitMin: rate.standardTransitMin,
      standardTransitMax: rate.standardTransitMax,
      expressFirstCents: rate.expressFirst ?? null,
      expressAdditionalCents: rate.expressAdditional ?? null,
      expressTransitMin: rate.expressTransitMin ?? null,
      expressTransitMax: rate.expressTransitMax ?? null,
    },
  }));
