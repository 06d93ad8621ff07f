import type { ReactNode } from "react";

/** A rectangle in the canvas's view units (its SVG viewBox). */
export type ViewBox = { x: number; y: number; side: number };
type Box = { x: number; y: number; width: number; height: number };

/** The elements moved by `moveLifted`, found by this attribute. */
const MOVED = "data-lifted";

/**
 * A layer being moved, drawn over the canvas on layers of the browser's compositor: each step of
 * the drag moves them (`moveLifted`) without the page being drawn again, which a slow phone cannot
 * do sixty times a second. The canvas draws the layers below the lifted one as always; this draws
 * the lifted layer (its faint copy past the bleed, and its print within it), the layers above it,
 * the product's light and the guides, and the selection's outline moving with the layer, in the
 * same order as the canvas does when nothing is lifted. Each piece is a picture of the canvas's
 * size with the canvas's view box, so they lie exactly over it.
 */
export function LiftedLayer(props: {
  view: ViewBox;
  /** The area with its bleed, in view units: what the print is cut to. */
  bleedBox: Box;
  /** The lifted layer's drawing, inside the area's frame, as at the start of the drag. */
  faint: ReactNode;
  print: ReactNode;
  /** The layers above it, the light and the guides: what stays put over it. */
  above: ReactNode;
  selection: ReactNode;
}) {
  const { view, bleedBox } = props;
  const picture = (content: ReactNode) => (
    <svg viewBox={`${view.x} ${view.y} ${view.side} ${view.side}`} className="block size-full">
      {content}
    </svg>
  );
  const moved = (content: ReactNode, faint = false) => (
    <div
      {...{ [MOVED]: "" }}
      className={`absolute inset-0 will-change-transform ${faint ? "opacity-25" : ""}`}
    >
      {picture(content)}
    </div>
  );
  // The bleed's edges, as shares of the canvas from its left and top.
  const share = (value: number, from: number) => (value - from) / view.side;
  const bleed = {
    left: share(bleedBox.x, view.x),
    top: share(bleedBox.y, view.y),
    right: share(bleedBox.x + bleedBox.width, view.x),
    bottom: share(bleedBox.y + bleedBox.height, view.y),
  };
  // What lies past the bleed: four bands around it.
  const bands: Window[] = [
    { left: 0, top: 0, right: 1, bottom: bleed.top },
    { left: 0, top: bleed.bottom, right: 1, bottom: 1 },
    { left: 0, top: bleed.top, right: bleed.left, bottom: bleed.bottom },
    { left: bleed.right, top: bleed.top, right: 1, bottom: bleed.bottom },
  ];
  return (
    // Over the canvas's inside, within its 1 px border. Every clip is a rectangle (a window with
    // its overflow hidden): the compositor moves the pieces under them as they are.
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-px overflow-hidden [container-type:size]"
    >
      {bands.map((band, index) => (
        <CanvasWindow key={index} window={band}>
          {moved(props.faint, true)}
        </CanvasWindow>
      ))}
      <CanvasWindow window={bleed}>{moved(props.print)}</CanvasWindow>
      <div className="absolute inset-0">{picture(props.above)}</div>
      {moved(props.selection)}
    </div>
  );
}

/** A rectangle of the canvas, as shares of its width and height. */
type Window = { left: number; top: number; right: number; bottom: number };

/** Shows what it holds, laid out over the whole canvas, through a window of it. */
function CanvasWindow({ window, children }: { window: Window; children: ReactNode }) {
  const left = Math.max(window.left, 0);
  const top = Math.max(window.top, 0);
  const right = Math.min(window.right, 1);
  const bottom = Math.min(window.bottom, 1);
  if (right <= left || bottom <= top) return null;
  // Four decimals of a percent: finer than a pixel, free of float noise.
  const percent = (value: number) => `${Math.round(value * 1e6) / 1e4}%`;
  return (
    <div
      className="absolute overflow-hidden"
      style={{
        left: percent(left),
        top: percent(top),
        width: percent(right - left),
        height: percent(bottom - top),
      }}
    >
      {/* The canvas's size and place, in units of the overlay (its container). */}
      <div
        className="absolute h-[100cqh] w-[100cqw]"
        style={{ left: `calc(${-left} * 100cqw)`, top: `calc(${-top} * 100cqh)` }}
      >
        {children}
      </div>
    </div>
  );
}

/** Moves the lifted layer's pieces under `container` by `offset` screen pixels. */
export function moveLifted(container: Element | null, offset: { x: number; y: number }): void {
  if (!container) return;
  const transform = `translate(${offset.x}px, ${offset.y}px)`;
  for (const element of container.querySelectorAll<HTMLElement>(`[${MOVED}]`)) {
    element.style.transform = transform;
  }
}
