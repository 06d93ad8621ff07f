/**
 * The order steps' forms and API bodies, shared by the browser and the server. Form messages are
 * translation keys under `validation` in locales/{en,fr}/common.ts.
 */
import { z } from "zod";
import { optionKeyPattern } from "#core/catalogue.ts";
import { emailSchema, newPasswordSchema } from "#core/schemas/auth.ts";

export const orderStatusValues = [
  "pending_payment",
  "paid",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  "on_hold",
] as const;
export type OrderStatus = (typeof orderStatusValues)[number];
export const shippingMethodValues = ["standard", "express"] as const;

const uuid = z.uuid({ error: "validation.orderItemUnknown" });

/** An empty quantity box means none. */
const quantitySchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? 0 : value),
  z.coerce
    .number({ error: "validation.quantityInvalid" })
    .int({ error: "validation.quantityInvalid" })
    .min(0, { error: "validation.quantityInvalid" })
    .max(999, { error: "validation.quantityTooLarge" }),
);

/**
 * The size-run matrix of one design: `variant` (`<colour>/<size>`) and `quantity` fields in the
 * same order, one pair per cell.
 */
export const cartQuantitiesSchema = z
  .object({
    designId: uuid,
    variant: z
      .array(
        z.string().refine((value) => {
          const [color, size, rest] = value.split("/");
          return (
            rest === undefined && optionKeyPattern.test(color ?? "") && optionKeyPattern.test(size ?? "")
          );
        }),
      )
      .max(400),
    quantity: z.array(quantitySchema).max(400),
  })
  .refine((value) => value.variant.length === value.quantity.length, { error: "validation.quantityInvalid" })
  .transform(({ designId, variant, quantity }) => ({
    designId,
    quantities: variant.map((key, index) => {
      const [colorKey, sizeKey] = key.split("/") as [string, string];
      return { colorKey, sizeKey, quantity: quantity[index] ?? 0 };
    }),
  }));

/** Reads the matrix's repeated fields from a form. */
export function cartQuantitiesFrom(form: FormData) {
  return cartQuantitiesSchema.safeParse({
    designId: form.get("designId"),
    variant: form.getAll("variant"),
    quantity: form.getAll("quantity"),
  });
}

export const removeFromCartSchema = z.object({ designId: uuid });

/** The confirm step's address: an address-book entry and a shipping method. */
export const checkoutChoiceSchema = z.object({
  address: z.uuid({ error: "validation.addressRequired" }),
  method: z.enum(shippingMethodValues, { error: "validation.shippingMethodRequired" }),
});

/** Placing the order: what was shown (its total and one-time key) and the proofs approved. */
export const placeOrderSchema = checkoutChoiceSchema.extend({
  placeKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "validation.orderFormExpired" }),
  approvedTotal: z.coerce.number().int().positive({ error: "validation.orderFormExpired" }),
  approve: z.literal("on", { error: "validation.approveProofs" }),
});

/** An order's public reference. */
export const orderSnSchema = z.string().regex(/^[a-z2-9]{24}$/);

/** The orders list's address: a status filter and a page. Bad values fall back. */
export const orderListQuerySchema = z.object({
  status: z.enum(orderStatusValues).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** A guest's email on the delivery step: where the receipt and updates go (docs/decisions/026). */
export const guestEmailSchema = z.object({ email: emailSchema });

/** After paying, a guest keeps their order in a new account of the order's email: its password. */
export const keepOrderSchema = z.object({ password: newPasswordSchema });
