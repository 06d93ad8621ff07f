import { localeCookie } from "./cookies.ts";
import { defaultLocale, isLocale, localeFromAcceptLanguage, type Locale } from "#core/locales.ts";

/**
 * The language a visitor asked for outside the URL: their saved choice (locale cookie), else the
 * best supported language of Accept-Language in their order of preference, else English.
 */
export function preferredLocale(request: Request): Locale {
  return preferredLocaleOf(request.headers.get("cookie"), request.headers.get("accept-language"));
}

/** `preferredLocale` from the two headers it reads. */
export function preferredLocaleOf(cookieHeader: string | null, acceptLanguage: string | null): Locale {
  const saved = localeCookie.parse(cookieHeader);
  if (isLocale(saved)) return saved;
  return localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}
