import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { DesignLayer } from "#app/schemas/design.ts";
import { mockupUrl } from "#app/utils/catalogue.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { layerSize } from "../geometry.ts";
import { clampIntoArea, normaliseRotation, round } from "../operations.ts";
import type { DesignPrintArea, DesignProduct } from "../product.ts";
import { renderLayers, type ImageSource } from "../render.ts";
import { keyCommand } from "./keyboard.ts";
import { snapLayer, type SnapGuides } from "./snapping.ts";

/** Zoom steps: the print area filling the view (1) down to a wider look and up to details. */
const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
/** Room around the print area at zoom 1, as a share of its size: the product shows around it. */
const MARGIN = 0.4;
/** Handles and snapping, in screen pixels whatever the zoom. */
const HANDLE_PX = 9;
const SNAP_PX = 8;

type Handle = "nw" | "ne" | "se" | "sw" | "rotate";

type Drag = {
  mode: "move" | Handle;
  pointerId: number;
  start: { x: number; y: number };
  layer: DesignLayer;
  layers: DesignLayer[];
};

export type DesignCanvasProps = {
  product: DesignProduct;
  area: DesignPrintArea;
  colorKey: string;
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
  /** A layer's name for announcements. */
  layerName(layer: DesignLayer): string;
};

/** Where a layer's point in millimetres lands once the layer is turned about its centre. */
function toLocal(layer: DesignLayer, point: { x: number; y: number }) {
  const radians = (-layer.rotation * Math.PI) / 180;
  const dx = point.x - layer.x;
  const dy = point.y - layer.y;
  return {
    x: dx * Math.cos(radians) - dy * Math.sin(radians),
    y: dx * Math.sin(radians) + dy * Math.cos(radians),
  };
}

function hit(layer: DesignLayer, point: { x: number; y: number }, slack: number): boolean {
  if (layer.hidden) return false;
  const { width, height } = layerSize(layer);
  const local = toLocal(layer, point);
  return Math.abs(local.x) <= width / 2 + slack && Math.abs(local.y) <= height / 2 + slack;
}

/**
 * The design on the product: the mockup in the chosen colour, the print area's trim, bleed and
 * safe-zone guides, and the layers drawn by the one renderer. With `interactive`, layers are
 * selected, moved, resized and turned with a pointer or a finger, and with the keys.
 */
