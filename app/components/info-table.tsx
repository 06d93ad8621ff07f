import type { ReactNode } from "react";
import { ScrollRegion } from "./scroll-region.tsx";

/**
 * A bordered, captioned table that scrolls sideways on narrow screens (a focusable region then). Rows are passed as
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
    <ScrollRegion label={caption} className="mt-6" boxClassName="rounded-xl border border-line">
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
    </ScrollRegion>
  );
}

export const rowHeaderClass = "px-4 py-3 text-start font-medium";
export const cellClass = "px-4 py-3";
