/**
 * Discount codes' forms and API bodies (docs/decisions/025-discount-codes.md), shared by the
 * browser and the server. The back-office's form messages are translation keys under
 * `validation` in locales/{en,fr}/catalogueAdmin.ts; money is typed in dollars there ("24.50", or
 * "24,50" as French writes it), in cents in the API.
 */
import { z } from "zod";
import { DISCOUNT_AMOUNT_MAX_CENTS, discountCodePattern, normalizeDiscountCode } from "#core/discounts.ts";
import { dollarsToCents } from "#core/schemas/catalogue-admin.ts";

/** The most uses a code may be given (a guard against a slipped finger, not a business rule). */
export const DISCOUNT_MAX_USES = 1_000_000;

/** What the back-office saves: exactly one of `percentOff` and `amountOffCents`. */
export type DiscountInput = {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  onePerCustomer: boolean;
  minSubtotalCents: number | null;
};

const moneyPattern = /^\d{1,7}(?:[.,]\d{1,2})?$/;
/** A `datetime-local` field's value, read as UTC (the form says so). */
const localDateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

const code = z
  .string({ error: "validation.discountCodeRequired" })
  .transform(normalizeDiscountCode)
  .pipe(z.string().regex(discountCodePattern, { error: "validation.discountCodeInvalid" }));

/** A blank field is none; anything else must read as `read` says, or is `message` under the field. */
function optionalField<T>(read: (text: string) => T | null, message: string) {
  return z
    .string()
    .trim()
    .optional()
    .transform((text, context): T | null => {
      if (!text) return null;
      const value = read(text);
      if (value === null) context.addIssue({ code: "custom", message });
      return value;
    });
}

const whole = (range: { min: number; max: number }) => (text: string) => {
  if (!/^\d{1,7}$/.test(text)) return null;
  const value = Number(text);
  return value >= range.min && value <= range.max ? value : null;
};
const dollars = (min: number) => (text: string) => {
  const cents = moneyPattern.test(text) ? dollarsToCents(text) : null;
  return cents !== null && cents >= min && cents <= DISCOUNT_AMOUNT_MAX_CENTS ? cents : null;
};
const utcInstant = (text: string) => {
  const value = localDateTimePattern.test(text) ? new Date(`${text}Z`) : null;
  return value && !Number.isNaN(value.getTime()) ? value : null;
};

/** The back-office's form (a person types it: every field a string, blank meaning none). */
export const discountFormSchema = z
  .object({
    code,
    percentOff: optionalField(whole({ min: 1, max: 100 }), "validation.discountPercentRange"),
    amountOff: optionalField(dollars(1), "validation.discountAmountInvalid"),
    startsAt: optionalField(utcInstant, "validation.discountDateInvalid"),
    endsAt: optionalField(utcInstant, "validation.discountDateInvalid"),
    maxUses: optionalField(whole({ min: 1, max: DISCOUNT_MAX_USES }), "validation.discountMaxUsesRange"),
    onePerCustomer: z.string().optional(),
    minSubtotal: optionalField(dollars(0), "validation.discountMinimumInvalid"),
  })
  .superRefine((form, context) => {
    if ((form.percentOff === null) === (form.amountOff === null)) {
      context.addIssue({ code: "custom", path: ["percentOff"], message: "validation.discountOneKind" });
    }
    if (form.startsAt && form.endsAt && form.endsAt <= form.startsAt) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "validation.discountDatesOrder" });
    }
  })
  .transform((form): DiscountInput => ({
    code: form.code,
    percentOff: form.percentOff,
    amountOffCents: form.amountOff,
    startsAt: form.startsAt,
    endsAt: form.endsAt,
    maxUses: form.maxUses,
    onePerCustomer: form.onePerCustomer === "on" || form.onePerCustomer === "true",
    minSubtotalCents: form.minSubtotal,
  }));

const instant = z.iso.datetime({ offset: true });

/** `POST /api/admin/discounts/save`: the same, as JSON (cents, ISO instants). */
export const apiDiscountSaveBodySchema = z
  .strictObject({
    code,
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOffCents: z.number().int().min(1).max(DISCOUNT_AMOUNT_MAX_CENTS).optional(),
    startsAt: instant.nullable().optional(),
    endsAt: instant.nullable().optional(),
    maxUses: z.number().int().min(1).max(DISCOUNT_MAX_USES).nullable().optional(),
    onePerCustomer: z.boolean().optional(),
    minSubtotalCents: z.number().int().min(0).max(DISCOUNT_AMOUNT_MAX_CENTS).nullable().optional(),
  })
  .superRefine((body, context) => {
    if ((body.percentOff === undefined) === (body.amountOffCents === undefined)) {
      context.addIssue({
        code: "custom",
        path: ["percentOff"],
        message: "exactly one of percentOff, amountOffCents",
      });
    }
    if (body.startsAt && body.endsAt && new Date(body.endsAt) <= new Date(body.startsAt)) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "endsAt must come after startsAt" });
    }
  })
  .transform((body): DiscountInput => ({
    code: body.code,
    percentOff: body.percentOff ?? null,
    amountOffCents: body.amountOffCents ?? null,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    maxUses: body.maxUses ?? null,
    onePerCustomer: body.onePerCustomer ?? false,
    minSubtotalCents: body.minSubtotalCents ?? null,
  }));

/** Turning a code off: the list's button, and `POST /api/admin/discounts/disable`. */
export const discountDisableSchema = z.object({ code });
export const apiDiscountDisableBodySchema = z.strictObject({ code });

/**
 * The code a customer types at the cart or the confirm step (empty: take the code off). Anything
 * that is not a code is answered as an unknown code, so only the length is limited here.
 */
export const cartDiscountSchema = z.object({ code: z.string().max(64).optional().default("") });
export const apiCartDiscountBodySchema = z.strictObject({ code: z.string().max(64) });
