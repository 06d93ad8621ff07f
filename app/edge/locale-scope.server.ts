import { isbot } from "isbot";
import { data, redirect } from "react-router";
import { defaultLocale, localizePath } from "#core/locales.ts";
import { preferredLocale } from "#server/preferred-locale.ts";

/** The 404 every unknown address gets; the error boundary shows "Page not found: {path}". */
export function pageNotFound(pathname: string) {
  return data({ path: pathname }, { status: 404 });
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
      const locale = preferredLocale(request);
      if (locale !== defaultLocale) throw redirect(`${localizePath("/", locale)}${url.search}`);
    }
  }
}
