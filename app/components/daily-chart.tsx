import { useId } from "react";

/** One bar of a daily chart: its day (`YYYY-MM-DD`, UTC) and its value. */
export type DailyPoint = { day: string; value: number };

const WIDTH = 720;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 84 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const TICKS = 4;

/** The smallest "round" number (1, 2, 2.5 or 5 × a power of ten) at or above `value`. */
export function roundedCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (value <= step * magnitude) return step * magnitude;
  }
  return 10 * magnitude;
}

/**
 * A bar chart of values per day, drawn by the server as SVG: it needs no script and no image
 * request, and it is named and described (`title`, `description`) for screen readers, which
 * also get the figures as a table beside it. Integer values (counts) get whole-number ticks.
 */
export function DailyChart({
  points,
  title,
  description,
  formatValue,
  formatDay,
  integers = false,
  minTop = TICKS,
  barClassName,
}: {
  points: DailyPoint[];
  title: string;
  description: string;
  formatValue: (value: number) => string;
  /** A day as the x axis names it (`Nov 3`), in the page's language. */
  formatDay: (day: string) => string;
  integers?: boolean;
  /** The axis's top when the values are all small (or none): an empty month still reads as a scale. */
  minTop?: number;
  barClassName: string;
}) {
  const id = useId();
  const highest = Math.max(0, ...points.map((point) => point.value));
  // Four equal steps, each a whole number for counts.
  const top = Math.max(
    minTop,
    integers ? TICKS * Math.max(1, Math.ceil(roundedCeiling(highest / TICKS))) : roundedCeiling(highest),
  );
  const band = PLOT_WIDTH / Math.max(1, points.length);
  const y = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const last = points.length - 1;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      // An inline chart is one image to assistive technology (its parts are not read one by one);
      // an <img> could not follow the page's colour mode.
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto w-full text-ink-muted"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {Array.from({ length: TICKS + 1 }, (_, index) => {
        const value = (top / TICKS) * index;
        return (
          <g key={index}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(value)}
              y2={y(value)}
              className="stroke-line"
              strokeWidth={1}
            />
            <text
              x={MARGIN.left - 8}
              y={y(value)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-current"
              fontSize={12}
            >
              {formatValue(value)}
            </text>
          </g>
        );
      })}
      {points.map((point, index) => {
        const height = (point.value / top) * PLOT_HEIGHT;
        const x = MARGIN.left + index * band;
        // A label a week apart, ending on the last day (today).
        const labelled = (last - index) % 7 === 0;
        return (
          <g key={point.day}>
            {point.value > 0 ? (
              <rect
                x={x + band * 0.15}
                y={y(point.value)}
                width={band * 0.7}
                height={Math.max(1, height)}
                rx={2}
                className={barClassName}
              />
            ) : null}
            {labelled ? (
              <>
                <line
                  x1={x + band / 2}
                  x2={x + band / 2}
                  y1={MARGIN.top + PLOT_HEIGHT}
                  y2={MARGIN.top + PLOT_HEIGHT + 4}
                  className="stroke-current"
                />
                <text
                  x={index === last ? x + band : x + band / 2}
                  y={HEIGHT - 8}
                  // The last day's label ends at the chart's edge instead of running past it.
                  textAnchor={index === last ? "end" : "middle"}
                  className="fill-current"
                  fontSize={12}
                >
                  {formatDay(point.day)}
                </text>
              </>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
