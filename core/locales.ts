/** The shop's locales: the URL prefix (none for the default), the BCP 47 tag for `<html lang>`. */
export const locales = {
  en: { tag: "en-US", prefix: "" },
  fr: { tag: "fr-FR", prefix: "/fr" },
} as const;

export type Locale = keyof typeof locales;
export const defaultLocale: Locale = "en";
export const supportedLocales = Object.keys(locales) as Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(locales, value);
}

// Languages written right to left (spec §1). Adding a locale is adding messages, not code.
const rightToLeft = new Set(["ar", "ckb", "fa", "he", "ug", "ur"]);

/** Text direction of a language tag such as `fr`, `fr-FR` or `ar-EG`. */
export function textDirection(languageTag: string): "rtl" | "ltr" {
  const language = languageTag.split(/[-_]/)[0]?.toLowerCase() ?? "";
  return rightToLeft.has(language) ? "rtl" : "ltr";
}

/**
 * Splits a pathname into its locale and the path without the locale prefix.
 * `/fr/about` → `{ locale: "fr", path: "/about" }`; `/about` → `{ locale: "en", path: "/about" }`.
 * A client navigation requests `/fr.data`, so the `.data` suffix never hides the prefix; nor does
 * a query (`/fr?auth=signin` → `{ locale: "fr", path: "/?auth=signin" }`), which the path keeps.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const queryAt = pathname.search(/[?#]/);
  const query = queryAt === -1 ? "" : pathname.slice(queryAt);
  const clean = (queryAt === -1 ? pathname : pathname.slice(0, queryAt)).replace(/\.data$/, "");
  for (const locale of supportedLocales) {
    const { prefix } = locales[locale];
    if (prefix && (clean === prefix || clean.startsWith(`${prefix}/`))) {
      return { locale, path: `${clean.slice(prefix.length) || "/"}${query}` };
    }
  }
  return { locale: defaultLocale, path: `${clean || "/"}${query}` };
}

/** The best supported language of an Accept-Language header, in its order of preference. */
export function localeFromAcceptLanguage(header: string | null): Locale | undefined {
  const ranked = (header ?? "")
    .split(",")
    .map((part) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return { language: range.split("-")[0]?.toLowerCase() ?? "", q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** The path of `path` (written without locale prefix, starting with `/`) in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = locales[locale];
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}