export function DesignCanvas(props: DesignCanvasProps) {
  const { product, area, colorKey, layers, images, selectedId, interactive } = props;
  const t = useT("design");
  const locale = useLocale();
  // Ids in `url(#…)` references must be plain names.
  const clipId = `design-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const [zoom, setZoom] = useState<number>(1);
  const [guides, setGuides] = useState<SnapGuides>({ vertical: [], horizontal: [] });
  const [announcement, setAnnouncement] = useState("");
  const drag = useRef<Drag | null>(null);
  const designGroup = useRef<SVGGElement>(null);
  const svg = useRef<SVGSVGElement>(null);

  const box = area.mockup;
  const scale = box.width / area.widthMm;
  // The view: the print area with room around it, narrowed or widened by the zoom.
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const viewWidth = (box.width * (1 + 2 * MARGIN)) / zoom;
  const viewHeight = (box.height * (1 + 2 * MARGIN)) / zoom;
  const side = Math.max(viewWidth, viewHeight);
  const viewBox = `${centre.x - side / 2} ${centre.y - side / 2} ${side} ${side}`;
  const selected = layers.find((layer) => layer.id === selectedId) ?? null;
  const markup = renderLayers(layers, images);
  const number = (value: number) => value.toLocaleString(locale, { maximumFractionDigits: 1 });

  /** Screen pixels per millimetre of the print area, as drawn now. */
  function pixelsPerMm(): number {
    const element = svg.current;
    if (!element) return 1;
    return (element.getBoundingClientRect().width / side) * scale || 1;
  }
  // Handles keep their size on screen: measured once the canvas is laid out, and as it resizes.
  const [handleMm, setHandleMm] = useState(HANDLE_PX / 2);
  useEffect(() => {
    const element = svg.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () =>
      setHandleMm(HANDLE_PX / ((element.getBoundingClientRect().width / side) * scale || 1));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [side, scale]);

  function pointInMm(event: { clientX: number; clientY: number }) {
    const matrix = designGroup.current?.getScreenCTM();
    if (!matrix) return { x: 0, y: 0 };
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  }

  function announce(layer: DesignLayer, what: "moved" | "rotated" | "resized" | "deleted" | "selected") {
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

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    if (!interactive || event.button !== 0) return;
    const point = pointInMm(event);
    const handle = (event.target as Element).getAttribute("data-handle") as Handle | null;
    let layer = handle ? selected : null;
    if (!layer) {
      const slack = 2 / pixelsPerMm();
      layer = [...layers].reverse().find((candidate) => hit(candidate, point, slack)) ?? null;
      props.onSelect(layer?.id ?? null);
      if (layer) announce(layer, "selected");
    }
    if (!layer || layer.locked) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    drag.current = { mode: handle ?? "move", pointerId: event.pointerId, start: point, layer, layers };
  }

  function dragged(current: Drag, point: { x: number; y: number }, free: boolean): DesignLayer {
    const { layer } = current;
    if (current.mode === "move") {
      const moved = {
        ...layer,
        x: layer.x + point.x - current.start.x,
        y: layer.y + point.y - current.start.y,
      };
      const snapped = snapLayer(moved, area, SNAP_PX / pixelsPerMm());
      setGuides(snapped.guides);
      return clampIntoArea({ ...moved, x: round(snapped.x), y: round(snapped.y) }, area);
    }
    if (current.mode === "rotate") {
      const degrees = (Math.atan2(point.y - layer.y, point.x - layer.x) * 180) / Math.PI + 90;
      const step = free ? 15 : 1;
      return { ...layer, rotation: normaliseRotation(Math.round(degrees / step) * step) };
    }
    // A corner: the layer grows or shrinks about its centre.
    const local = toLocal(layer, point);
    const start = toLocal(layer, current.start);
    const ratio = Math.hypot(local.x, local.y) / Math.max(Math.hypot(start.x, start.y), 0.01);
    if (layer.type === "text") {
      return { ...layer, sizePt: round(Math.min(Math.max(layer.sizePt * ratio, 1), 600)) };
    }
    // Shift frees the proportions of an image.
    if (free) {
      return {
        ...layer,
        width: round(Math.max(Math.abs(local.x) * 2, 1)),
        height: round(Math.max(Math.abs(local.y) * 2, 1)),
      };
    }
    return {
      ...layer,
      width: round(Math.max(layer.width * ratio, 1)),
      height: round(Math.max(layer.height * ratio, 1)),
    };
  }

  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const next = dragged(current, pointInMm(event), event.shiftKey);
    props.onChange(
      current.layers.map((layer) => (layer.id === next.id ? next : layer)),
      { commit: false },
    );
  }

  function onPointerUp(event: PointerEvent<SVGSVGElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setGuides({ vertical: [], horizontal: [] });
    const next = dragged(current, pointInMm(event), event.shiftKey);
    props.onChange(
      current.layers.map((layer) => (layer.id === next.id ? next : layer)),
      { commit: true },
    );
    announce(next, current.mode === "move" ? "moved" : current.mode === "rotate" ? "rotated" : "resized");
  }

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    if (!interactive) return;
    const command = keyCommand(event, { layers, selectedId, area });
    if (!command) return;
    event.preventDefault();
    if (command.type === "undo") props.onUndo();
    else if (command.type === "redo") props.onRedo();
    else if (command.type === "select") {
      props.onSelect(command.id);
      const layer = layers.find((candidate) => candidate.id === command.id);
      if (layer) announce(layer, "selected");
      else setAnnouncement("");
    } else {
      props.onChange(command.layers, { commit: true });
      props.onSelect(command.selected);
      const layer = command.layers.find((candidate) => candidate.id === command.selected) ?? selected;
      if (layer) announce(layer, command.what);
    }
  }

  const bleed = area.bleedMm;
  const safe = area.safeMarginMm;
  const stroke = { vectorEffect: "non-scaling-stroke" as const, fill: "none" };
  const selection = selected && !selected.hidden ? layerSize(selected) : null;

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t("canvas.zoom")}</span>
        <button
          type="button"
          className="rounded border border-line px-2 hover:border-primary-600 disabled:opacity-40"
          disabled={!interactive || zoom <= ZOOMS[0]}
          onClick={() => setZoom(ZOOMS[Math.max(ZOOMS.indexOf(zoom as never) - 1, 0)] ?? 1)}
          aria-label={t("canvas.zoomOut")}
        >
          −
        </button>
        <output aria-live="polite" className="w-12 text-center tabular-nums">
          {new Intl.NumberFormat(locale, { style: "percent" }).format(zoom)}
        </output>
        <button
          type="button"
          className="rounded border border-line px-2 hover:border-primary-600 disabled:opacity-40"
          disabled={!interactive || zoom >= ZOOMS[ZOOMS.length - 1]!}
          onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.indexOf(zoom as never) + 1, ZOOMS.length - 1)] ?? 1)}
          aria-label={t("canvas.zoomIn")}
        >
          +
        </button>
        <button
          type="button"
          className="rounded border border-line px-2 hover:border-primary-600 disabled:opacity-40"
          disabled={!interactive || zoom === 1}
          onClick={() => setZoom(1)}
        >
          {t("canvas.zoomFit")}
        </button>
        <ul className="ms-auto flex flex-wrap gap-3 text-xs text-ink-muted" aria-label={t("canvas.legend")}>
          <li className="flex items-center gap-1">
            <span aria-hidden="true" className="inline-block w-4 border-t-2 border-sky-600" />
            {t("canvas.trim")}
          </li>
          {bleed > 0 ? (
            <li className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block w-4 border-t-2 border-dashed border-red-600" />
              {t("canvas.bleed")}
            </li>
          ) : null}
          <li className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block w-4 border-t-2 border-dotted border-emerald-600"
            />
            {t("canvas.safe")}
          </li>
        </ul>
      </div>
      {/* Its role is "application" whenever it listens (interactive), "img" otherwise. */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <svg
        ref={svg}
        viewBox={viewBox}
        role={interactive ? "application" : "img"}
        aria-roledescription={interactive ? t("canvas.role") : undefined}
        aria-label={t("canvas.label", { area: area.label, product: product.title })}
        aria-describedby={interactive ? `${clipId}-help` : undefined}
        tabIndex={interactive ? 0 : undefined}
        onPointerDown={interactive ? onPointerDown : undefined}
        onPointerMove={interactive ? onPointerMove : undefined}
        onPointerUp={interactive ? onPointerUp : undefined}
        onPointerCancel={interactive ? onPointerUp : undefined}
        onKeyDown={interactive ? onKeyDown : undefined}
        className="aspect-square w-full rounded-lg border border-line bg-surface-sunken focus-visible:outline-2 focus-visible:outline-primary-600"
        style={{ touchAction: interactive ? "none" : undefined }}
      >
        <image href={mockupUrl(product.id, area.view, colorKey)} x={0} y={0} width={1000} height={1000} />
        <g ref={designGroup} transform={`translate(${box.x} ${box.y}) scale(${scale})`}>
          <defs>
            <clipPath id={clipId}>
              <rect
                x={-bleed}
                y={-bleed}
                width={area.widthMm + 2 * bleed}
                height={area.heightMm + 2 * bleed}
              />
            </clipPath>
          </defs>
          {/* What lies past the bleed is cut off: shown faintly, so it can still be grabbed. */}
          <g opacity={0.25} dangerouslySetInnerHTML={{ __html: markup }} aria-hidden="true" />
          <g
            clipPath={`url(#${clipId})`}
            data-design-layers=""
            dangerouslySetInnerHTML={{ __html: markup }}
          />
          {bleed > 0 ? (
            <rect
              x={-bleed}
              y={-bleed}
              width={area.widthMm + 2 * bleed}
              height={area.heightMm + 2 * bleed}
              stroke="#dc2626"
              strokeDasharray="6 4"
              strokeWidth={1.5}
              {...stroke}
            />
          ) : null}
          <rect
            x={0}
            y={0}
            width={area.widthMm}
            height={area.heightMm}
            stroke="#0284c7"
            strokeWidth={1.5}
            {...stroke}
          />
          <rect
            x={safe}
            y={safe}
            width={area.widthMm - 2 * safe}
            height={area.heightMm - 2 * safe}
            stroke="#059669"
            strokeDasharray="2 3"
            strokeWidth={1.5}
            {...stroke}
          />
          {guides.vertical.map((x) => (
            <line
              key={`v${x}`}
              x1={x}
              x2={x}
              y1={-bleed - 20}
              y2={area.heightMm + bleed + 20}
              stroke="#db2777"
              strokeWidth={1}
              {...stroke}
            />
          ))}
          {guides.horizontal.map((y) => (
            <line
              key={`h${y}`}
              y1={y}
              y2={y}
              x1={-bleed - 20}
              x2={area.widthMm + bleed + 20}
              stroke="#db2777"
              strokeWidth={1}
              {...stroke}
            />
          ))}
          {interactive && selected && selection ? (
            <g
              transform={`translate(${selected.x} ${selected.y}) rotate(${selected.rotation})`}
              data-selection=""
            >
              <rect
                x={-selection.width / 2}
                y={-selection.height / 2}
                width={selection.width}
                height={selection.height}
                stroke="#2563eb"
                strokeWidth={1.5}
                {...stroke}
              />
              {selected.locked ? null : (
                <>
                  <line
                    x1={0}
                    x2={0}
                    y1={-selection.height / 2}
                    y2={-selection.height / 2 - handleMm * 3}
                    stroke="#2563eb"
                    strokeWidth={1.5}
                    {...stroke}
                  />
                  <circle
                    data-handle="rotate"
                    cx={0}
                    cy={-selection.height / 2 - handleMm * 3}
                    r={handleMm}
                    fill="#fff"
                    stroke="#2563eb"
                    strokeWidth={1.5}
                    vectorEffect="non-scaling-stroke"
                    style={{ cursor: "grab" }}
                  />
                  {(
                    [
                      ["nw", -1, -1],
                      ["ne", 1, -1],
                      ["se", 1, 1],
                      ["sw", -1, 1],
                    ] as const
                  ).map(([handle, sx, sy]) => (
                    <rect
                      key={handle}
                      data-handle={handle}
                      x={(sx * selection.width) / 2 - handleMm}
                      y={(sy * selection.height) / 2 - handleMm}
                      width={handleMm * 2}
                      height={handleMm * 2}
                      fill="#fff"
                      stroke="#2563eb"
                      strokeWidth={1.5}
                      vectorEffect="non-scaling-stroke"
                      style={{ cursor: sx === sy ? "nwse-resize" : "nesw-resize" }}
                    />
                  ))}
                </>
              )}
            </g>
          ) : null}
        </g>
      </svg>
      {interactive ? (
        <p id={`${clipId}-help`} className="mt-2 text-xs text-ink-muted">
          {t("canvas.help")}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only" data-testid="canvas-announcement">
        {announcement}
      </p>
    </div>
  );
}
