import type { ReactNode } from "react";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { useT } from "#app/utils/i18n.tsx";
import type { NavCategory, ProductList } from "#server/services/catalogue.ts";

/** The catalogue's categories and the current category's subtypes, the current one marked. */
export function BrowseNav({ scope, navigation }: { scope: ProductList["scope"]; navigation: NavCategory[] }) {
  const t = useT("catalogue");
  return (
    <nav aria-labelledby="catalogue-browse">
      <h2 id="catalogue-browse" className="section-label">
        {t("list.browse")}
      </h2>
      <ul className="browse-list">
        <li>
          <NavItem to="/products" active={!scope.category}>
            {t("list.allProducts")}
          </NavItem>
        </li>
        {navigation.map((category) => (
          <li key={category.id}>
            <NavItem to={category.path} active={scope.category?.id === category.id && !scope.subtype}>
              {category.name}
            </NavItem>
            {scope.category?.id === category.id ? (
              <ul className="ms-3 mt-1 hidden flex-col gap-0.5 border-s border-line ps-2 lg:flex">
                {category.subtypes.map((subtype) => (
                  <li key={subtype.id}>
                    <NavItem to={subtype.path} active={scope.subtype?.id === subtype.id}>
                      {subtype.name}
                    </NavItem>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {/* On narrow screens the current category's subtypes get a row of their own. */}
      {scope.category ? (
        <ul className="mt-2 flex flex-wrap gap-1 border-t border-line pt-2 text-sm lg:hidden">
          {navigation
            .find((category) => category.id === scope.category?.id)
            ?.subtypes.map((subtype) => (
              <li key={subtype.id}>
                <NavItem to={subtype.path} active={scope.subtype?.id === subtype.id}>
                  {subtype.name}
                </NavItem>
              </li>
            ))}
        </ul>
      ) : null}
    </nav>
  );
}

function NavItem({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  return (
    <LocalizedLink to={to} aria-current={active ? "page" : undefined} className="browse-link">
      {children}
    </LocalizedLink>
  );
}
