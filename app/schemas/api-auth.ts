/**
 * Bodies of the account endpoints of the JSON API (spec §7). Field names are the API's own
 * (`account`, `pwd`, `repwd`, `fullname`); the rules are the forms' (app/schemas/auth.ts).
 */
import { z } from "zod";
import { forgotSchema, signInSchema, signUpSchema } from "./auth.ts";

export const loginBodySchema = z.strictObject({
  account: signInSchema.shape.email,
  pwd: signInSchema.shape.password,
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
