import { z } from "zod";
import { sitePathSchema } from "./preferences.ts";

/** An ISO 4217 code as a visitor or client may type it (`eur`), normalised to `EUR`. */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());

/** `POST /api/currency` body. */
export const currencyChoiceSchema = z.strictObject({ currency: currencyCodeSchema });

/** The currency dialog's form when posted without JavaScript. */
export const currencyFormSchema = z.object({
  currency: currencyCodeSchema,
  redirectTo: sitePathSchema.default("/"),
});
