import { createI18nextMiddleware } from "remix-i18next";
import { i18nextOptions } from "#server/translations.ts";
import { defaultLocale, splitLocale, supportedLocales } from "#core/locales.ts";

/**
 * The page language comes from the URL prefix alone (English plain, French under /fr); the
 * cookie and Accept-Language only decide where `/` redirects (see app/edge/locale-scope.server.ts).
 */
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: supportedLocales,
    fallbackLanguage: defaultLocale,
    order: ["custom"],
    findLocale: async ({ url }) => splitLocale(url.pathname).locale,
  },
  i18next: i18nextOptions,
});
