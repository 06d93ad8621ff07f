import { isbot } from "isbot";
import { data, redirect } from "react-router";
import { localeCookie } from "#app/utils/cookies.server.ts";
import { defaultLocale, isLocale, localizePath, type Locale } from "#app/utils/locales.ts";

/** The 404 every unknown address gets; the error boundary shows "Page not found: {path}". */
export function pageNotFound(pathname: string) {
  return data({ path: pathname }, { status: 404 });
}

function preferredLocale(request: Request, cookieLocale: unknown): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  // First visit: the best supported language of Accept-Language, in the visitor's order.
  const header = request.headers.get("accept-language") ?? "";
  const ranked = header
    .split(",")
    .map((part) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: range.split("-")[0]?.toLowerCase() ?? "", q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}

/**
 * Guards the optional `:lang` segment: `fr` is French; `/en/…` redirects to the plain path;
 * anything else in that place is an unknown page. On `/` a returning French visitor (cookie), or
 * a first visitor whose browser prefers French, is sent to `/fr`. Crawlers are never redirected.
 * Throws the redirect or the 404; returns when the address is fine.
 */
export function guardLocaleScope({
  request,
  url,
  lang,
}: {
  request: Request;
  url: URL;
  lang: string | undefined;
}) {
  if (lang !== undefined && lang !== "fr") {
    if (lang === "en") {
      const rest = url.pathname.slice("/en".length) || "/";
      throw redirect(`${rest}${url.search}`, 301);
    }
    throw pageNotFound(url.pathname);
  }
  if (lang === undefined && url.pathname === "/" && request.method === "GET") {
    const userAgent = request.headers.get("user-agent");
    if (!userAgent || !isbot(userAgent)) {
      const locale = preferredLocale(request, localeCookie.parse(request.headers.get("cookie")));
      if (locale !== defaultLocale) throw redirect(`${localizePath("/", locale)}${url.search}`);
    }
  }
}
