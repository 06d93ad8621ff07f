import { Link, NavLink, type LinkProps, type NavLinkProps } from "react-router";
import { localizePath } from "#core/locales.ts";
import { useLocale } from "#app/utils/i18n.tsx";

type Localized<P> = Omit<P, "to"> & { to: string };

function localize(to: string, locale: Parameters<typeof localizePath>[1]) {
  const [path = "/", hash] = to.split("#");
  return hash === undefined ? localizePath(path, locale) : `${localizePath(path, locale)}#${hash}`;
}

// Routes are discovered lazily (react-router.config.ts): a link's route is looked up when it is
// followed, not as the link appears (`data-discover`), so showing links asks /__manifest nothing.
const discover = "none";

/** A link to a page of this site, written without locale prefix: `/about` becomes `/fr/about` in French. */
export function LocalizedLink({ to, ...props }: Localized<LinkProps>) {
  return <Link to={localize(to, useLocale())} discover={discover} {...props} />;
}

/** A navigation link that knows when it is the current page. */
export function LocalizedNavLink({ to, ...props }: Localized<NavLinkProps>) {
  return <NavLink to={localize(to, useLocale())} discover={discover} {...props} />;
}
