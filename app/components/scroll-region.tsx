import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useT } from "#app/utils/i18n.tsx";

/**
 * A box that scrolls sideways when its content (a wide table) is wider than it, as on phones. Then
 * it is a named group the keyboard can focus and scroll, with a visible hint that more lies to
 * the side; when everything fits it is a plain box. Scripts measure; until they do (and without
 * them) the region and its hint are there below 640 px, where such tables scroll.
 */
export function ScrollRegion({
  label,
  className,
  boxClassName = "",
  children,
}: {
  /** The region's accessible name: what the table shows. */
  label: string;
  className?: string;
  /** Classes of the scrolling box itself (a border around the table). */
  boxClassName?: string;
  children: ReactNode;
}) {
  const t = useT();
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState<boolean | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const region = scrolls !== false;
  return (
    <div className={className}>
      {/* `relative`: what is positioned inside (screen-reader-only text) scrolls with the table
          instead of widening the page. */}
      <div
        ref={box}
        // A group, not a region: the section around a table is usually already the landmark of
        // that name, and two landmarks of one name confuse (axe landmark-unique).
        role={region ? "group" : undefined}
        aria-label={region ? label : undefined}
        aria-describedby={region ? hintId : undefined}
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable to scroll by keyboard
        tabIndex={region ? 0 : undefined}
        className={`relative overflow-x-auto ${boxClassName} focus-visible:outline-2 focus-visible:outline-primary-600`}
      >
        {children}
      </div>
      {region ? (
        <p id={hintId} className={`mt-1 text-xs text-ink-muted ${scrolls === null ? "sm:hidden" : ""}`}>
          {t("scrollHint")}
        </p>
      ) : null}
    </div>
  );
}
