import { LocalizedNavLink } from "./localized-link.tsx";

/**
 * The side navigation of an area with sections (the account, the back-office): a row that scrolls
 * on narrow screens, a column beside the page on wide ones, the current section marked.
 */
export function SectionNav({
  label,
  sections,
  columnFrom,
}: {
  label: string;
  sections: readonly { to: string; label: string; end?: boolean }[];
  /** The breakpoint from which the sections stand in a column. */
  columnFrom: "md" | "lg";
}) {
  return (
    <nav aria-label={label}>
      <ul className={`flex gap-1 overflow-x-auto ${columnFrom === "md" ? "md:flex-col" : "lg:flex-col"}`}>
        {sections.map((section) => (
          <li key={section.to}>
            <LocalizedNavLink
              to={section.to}
              end={section.end ?? false}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
                  isActive
                    ? "bg-primary-50 text-primary-800 dark:bg-primary-900 dark:text-primary-100"
                    : "text-ink-muted hover:bg-surface-sunken hover:text-ink"
                }`
              }
            >
              {section.label}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
