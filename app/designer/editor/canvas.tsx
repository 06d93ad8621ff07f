import {
  memo,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { preload } from "react-dom";
import type { DesignLayer } from "#core/schemas/design.ts";
import { mockupUrl } from "#core/catalogue.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { layerSize } from "#core/design/geometry.ts";
import type { DesignPrintArea, DesignProduct } from "#core/design/product.ts";
import { surfaceFilter } from "#core/design/mockup-surface.ts";
import { designViewBox, layerParts, layerTransform, type ImageSource } from "#core/design/render.ts";
import {
  areaPlacement,
  clampPan,
  corners,
  dragLayer,
  layerAt,
  viewOf,
  ZOOMS,
  type DragMode,
  type Point,
} from "./canvas-geometry.ts";
import { keyCommand } from "./keyboard.ts";
import { LiftedLayer, moveLifted } from "./lifted-layer.tsx";
import { noGuides, snapThresholdMm, type SnapGuides } from "./snapping.ts";

/** Handles, snapping and hit slack, in screen pixels whatever the zoom. */
const HANDLE_PX = 6;
const SNAP_PX = 8;
const HIT_SLACK_PX = 4;
/** A press that moves less than this is a click (selects), not a drag (moves by a hair). */
const DRAG_START_PX = 3;

const GUIDE_COLORS = { trim: "#0284c7", bleed: "#dc2626", safe: "#059669", snap: "#db2777" } as const;
const SELECTION_COLOR = "#2563eb";
type GuideKind = "trim" | "bleed" | "safe";

/*
 * Each guide is hidden by unticking its box in the legend, by CSS alone: it works before the
 * scripts load, without them, and renders the same on the server.
 */
const guideToggles =
  "[&:has([data-guide-toggle=trim]:not(:checked))_[data-guide=trim]]:hidden " +
  "[&:has([data-guide-toggle=bleed]:not(:checked))_[data-guide=bleed]]:hidden " +
  "[&:has([data-guide-toggle=safe]:not(:checked))_[data-guide=safe]]:hidden";
const legendSwatches: Record<GuideKind, string> = {
  trim: "border-solid border-sky-600",
  bleed: "border-dashed border-red-600",
  safe: "border-dotted border-emerald-600",
};
const zoomButton =
  "inline-flex h-8 min-w-8 items-center justify-center rounded-md border border-line hover:border-primary-600 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:opacity-40 disabled:hover:border-line";

type Drag = {
  mode: DragMode | "pan";
  pointerId: number;
  /** Where the press began: on screen, and in millimetres of the area. */
  client: Point;
  start: Point;
  /** The area's layers and the view's pan when the press began. */
  layers: DesignLayer[];
  pan: Point;
  layer: DesignLayer | null;
  /** The layers as last shown: what a cancelled drag goes back from. */
  moved: DesignLayer[] | null;
  /** From the screen to millimetres of the area: the view stays put while a layer moves. */
  toMm: DOMMatrix | null;
  /** A turn is drawn by setting its elements' transforms, without React (showPlaced). */
  placed: { drawings: Element[]; selection: Element | null } | null;
  /** A move: the layer is lifted (LiftedLayer) and moved by this much, in screen pixels. */
  toScreen: DOMMatrix | null;
  /** Once the hand rests, the page is told where the layer is (DRAG_REST_MS). */
  rest: ReturnType<typeof setTimeout> | undefined;
};

/**
 * A pause in a drag after which the canvas hands the layer's place to the page, which shows it
 * once the change rests for LIVE_PAUSE_MS (use-design-editor.ts).
 */
const DRAG_REST_MS = 100;

/** Where the selection's outline stands: on the layer's centre, turned with it. */
function selectionTransform(layer: DesignLayer): string {
  return `translate(${layer.x} ${layer.y}) rotate(${layer.rotation})`;
}

function sameGuides(a: SnapGuides, b: SnapGuides): boolean {
  const same = (x: number[], y: number[]) => x.length === y.length && x.every((value, i) => value === y[i]);
  return same(a.vertical, b.vertical) && same(a.horizontal, b.horizontal);
}

export type DesignCanvasProps = {
  product: DesignProduct;
  area: DesignPrintArea;
  colorKey: string;
  /** The area's layers, bottom to top. */
  layers: DesignLayer[];
  images: ImageSource;
  selectedId: string | null;
  /** False on the server, without scripts and in form mode: the same picture, nothing to grab. */
  interactive: boolean;
  onSelect(id: string | null): void;
  /** `commit` false while a drag goes on; true once, when it ends (one undo step). */
  onChange(layers: DesignLayer[], options: { commit: boolean }): void;
  onUndo(): void;
  onRedo(): void;
  /** A layer's name, for announcements. */
  layerName(layer: DesignLayer): string;
  /** What is on the area, in words: how a screen reader learns what the picture shows. */
  contents: string;
};

type Announcement = "selected" | "moved" | "rotated" | "resized" | "deleted" | "locked";

/**
 * One layer's drawing (core/design/render.ts), an element of its own: a change to one layer
 * leaves the others' elements alone, and a move changes only its group's transform, so a drag
 * does not build the layer again (an image's element would load and scale its file again).
 */
const LayerDrawing = memo(function LayerDrawing({
  layer,
  images,
  dragged,
  lifted = false,
}: {
  layer: DesignLayer;
  images: ImageSource;
  dragged: boolean;
  /** Drawn by LiftedLayer meanwhile: kept in place, unseen, to be shown again as it was. */
  lifted?: boolean;
}) {
  const parts = useMemo(() => layerParts(layer, images), [layer, images]);
  if (!parts) return null;
  return (
    <g
      data-layer={parts.id}
      style={dragged ? { willChange: "transform" } : lifted ? { visibility: "hidden" } : undefined}
      transform={parts.transform}
      dangerouslySetInnerHTML={{ __html: parts.content }}
    />
  );
});

/**
 * The guides' legend, each with its box. Drawn again only when the area changes: React sets an
 * input's attributes again at each render, and the canvas's style reads these boxes (`:has()`),
 * so a render at each step of a drag would have the browser work out the whole canvas again.
 */
const GuideLegend = memo(function GuideLegend({ withBleed }: { withBleed: boolean }) {
  const t = useT("design");
  const guideKinds: GuideKind[] = withBleed ? ["trim", "bleed", "safe"] : ["trim", "safe"];
  // A form of its own (nothing to send: the page's style reads the boxes), named by its legend.
  return (
    <form className="ms-auto" aria-labelledby="design-guides">
      <fieldset className="flex flex-wrap gap-3 text-xs text-ink-muted">
        <legend id="design-guides" className="sr-only">
          {t("canvas.legend")}
        </legend>
        {guideKinds.map((kind) => (
          <span key={kind} className="flex items-center gap-1.5">
            <input
              type="checkbox"
              id={`design-guide-${kind}`}
              name={`guide-${kind}`}
              defaultChecked
              data-guide-toggle={kind}
              className="cursor-pointer accent-primary-600"
            />
            <span aria-hidden="true" className={`inline-block w-4 border-t-2 ${legendSwatches[kind]}`} />
            <label htmlFor={`design-guide-${kind}`} className="cursor-pointer">
              {t(`canvas.${kind}`)}
            </label>
          </span>
        ))}
      </fieldset>
    </form>
  );
});

/**
 * The design on the product: the mockup in the chosen colour, the print area's trim, bleed and
 * safe-zone guides, and the layers drawn by the one renderer (core/design/render.ts). With
 * `interactive`, layers are selected, moved, resized and turned with a pointer or a finger, and
 * with the keys of keyboard.ts; the view zooms and, zoomed in, pans by dragging the background.
 */
export function DesignCanvas(props: DesignCanvasProps) {
  const { product, area, colorKey, layers, images, selectedId, interactive } = props;
  const t = useT("design");
  const locale = useLocale();
  // Ids in `url(#…)` references must be plain names.
  const idBase = `design-canvas-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [zoom, setZoom] = useState<number>(1);
  const [pan, setPan] = useState<Point>({ x: 0, y: 0 });
  const [guides, setGuides] = useState<SnapGuides>(noGuides);
  // A layer or the view is being dragged.
  const [moving, setMoving] = useState(false);
  // The layer being moved, turned or resized: the browser gives it a layer of its own meanwhile.
  const [draggedId, setDraggedId] = useState<string | null>(null);
  // The layer being moved, as when the move began: drawn lifted over the canvas meanwhile.
  const [lift, setLift] = useState<DesignLayer | null>(null);
  const liftOffset = useRef({ x: 0, y: 0 });
  const stack = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // Screen pixels per millimetre of the area: known once the canvas is laid out in a browser.
  const [pixelsPerMm, setPixelsPerMm] = useState<number | null>(null);
  // Another area is another picture: its view starts centred on it.
  const [shownArea, setShownArea] = useState(area.key);
  if (shownArea !== area.key) {
    setShownArea(area.key);
    setPan({ x: 0, y: 0 });
  }
  const drag = useRef<Drag | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const designGroup = useRef<SVGGElement>(null);

  const placement = areaPlacement(area);
  const view = viewOf(area, zoom, pan);
  const bleed = area.bleedMm;
  const safe = area.safeMarginMm;
  const selected = layers.find((layer) => layer.id === selectedId) ?? null;
  const liftIndex = lift ? layers.findIndex((layer) => layer.id === lift.id) : -1;
  const lifted = liftIndex >= 0 ? lift : null;
  // While a layer is lifted, the canvas shows what lies below it, and LiftedLayer the rest.
  const drawingsOf = (list: DesignLayer[], unseen: (index: number) => boolean) =>
    list.map((layer, index) => (
      <LayerDrawing
        key={layer.id}
        layer={layer}
        images={images}
        dragged={layer.id === draggedId}
        lifted={lifted !== null && unseen(index)}
      />
    ));
  const faintDrawings = drawingsOf(layers, (index) => index === liftIndex);
  const drawings = drawingsOf(layers, (index) => index >= liftIndex);
  const mockup = mockupUrl(product.id, area.view, colorKey, area.sizeKey ?? undefined, "product");
  const light = mockupUrl(product.id, area.view, colorKey, undefined, "light");
  // The mockup is the page's largest picture: asked for first, from the head, rather than queued as
  // a picture of the body behind the page's many scripts (on a slow phone it came 2 s late). Its
  // light is a kilobyte drawn over it, asked for with it.
  preload(mockup, { as: "image", fetchPriority: "high" });
  preload(light, { as: "image", fetchPriority: "high" });

  useEffect(() => {
    const element = svg.current;
    if (!interactive || !element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      setPixelsPerMm(width > 0 ? (width / view.side) * placement.scale : null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [interactive, view.side, placement.scale]);
  // The lifted pieces appear a step after the move began: they start where the layer is by then.
  useLayoutEffect(() => {
    if (lift) moveLifted(stack.current, liftOffset.current);
    else liftOffset.current = { x: 0, y: 0 };
  }, [lift]);
  const handleMm = HANDLE_PX / (pixelsPerMm ?? 2);

  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
  function announce(layer: DesignLayer, what: Announcement) {
    const { width, height } = layerSize(layer);
    setAnnouncement(
      t(`canvas.announce.${what}`, {
        name: props.layerName(layer),
        x: number(layer.x),
        y: number(layer.y),
        width: number(width),
        height: number(height),
        rotation: number(layer.rotation),
      }),
    );
  }

  function screenToMm(): DOMMatrix | null {
    return designGroup.current?.getScreenCTM()?.inverse() ?? null;
  }
  function pointInMm(event: { clientX: number; clientY: number }, toMm = screenToMm()): Point {
    if (!toMm) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(toMm);
    return { x: point.x, y: point.y };
  }

  /*
   * A move or a turn changes only where the layer and its outline stand: a move shifts the lifted
   * pieces (lifted-layer.tsx), a turn sets the transforms of the layer's drawings and outline, at
   * each step, without a render of the canvas, which cost a slow phone a frame in two. React sets
   * an attribute only when its own value changes, so it does not undo these meanwhile.
   */
  function showPlaced(current: Drag, layer: DesignLayer) {
    if (current.toScreen && current.layer) {
      const dx = layer.x - current.layer.x;
      const dy = layer.y - current.layer.y;
      const matrix = current.toScreen;
      liftOffset.current = { x: matrix.a * dx + matrix.c * dy, y: matrix.b * dx + matrix.d * dy };
      moveLifted(stack.current, liftOffset.current);
      return;
    }
    if (!current.placed) return;
    const transform = layerTransform(layer);
    for (const drawing of current.placed.drawings) drawing.setAttribute("transform", transform);
    current.placed.selection?.setAttribute("transform", selectionTransform(layer));
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    // One drag at a time: a second finger does not take over the first one's layer.
    if (drag.current || (event.pointerType === "mouse" && event.button !== 0)) return;
    const canvas = event.currentTarget;
    // The press is taken from the browser (no text selection, no scrolling), focus too: give it.
    event.preventDefault();
    canvas.focus({ preventScroll: true });
    const start = pointInMm(event);
    const handle = (event.target as Element).closest("[data-handle]")?.getAttribute("data-handle");
    let layer = handle && selected && !selected.locked ? selected : null;
    let mode: Drag["mode"] = layer ? (handle as DragMode) : "move";
    if (!layer) {
      layer = layerAt(layers, start, HIT_SLACK_PX / (pixelsPerMm ?? 2));
      if ((layer?.id ?? null) !== selectedId) {
        // The rest of the page (the layer's fields, the list) follows the press in a transition:
        // a drag that starts with it does not wait for the whole page to be drawn again.
        const id = layer?.id ?? null;
        startTransition(() => props.onSelect(id));
        if (layer) announce(layer, "selected");
        else setAnnouncement("");
      }
      if (layer?.locked) return;
      if (!layer) {
        // The background: zoomed in, it moves the view.
        if (zoom <= 1) return;
        mode = "pan";
      }
    }
    canvas.setPointerCapture(event.pointerId);
    const id = layer ? CSS.escape(layer.id) : null;
    drag.current = {
      mode,
      pointerId: event.pointerId,
      client: { x: event.clientX, y: event.clientY },
      start,
      layers,
      pan,
      layer,
      moved: null,
      toMm: screenToMm(),
      toScreen: id !== null && mode === "move" ? (designGroup.current?.getScreenCTM() ?? null) : null,
      placed:
        id !== null && mode === "rotate"
          ? {
              drawings: [...canvas.querySelectorAll(`[data-layer="${id}"]`)],
              selection: canvas.querySelector(`[data-selection="${id}"]`),
            }
          : null,
      rest: undefined,
    };
  }

  function draggedLayers(current: Drag, event: PointerEvent<SVGSVGElement>): DesignLayer[] | null {
    if (current.mode === "pan" || !current.layer) return null;
    const result = dragLayer({
      mode: current.mode,
      layer: current.layer,
      start: current.start,
      point: pointInMm(event, current.toMm),
      area,
      shiftKey: event.shiftKey,
      snapMm: snapThresholdMm(SNAP_PX, pixelsPerMm ?? 0),
    });
    setGuides((shown) => (sameGuides(shown, result.guides) ? shown : result.guides));
    showPlaced(current, result.layer);
    return current.layers.map((layer) => (layer.id === result.layer.id ? result.layer : layer));
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const current = drag.current;
    if (!current) {
      // Hovering: the pointer says what a press would do.
      if (event.pointerType === "mouse") {
        const over = layerAt(layers, pointInMm(event), 0);
        event.currentTarget.style.cursor = over && !over.locked ? "move" : zoom > 1 ? "grab" : "";
      }
      return;
    }
    if (current.pointerId !== event.pointerId) return;
    const distance = Math.hypot(event.clientX - current.client.x, event.clientY - current.client.y);
    if (current.moved === null && distance < DRAG_START_PX) return;
    setMoving(true);
    if (current.toScreen) setLift(current.layer);
    else setDraggedId(current.layer?.id ?? null);
    if (current.mode === "pan") {
      const unitsPerPixel = view.side / (event.currentTarget.getBoundingClientRect().width || 1);
      setPan(
        clampPan(area, {
          x: current.pan.x - (event.clientX - current.client.x) * unitsPerPixel,
          y: current.pan.y - (event.clientY - current.client.y) * unitsPerPixel,
        }),
      );
      current.moved = current.layers;
      return;
    }
    const next = draggedLayers(current, event);
    if (!next) return;
    current.moved = next;
    if (!current.placed && !current.toScreen) {
      props.onChange(next, { commit: false });
      return;
    }
    clearTimeout(current.rest);
    current.rest = setTimeout(() => props.onChange(next, { commit: false }), DRAG_REST_MS);
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    clearTimeout(current.rest);
    const next = current.moved === null ? null : draggedLayers(current, event);
    setGuides(noGuides);
    setMoving(false);
    setDraggedId(null);
    setLift(null);
    if (!next || !current.layer) return;
    props.onChange(next, { commit: true });
    const changed = next.find((layer) => layer.id === current.layer?.id);
    if (changed) {
      announce(
        changed,
        current.mode === "move" ? "moved" : current.mode === "rotate" ? "rotated" : "resized",
      );
    }
  }

  function onPointerCancel(event: PointerEvent<SVGSVGElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    clearTimeout(current.rest);
    setGuides(noGuides);
    setMoving(false);
    setDraggedId(null);
    setLift(null);
    // The browser took the pointer (a scroll, a system gesture): the layer goes back, no step.
    if (current.layer) showPlaced(current, current.layer);
    if (current.moved !== null && current.mode !== "pan") props.onChange(current.layers, { commit: true });
  }

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    if (drag.current) return;
    const command = keyCommand(event, { layers, selectedId, area });
    if (!command) return;
    if (command.type !== "select" || !command.leave) event.preventDefault();
    if (command.type === "undo") props.onUndo();
    else if (command.type === "redo") props.onRedo();
    else if (command.type === "select") {
      props.onSelect(command.id);
      const layer = layers.find((candidate) => candidate.id === command.id);
      if (layer) announce(layer, "selected");
      else setAnnouncement("");
    } else if (command.type === "locked") {
      if (selected) announce(selected, "locked");
    } else {
      props.onChange(command.layers, { commit: true });
      props.onSelect(command.selected);
      const layer = command.layers.find((candidate) => candidate.id === command.selected) ?? selected;
      if (layer) announce(layer, command.what);
    }
  }

  function zoomTo(next: number) {
    setZoom(next);
    setPan((current) => (next <= 1 ? { x: 0, y: 0 } : clampPan(area, current)));
  }
  const zoomIndex = ZOOMS.findIndex((step) => step === zoom);
  const stroke = { vectorEffect: "non-scaling-stroke", fill: "none", strokeWidth: 1.5 } as const;
  const trim = { x: 0, y: 0, width: area.widthMm, height: area.heightMm };
  const withBleed = {
    x: -bleed,
    y: -bleed,
    width: area.widthMm + 2 * bleed,
    height: area.heightMm + 2 * bleed,
  };
  // The area with its bleed on the drawing: the design, and the guides over it, in millimetres.
  const areaFrame = {
    x: placement.x - bleed * placement.scale,
    y: placement.y - bleed * placement.scale,
    width: withBleed.width * placement.scale,
    height: withBleed.height * placement.scale,
    viewBox: designViewBox(area, "bleed"),
    overflow: "visible",
  } as const;
  // A viewport clips what it holds to itself.
  const mockupWithinBleed = {
    x: areaFrame.x,
    y: areaFrame.y,
    width: areaFrame.width,
    height: areaFrame.height,
    viewBox: `${areaFrame.x} ${areaFrame.y} ${areaFrame.width} ${areaFrame.height}`,
  };
  const fabric = surfaceFilter(
    product.surface,
    { x: areaFrame.x, y: areaFrame.y, width: areaFrame.width, height: areaFrame.height },
    `${idBase}-fabric`,
  );

  // The light of the product falls on the design; presses go through it to the canvas. Its own
  // layer keeps the browser from drawing its filters again at each step of a drag.
  const lightImage = (
    <image
      className="will-change-transform"
      href={light}
      x={0}
      y={0}
      width={1000}
      height={1000}
      pointerEvents="none"
      data-mockup-light=""
    />
  );
  const guideMarks = (
    <>
      {bleed > 0 ? (
        <rect
          data-guide="bleed"
          {...withBleed}
          stroke={GUIDE_COLORS.bleed}
          strokeDasharray="6 4"
          {...stroke}
        />
      ) : null}
      <rect data-guide="trim" {...trim} stroke={GUIDE_COLORS.trim} {...stroke} />
      <rect
        data-guide="safe"
        x={safe}
        y={safe}
        width={Math.max(area.widthMm - 2 * safe, 0)}
        height={Math.max(area.heightMm - 2 * safe, 0)}
        stroke={GUIDE_COLORS.safe}
        strokeDasharray="2 3"
        {...stroke}
      />
      {guides.vertical.map((x) => (
        <line
          key={`v${x}`}
          data-snap-guide=""
          x1={x}
          x2={x}
          y1={-bleed - area.heightMm}
          y2={area.heightMm * 2 + bleed}
          stroke={GUIDE_COLORS.snap}
          {...stroke}
          strokeWidth={1}
        />
      ))}
      {guides.horizontal.map((y) => (
        <line
          key={`h${y}`}
          data-snap-guide=""
          y1={y}
          y2={y}
          x1={-bleed - area.widthMm}
          x2={area.widthMm * 2 + bleed}
          stroke={GUIDE_COLORS.snap}
          {...stroke}
          strokeWidth={1}
        />
      ))}
    </>
  );
  function selectionMark(layer: DesignLayer) {
    if (layer.hidden) return null;
    const size = layerSize(layer);
    return (
      <g
        transform={selectionTransform(layer)}
        style={draggedId === layer.id ? { willChange: "transform" } : undefined}
        data-selection={layer.id}
      >
        <rect
          x={-size.width / 2}
          y={-size.height / 2}
          width={size.width}
          height={size.height}
          stroke={SELECTION_COLOR}
          strokeDasharray={layer.locked ? "4 3" : undefined}
          {...stroke}
        />
        {interactive && !layer.locked ? (
          <>
            <line
              x1={0}
              x2={0}
              y1={-size.height / 2}
              y2={-size.height / 2 - handleMm * 3}
              stroke={SELECTION_COLOR}
              {...stroke}
            />
            <circle
              data-handle="rotate"
              cx={0}
              cy={-size.height / 2 - handleMm * 3}
              r={handleMm}
              fill="#fff"
              stroke={SELECTION_COLOR}
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
              style={{ cursor: "grab" }}
            />
            {Object.entries(corners).map(([corner, [sx, sy]]) => (
              <rect
                key={corner}
                data-handle={corner}
                x={(sx * size.width) / 2 - handleMm}
                y={(sy * size.height) / 2 - handleMm}
                width={handleMm * 2}
                height={handleMm * 2}
                fill="#fff"
                stroke={SELECTION_COLOR}
                strokeWidth={1.5}
                vectorEffect="non-scaling-stroke"
                style={{ cursor: sx === sy ? "nwse-resize" : "nesw-resize" }}
              />
            ))}
          </>
        ) : null}
      </g>
    );
  }

  return (
    <div className={guideToggles}>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <fieldset className="flex items-center gap-1">
          <legend className="sr-only">{t("canvas.zoom")}</legend>
          <button
            type="button"
            className={zoomButton}
            disabled={!interactive || zoomIndex <= 0}
            onClick={() => zoomTo(ZOOMS[zoomIndex - 1] ?? zoom)}
            aria-label={t("canvas.zoomOut")}
          >
            <span aria-hidden="true">−</span>
          </button>
          <output aria-live="polite" className="w-14 text-center tabular-nums">
            {/* A message, not Intl: Node and browsers put different spaces before "%" in French. */}
            {t("canvas.zoomLevel", { percent: Math.round(zoom * 100) })}
          </output>
          <button
            type="button"
            className={zoomButton}
            disabled={!interactive || zoomIndex >= ZOOMS.length - 1}
            onClick={() => zoomTo(ZOOMS[zoomIndex + 1] ?? zoom)}
            aria-label={t("canvas.zoomIn")}
          >
            <span aria-hidden="true">+</span>
          </button>
          <button
            type="button"
            className={`${zoomButton} px-2`}
            disabled={!interactive || (zoom === 1 && pan.x === 0 && pan.y === 0)}
            onClick={() => zoomTo(1)}
          >
            {t("canvas.zoomFit")}
          </button>
        </fieldset>
        <GuideLegend withBleed={bleed > 0} />
      </div>
      <div ref={stack} className="relative">
        {/* Its role is "application" whenever it listens (interactive), "img" otherwise. */}
        {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <svg
          ref={svg}
          viewBox={`${view.x} ${view.y} ${view.side} ${view.side}`}
          role={interactive ? "application" : "img"}
          aria-roledescription={interactive ? t("canvas.role") : undefined}
          aria-label={t("canvas.label", { area: area.label, product: product.title })}
          aria-describedby={interactive ? `design-canvas-contents ${idBase}-help` : "design-canvas-contents"}
          tabIndex={interactive ? 0 : undefined}
          onPointerDown={interactive ? onPointerDown : undefined}
          onPointerMove={interactive ? onPointerMove : undefined}
          onPointerUp={interactive ? onPointerUp : undefined}
          onPointerCancel={interactive ? onPointerCancel : undefined}
          onKeyDown={interactive ? onKeyDown : undefined}
          // Without handlers, a finger on the picture scrolls the page as anywhere else.
          className={`aspect-square w-full rounded-lg border border-line bg-stage select-none focus-visible:outline-2 focus-visible:outline-primary-600 ${interactive ? "touch-none" : ""}`}
        >
          {/* Nothing drawn takes a press: the canvas finds the layer under it (layerAt), and the
            browser need not search the drawing at each move of the pointer. */}
          <image href={mockup} x={0} y={0} width={1000} height={1000} pointerEvents="none" />
          {/* The drawing is described in words (below), not read out piece by piece. What lies past
            the bleed is cut off: shown faintly, so it can still be grabbed. The faint copy is
            whole, and the mockup is drawn again over it within the bleed: every clip on the canvas
            is then a rectangle, under which a dragged layer moves on a layer of its own instead
            of being drawn again at each step. */}
          <svg {...areaFrame} aria-hidden="true" pointerEvents="none">
            <g opacity={0.25}>{faintDrawings}</g>
          </svg>
          <svg {...mockupWithinBleed} aria-hidden="true" pointerEvents="none">
            <image href={mockup} x={0} y={0} width={1000} height={1000} />
          </svg>
          {/* On fabric the print follows the folds, as in every mockup; not while a layer moves,
            where the browser would work the displacement out again at every step. */}
          {fabric ? <defs dangerouslySetInnerHTML={{ __html: fabric }} /> : null}
          <g
            filter={fabric && !moving ? `url(#${idBase}-fabric)` : undefined}
            data-surface={product.surface.kind}
          >
            <svg {...areaFrame} aria-hidden="true" pointerEvents="none">
              <defs>
                <clipPath id={`${idBase}-bleed`}>
                  <rect {...withBleed} />
                </clipPath>
              </defs>
              <g clipPath={`url(#${idBase}-bleed)`} data-design-layers="">
                {drawings}
              </g>
            </svg>
          </g>
          {lifted ? null : lightImage}
          <svg {...areaFrame}>
            <g ref={designGroup}>
              {lifted ? null : guideMarks}
              {lifted || !selected ? null : selectionMark(selected)}
            </g>
          </svg>
        </svg>
        {lifted ? (
          <LiftedLayer
            view={view}
            bleedBox={areaFrame}
            faint={
              <svg {...areaFrame}>
                <LayerDrawing layer={lifted} images={images} dragged={false} />
              </svg>
            }
            print={
              <svg {...areaFrame}>
                <g data-design-layers="">
                  <LayerDrawing layer={lifted} images={images} dragged={false} />
                </g>
              </svg>
            }
            above={
              <>
                <svg {...areaFrame}>
                  <defs>
                    <clipPath id={`${idBase}-bleed-above`}>
                      <rect {...withBleed} />
                    </clipPath>
                  </defs>
                  <g clipPath={`url(#${idBase}-bleed-above)`}>
                    {drawingsOf(layers.slice(liftIndex + 1), () => false)}
                  </g>
                </svg>
                {lightImage}
                <svg {...areaFrame}>{guideMarks}</svg>
              </>
            }
            selection={<svg {...areaFrame}>{selectionMark(lifted)}</svg>}
          />
        ) : null}
      </div>
      {/* Fixed ids: there is one canvas on the page, and they must match before and after hydration. */}
      <p id="design-canvas-contents" className="sr-only">
        {props.contents}
      </p>
      {interactive ? (
        <p id={`${idBase}-help`} className="mt-2 text-xs text-ink-muted">
          {t("canvas.help")}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only" data-testid="canvas-announcement">
        {announcement}
      </p>
    </div>
  );
}
