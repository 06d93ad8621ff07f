import { useEffect, useRef, type CSSProperties, type ReactNode } from "react";

/** How far (px) an element must rise above the bottom of the viewport before it reveals. */
export const REVEAL_OFFSET_PX = 120;
export const REVEAL_DURATION_MS = 400;
export const REVEAL_EASING = "ease";

const revealStyle = {
  "--reveal-duration": `${REVEAL_DURATION_MS}ms`,
  "--reveal-easing": REVEAL_EASING,
} as CSSProperties;

/**
 * A section that fades in when it scrolls into view. The content is hidden only under
 * `html.js-reveal`, a class this component adds from the browser, so visitors without
 * JavaScript, and those who prefer reduced motion, always see everything (see app.css).
 */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    const reveal = () => {
      element.dataset.revealed = "true";
    };

    // Already on screen: show it at once, before the hiding class can apply, so nothing flickers.
    const { top, bottom } = element.getBoundingClientRect();
    if (top < window.innerHeight - REVEAL_OFFSET_PX && bottom > 0) reveal();

    document.documentElement.classList.add("js-reveal");

    if (element.dataset.revealed === "true") return;
    if (typeof IntersectionObserver === "undefined") {
      reveal();
      return;
    }

    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            reveal();
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} data-reveal="" className={className} style={revealStyle}>
      {children}
    </div>
  );
}
