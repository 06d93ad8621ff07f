/**
 * The account forms (spec §3, §5), shared by the browser (conform validates as the visitor
 * types) and the server (actions and the JSON API). Messages are translation keys under
 * `validation` in locales/{en,fr}/common.ts, so each side shows them in the page's language.
 */
import { z } from "zod";
import { sitePathSchema } from "./preferences.ts";

/**
 * 8 to 128 characters, no composition rules: a deliberate departure from the spec's maximum of
 * 20 (docs/decisions/007-password-length.md). The most common passwords are refused by the server.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const RESET_CODE_LENGTH = 6;

/** An email address as every form takes it (sign-up, a guest's order). */
export const emailSchema = z
  .string({ error: "validation.emailRequired" })
  .trim()
  .max(254, { error: "validation.emailInvalid" })
  .pipe(z.email({ error: "validation.emailInvalid" }));

const email = emailSchema;

/** A password being chosen (sign-up, reset, keeping a guest order in an account). */
export const newPasswordSchema = z
  .string({ error: "validation.passwordRequired" })
  .min(PASSWORD_MIN, { error: "validation.passwordTooShort" })
  .max(PASSWORD_MAX, { error: "validation.passwordTooLong" });

/** Where the modal was opened and where a successful sign-in goes; same-site paths only. */
const returnFields = {
  returnTo: sitePathSchema.optional(),
  redirectTo: sitePathSchema.optional(),
};

export const signInSchema = z.object({
  email,
  // Any length is checked against the hash; the limit only keeps hashing cheap.
  password: z
    .string({ error: "validation.passwordRequired" })
    .max(PASSWORD_MAX, { error: "validation.passwordTooLong" }),
  ...returnFields,
});

export const signUpSchema = z.object({
  fullName: z
    .string({ error: "validation.fullNameRequired" })
    .trim()
    .min(1, { error: "validation.fullNameRequired" })
    .max(FULL_NAME_MAX, { error: "validation.fullNameTooLong" }),
  email,
  password: newPasswordSchema,
  // The honeypot: hidden from people, filled in by naive bots.
  website: z.string().max(0, { error: "validation.honeypot" }).optional(),
  ...returnFields,
});

export const forgotSchema = z.object({ email, ...returnFields });

const code = z
  .string({ error: "validation.codeSixDigits" })
  .trim()
  .regex(/^\d{6}$/, { error: "validation.codeSixDigits" });

export const resetSchema = z
  .object({
    email,
    password: newPasswordSchema,
    cfmpwd: z.string({ error: "validation.passwordsDoNotMatch" }),
    code,
    ...returnFields,
  })
  .refine((value) => value.cfmpwd === value.password, {
    error: "validation.passwordsDoNotMatch",
    path: ["cfmpwd"],
  });

/** The code mailed when a sign-in from a new browser needs one; the challenge stays on the server's side. */
export const signInCodeSchema = z.object({ code, ...returnFields });

export const resendVerificationSchema = z.object({ email, ...returnFields });

export const profileSchema = z.object({
  fullName: signUpSchema.shape.fullName,
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().max(PASSWORD_MAX, { error: "validation.passwordTooLong" }).default(""),
    password: newPasswordSchema,
    cfmpwd: z.string({ error: "validation.passwordsDoNotMatch" }),
  })
  .refine((value) => value.cfmpwd === value.password, {
    error: "validation.passwordsDoNotMatch",
    path: ["cfmpwd"],
  });

/** Account settings: a new email address, confirmed with the current password. */
export const changeEmailSchema = z.object({
  newEmail: email,
  currentPassword: z
    .string({ error: "validation.passwordRequired" })
    .max(PASSWORD_MAX, { error: "validation.passwordTooLong" }),
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: "validation.confirmDeletionRequired" }).min(1, {
    error: "validation.confirmDeletionRequired",
  }),
});

export type AuthView = "signin" | "signup" | "forgot";
export const authViews = ["signin", "signup", "forgot"] as const satisfies AuthView[];
