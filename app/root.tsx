import "./app.css";
import { useEffect, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from "react-router";
import { getToast } from "remix-toast";
import { listCurrencies, resolveDisplayCurrency } from "#server/services/currency.ts";
import { STALE_RATE_MS } from "#server/services/catalogue-admin.ts";
import { cachedUnreadCount } from "#server/services/notifications.ts";
import { getSiteSettings } from "#server/services/site.ts";
import { DialogSlots, dialogMessagesFor } from "#app/components/dialog-openers.tsx";
import { useGooglePopupProtocol } from "#app/components/google-popup.ts";
import { Toaster } from "#app/components/toaster.tsx";
import { ErrorPage } from "#app/components/error-page.tsx";
import { LiveUnreadProvider } from "#app/components/live-unread.tsx";
import { SiteFrame } from "#app/components/site-frame.tsx";
import { servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { getLocale, i18nextMiddleware } from "#app/middleware/i18next.ts";
import { sessionMiddleware } from "#app/middleware/session.ts";
import { publicUser } from "#server/services/sessions.ts";
import { authModalState } from "#app/edge/auth-flow.server.ts";
import { useBuildFreshness } from "#app/utils/build-freshness.ts";
import { isColorMode, colorModeStorageKey, resolveColorMode, type ColorMode } from "#core/color-mode.ts";
import { colorModeCookie, currencyCookie, TOAST_COOKIE } from "#server/cookies.ts";
import { defaultLocale, isLocale, locales, splitLocale, textDirection } from "#core/locales.ts";
import { namespacesOf, useLocale, useT } from "#app/utils/i18n.tsx";
import { useNonce } from "#app/utils/nonce.tsx";
import { useRootData } from "#app/utils/root-data.ts";
import { useNavigationFocus } from "#app/hooks/use-navigation-focus.ts";
import type { Route } from "./+types/root.ts";

export const middleware: Route.MiddlewareFunction[] = [i18nextMiddleware, sessionMiddleware];

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { db, config, now } = context.get(servicesContext);
  const locale = getLocale(context);
  const language = isLocale(locale) ? locale : defaultLocale;
  const cookies = request.headers.get("cookie");
  const site = await getSiteSettings(db, language);
  const currency = await resolveDisplayCurrency(db, currencyCookie.parse(cookies), site.exchangeCurrency);
  // Reading the toast cookie signs a new one, a good share of a page's CPU: only when there is one.
  const { toast, headers } = cookies?.includes(`${TOAST_COOKIE}=`)
    ? await getToast(request)
    : { toast: undefined, headers: new Headers() };
  const auth = await authModalState(request, url, config, headers, now());
  const user = context.get(userContext);
  return data(
    {
      locale: language,
      site: { siteName: site.siteName, description: site.description },
      colorMode: colorModeOf(colorModeCookie.parse(cookies)),
      currency,
      // A converted price from a rate older than three days says that the estimate may have moved.
      rateStale:
        currency.currency !== "USD" &&
        now().getTime() - new Date(currency.rateUpdatedAt).getTime() > STALE_RATE_MS,
      // Without JavaScript the currency dialog is a page state (?dialog=currency) and needs the list.
      dialogCurrencies: url.searchParams.get("dialog") === "currency" ? await listCurrencies(db) : null,
      toast: toast
        ? { ...toast, queue: toast.queue === "auth" ? ("auth" as const) : ("page" as const) }
        : undefined,
      user: publicUser(user),
      // The header's bell, for accounts only: visitors' pages stay as the HTML cache keeps them.
      ...(user ? { unread: await cachedUnreadCount(db, user.id) } : {}),
      // The user menu links operators to the back-office.
      operator: user?.role === "operator",
      auth,
      // Only the client id: it is public, the button needs it. Google's own button exists only
      // for Google's issuer; a test provider gets the redirect and popup flows alone.
      google: config.google
        ? { clientId: config.google.clientId, button: config.google.issuer === "https://accounts.google.com" }
        : null,
      // Canonical and alternate links need absolute URLs; PUBLIC_URL wins behind a proxy.
      origin: config.publicUrl ?? url.origin,
      path: splitLocale(url.pathname).path,
      // Rendered by the server and the browser alike, so both print the same year.
      year: now().getFullYear(),
    },
    // Reading a toast consumes it; without one (and no auth state to update) there is nothing to send.
    { headers: toast || auth.consumed ? headers : undefined },
  );
}

function colorModeOf(value: string | undefined): ColorMode {
  return isColorMode(value) ? value : "system";
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRootData();
  const nonce = useNonce();
  const matches = useMatches();
  const { search } = useLocation();
  const locale = useLocale();
  const tag = locales[locale].tag;
  const handles = matches.map((match) => match.handle);
  const mode: ColorMode = resolveColorMode(rootData?.colorMode ?? "system", handles);
  return (
    <html
      lang={tag}
      dir={textDirection(tag)}
      data-color-mode={mode}
      // The namespaces this page is written with: the browser loads them before it hydrates.
      data-messages={[...namespacesOf(handles), ...dialogMessagesFor(search)].join(" ")}
      // The header's account controls load before such a page hydrates (entry.client.tsx).
      data-signed-in={rootData?.user ? "" : undefined}
      className={mode === "dark" ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={mode === "system" ? "light dark" : mode} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        {children}
        {/* In the layout, not the page: error pages have the header's currency control too. */}
        <DialogSlots />
        <Toaster serverToast={rootData?.toast} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useBuildFreshness();
  useGooglePopupProtocol();
  useNavigationFocus();
  useEffect(() => {
    window.localStorage.setItem(colorModeStorageKey, loaderData.colorMode);
  }, [loaderData.colorMode]);
  return (
    <LiveUnreadProvider userId={loaderData.user?.id} initial={loaderData.unread}>
      <Outlet />
    </LiveUnreadProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  let page;
  if (status === 404) {
    const path =
      isRouteErrorResponse(error) && typeof (error.data as { path?: unknown })?.path === "string"
        ? (error.data as { path: string }).path
        : "";
    page = {
      title: t("errors.notFoundTitle"),
      message: t("errors.notFoundMessage", { path }),
      description: t("errors.notFoundDescription"),
    };
  } else if (status >= 500) {
    page = {
      title: t("errors.serverErrorTitle"),
      message: t("errors.serverErrorMessage"),
      description: t("errors.serverErrorDescription"),
    };
  } else {
    page = {
      title: t("errors.genericTitle", { status }),
      message: t("errors.serverErrorMessage"),
      description: t("errors.serverErrorDescription"),
    };
  }
  return (
    <SiteFrame>
      <ErrorPage status={status} {...page} />
    </SiteFrame>
  );
}
