import type { ReactNode } from "react";
import { useT } from "#app/utils/i18n.tsx";

/**
 * A back-office table that may be wider than a phone: it scrolls sideways on its own, as a named
 * region the keyboard can reach (arrow keys scroll it), with a hint on narrow screens, so the page
 * itself never scrolls sideways.
 */
export function TableScroll({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT("admin");
  return (
    <div className={className}>
      <p className="mb-1 text-xs text-ink-muted md:hidden" aria-hidden="true">
        {t("tableScroll")}
      </p>
      {/* A scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1). */}
      <section
        aria-label={label}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        {children}
      </section>
    </div>
  );
}
