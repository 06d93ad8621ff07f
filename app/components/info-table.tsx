import type { ReactNode } from "react";

/**
 * A bordered, captioned table that scrolls sideways on narrow screens, in a named group that takes the
 * keyboard focus so it can be scrolled without a pointer. Rows are passed as
 * children; each should start with a `<th scope="row">` (see `rowHeaderClass`, `cellClass`).
 */
export function InfoTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    // Focusable, so keyboard users can scroll it sideways too (WCAG 2.1.1), and named: a group,
    // not a region, as the page's section around it is already the landmark of that name.
    <div
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a <fieldset> is for form controls
      role="group"
      aria-label={caption}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroller must take the focus (axe scrollable-region-focusable)
      tabIndex={0}
      className="mt-6 overflow-x-auto rounded-xl border border-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <table className="w-full text-start text-sm">
        <caption className="bg-surface-sunken px-4 py-3 text-start font-semibold">{caption}</caption>
        <thead className="border-y border-line bg-surface-sunken">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

export const rowHeaderClass = "px-4 py-3 text-start font-medium";
export const cellClass = "px-4 py-3";
