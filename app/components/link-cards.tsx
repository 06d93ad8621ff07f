import { ArrowRight } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";

/** A row of cards, each a link to another page with an arrow; the words are already translated. */
export function LinkCards({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-3">
      {links.map(({ to, label }) => (
        <li key={to}>
          <LocalizedLink
            to={to}
            className="flex h-full items-start justify-between gap-3 rounded-lg border border-line bg-surface-raised p-4 text-sm font-semibold hover:border-primary-500"
          >
            {label}
            <ArrowRight
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-primary-700 rtl:rotate-180 dark:text-primary-300"
            />
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
