import { localeCookie } from "./cookies.server.ts";
import { defaultLocale, isLocale, type Locale } from "./locales.ts";

/**
 * The language a visitor asked for outside the URL: their saved choice (locale cookie), else the
 * best supported language of Accept-Language in their order of preference, else English.
 */
export function preferredLocale(request: Request): Locale {
  const saved = localeCookie.parse(request.headers.get("cookie"));
  if (isLocale(saved)) return saved;
  const ranked = (request.headers.get("accept-language") ?? "")
    .split(",")
    .map((part) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { language: range.split("-")[0]?.toLowerCase() ?? "", q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}
