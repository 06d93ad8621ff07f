/**
 * Bodies of the account endpoints of the JSON API (spec §7). Field names are the API's own
 * (`account`, `pwd`, `repwd`, `fullname`); the rules are the forms' (core/schemas/auth.ts).
 */
import { z } from "zod";
import { forgotSchema, signInCodeSchema, signInSchema, signUpSchema } from "./auth.ts";

export const loginBodySchema = z.strictObject({
  account: signInSchema.shape.email,
  pwd: signInSchema.shape.password,
});

/** The code a sign-in was answered with `challenge` for (docs/api.md). */
export const loginCodeBodySchema = z.strictObject({
  challenge: z.string().min(1).max(200),
  code: signInCodeSchema.shape.code,
});

export const registerBodySchema = z.strictObject({
  fullname: signUpSchema.shape.fullName,
  email: signUpSchema.shape.email,
  pwd: signUpSchema.shape.password,
});

export const findMyPasswordBodySchema = z.strictObject({ email: forgotSchema.shape.email });

export const resetMyPasswordBodySchema = z
  .strictObject({
    email: forgotSchema.shape.email,
    pwd: signUpSchema.shape.password,
    repwd: z.string(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  })
  .refine((body) => body.pwd === body.repwd, { path: ["repwd"] });

export const googleLoginBodySchema = z.strictObject({ credential: z.string().min(1).max(8192) });
