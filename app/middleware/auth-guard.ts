import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { localizePath, splitLocale } from "#core/locales.ts";
import type { SessionUser } from "#server/services/sessions.ts";

/** The signed-in visitor, as the session middleware finds them; `null` for anonymous visitors. */
export const userContext = createContext<SessionUser | null>(null);

/** The current session's id and token, for sign-out and "sign out of other sessions". */
export const sessionContext = createContext<{ id: string; token: string } | null>(null);

/**
 * The signed-in user and their session, in a loader or action behind `requireUserMiddleware`
 * (which already sent anyone else to sign in: this only narrows the types).
 */
export function requireSignedIn(context: Readonly<RouterContextProvider>) {
  const user = context.get(userContext);
  const session = context.get(sessionContext);
  if (!user || !session) throw redirect("/?auth=signin");
  return { user, session };
}

/**
 * Guards signed-in areas (account pages, the order steps): an anonymous visitor is sent to the
 * home page in their language with the sign-in dialog open, and comes back here after signing in.
 * Used as route middleware together with a loader, so it also runs on client navigations.
 */
export const requireUserMiddleware: MiddlewareFunction<Response> = ({ context, url }, next) => {
  if (!context.get(userContext)) throw signInFirst(url);
  return next();
};

/** To the home page in the page's language with the sign-in dialog open, then back to `url`. */
export function signInFirst(url: URL): Response {
  const { locale } = splitLocale(url.pathname);
  const query = new URLSearchParams({ auth: "signin", redirectTo: `${url.pathname}${url.search}` });
  return redirect(`${localizePath("/", locale)}?${query}`);
}
