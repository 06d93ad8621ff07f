import { localeCookie } from "./cookies.server.ts";
import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from "./locales.ts";

/**
 * The language a visitor asked for outside the URL: their saved choice (locale cookie), else the
 * best supported language of Accept-Language in their order of preference, else English.
 */
export function preferredLocale(request: Request): Locale {
  const saved = localeCookie.parse(request.headers.get("cookie"));
  if (isLocale(saved)) return saved;
  return localeFromAcceptLanguage(request.headers.get("accept-language")) ?? defaultLocale;
}
