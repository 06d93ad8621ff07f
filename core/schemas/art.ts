import { z } from "zod";
import { artCategories } from "#core/design/art.ts";
import { MAX_QUERY_LENGTH } from "#core/catalogue.ts";
import { supportedLocales } from "#core/locales.ts";

/** `POST /api/art`: words to find, the language they are in, a category. */
export const artListBodySchema = z.strictObject({
  q: z.string().max(MAX_QUERY_LENGTH).optional(),
  language: z.enum(supportedLocales as ["en", "fr"]).optional(),
  category: z.enum(artCategories).optional(),
});
