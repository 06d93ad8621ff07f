import { z } from "zod";
import { colorModes } from "#core/color-mode.ts";
import { supportedLocales } from "#core/locales.ts";

/** A path on this site (`/…`), never another origin (`//evil`, `/\evil`). */
export const sitePathSchema = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s\\]*$/);

/** The colour-mode switcher in the header. */
export const colorModeFormSchema = z.object({
  colorMode: z.enum(colorModes),
  redirectTo: sitePathSchema.default("/"),
});

/** The language switcher: `path` is the current page without its locale prefix. */
export const localeFormSchema = z.object({
  locale: z.enum(supportedLocales as ["en", "fr"]),
  path: sitePathSchema.default("/"),
});

/** Account settings: the language and display currency kept on the profile. */
export const preferencesFormSchema = z.object({
  locale: z.enum(supportedLocales as ["en", "fr"]),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/)
    .transform((code) => code.toUpperCase()),
});
