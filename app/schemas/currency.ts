import { z } from "zod";

/** A display-currency choice: the dialog's form and `POST /api/currency` share it. */
export const currencyChoiceSchema = z.strictObject({
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase()),
});
