import { Group, Paper, Text } from '@mantine/core';
import {
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { insideCentre, labelStep, linePath, nearestIndex, niceTicks, stackTops } from './scale';

export interface ChartSeries {
  /** Shown in the legend and the tooltip (translated by the caller). */
  name: string;
  /** A CSS colour, such as `var(--mantine-color-teal-6)`. */
  color: string;
  fillOpacity?: number;
}

export interface ChartPoint {
  /** Under the axis (short: the caller's zone and format). */
  label: string;
  /** In the tooltip; the axis label when absent. */
  detail?: string;
  /** One value per series, in the order of `series`. */
  values: readonly number[];
}

interface StackedAreaChartProps {
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  /** The chart's accessible name. */
  label: string;
  height?: number;
  formatNumber?: (value: number) => string;
}

const FONT_SIZE = 12;
/** About the width of one character of the axis font (digits, '.', ':'). */
const CHAR_WIDTH = 7;
const MARGIN = { top: 8, right: 16, bottom: 24 };
/** Before the first measurement, and where nothing can be measured (a test's document). */
const FALLBACK_WIDTH = 600;

/**
 * The width of its element, followed as it changes; null until it has been measured, after
 * the first paint: the chart is drawn once, at its width, and the page around it (the figures
 * above it first) is painted without waiting for it nor for a layout forced to measure it.
 * The drawing is a transition, after the page's layout: not in the task that rendered the page
 * when its data arrived (a data update renders synchronously, and its effects run in the same
 * task).
 */
function useWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Without a ResizeObserver (a test's document) the width is read at once. Else its first
    // report gives it, after the next layout: reading clientWidth here would force a layout of
    // the whole page in this task.
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  if (width === null) return null;
  return width > 0 ? width : FALLBACK_WIDTH;
}

const defaultFormat = (value: number) => String(value);

/**
 * Series stacked over time, drawn as SVG by the kit: grid, axes, legend, and a tooltip that
 * follows the pointer or the arrow keys. A few hundred points cost a few milliseconds; no
 * chart library is loaded.
 */
export function StackedAreaChart({
  points,
  series,
  label,
  height = 240,
  formatNumber = defaultFormat,
}: StackedAreaChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const measured = useWidth(hostRef);
  const width = measured ?? FALLBACK_WIDTH;
  const [active, setActive] = useState<number | null>(null);

  // Laid out once the width is known: not for the first render, which draws nothing.
  const layout = useMemo(() => {
    if (measured === null) return null;
    const tops = stackTops(
      points.map((point) => point.values),
      series.length,
    );
    const totals = tops[tops.length - 1] ?? [];
    const ticks = niceTicks(Math.max(0, ...totals));
    const top = ticks[ticks.length - 1] ?? 1;
    const widestTick = Math.max(...ticks.map((tick) => formatNumber(tick).length));
    const left = widestTick * CHAR_WIDTH + 12;
    const plotWidth = Math.max(1, width - left - MARGIN.right);
    const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
    const spacing = points.length > 1 ? plotWidth / (points.length - 1) : 0;
    const x = (index: number) => left + (points.length > 1 ? index * spacing : plotWidth / 2);
    const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
    const widestLabel = Math.max(0, ...points.map((point) => point.label.length)) * CHAR_WIDTH;
    const step = labelStep(points.length, spacing, widestLabel);
    const areas = tops.map((upper, s) => {
      const lower = tops[s - 1] ?? upper.map(() => 0);
      const line = upper.map((value, i) => [x(i), y(value)] as const);
      const base = lower.map((value, i) => [x(i), y(value)] as const).reverse();
      return { line: linePath(line), area: `${linePath([...line, ...base])}Z` };
    });
    return { tops, ticks, left, plotWidth, plotHeight, spacing, x, y, step, areas };
  }, [points, series.length, measured, width, height, formatNumber]);

  if (points.length === 0) return <div ref={hostRef} style={{ minHeight: height }} />;

  const activePoint = active === null ? undefined : points[active];
  const move = (index: number) => setActive(Math.min(points.length - 1, Math.max(0, index)));
  function onKeyDown(event: KeyboardEvent) {
    const current = active ?? -1;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowLeft: () => move(current < 0 ? points.length - 1 : current - 1),
      Home: () => move(0),
      End: () => move(points.length - 1),
      Escape: () => setActive(null),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  }

  function pointAt(event: PointerEvent<SVGSVGElement>) {
    if (!layout) return;
    const box = event.currentTarget.getBoundingClientRect();
    const offset = event.clientX - box.left - layout.left;
    setActive(nearestIndex(offset, points.length, layout.spacing));
  }

  const bottom = MARGIN.top + (layout?.plotHeight ?? 0);
  const labelX = (point: ChartPoint, i: number) =>
    insideCentre(layout?.x(i) ?? 0, point.label.length * CHAR_WIDTH, width);
  const tooltipLeft =
    active === null || !layout
      ? 0
      : Math.min(Math.max(0, layout.x(active) + 12), Math.max(0, width - 180));

  return (
    <div>
      <div
        ref={hostRef}
        role="group"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        style={{ position: 'relative', minHeight: height }}
      >
        {layout !== null && (
          <svg
            width={width}
            height={height}
            aria-hidden="true"
            data-chart="stacked-area"
            style={{ display: 'block', touchAction: 'pan-y' }}
            // A finger on a tablet taps rather than hovers: a press shows the point too.
            onPointerDown={pointAt}
            onPointerMove={pointAt}
            onPointerLeave={(event) => {
              if (event.pointerType === 'mouse') setActive(null);
            }}
          >
            <g stroke="var(--mantine-color-default-border)" strokeDasharray="3 3">
              {layout.ticks.map((tick) => (
                <line
                  key={`y${tick}`}
                  x1={layout.left}
                  x2={layout.left + layout.plotWidth}
                  y1={layout.y(tick)}
                  y2={layout.y(tick)}
                />
              ))}
              {points.map((point, i) =>
                i % layout.step === 0 ? (
                  <line
                    key={`x${i}`}
                    x1={layout.x(i)}
                    x2={layout.x(i)}
                    y1={MARGIN.top}
                    y2={bottom}
                  />
                ) : null,
              )}
            </g>
            {layout.areas.map((shape, s) => (
              <g key={series[s]?.name ?? s}>
                <path
                  d={shape.area}
                  style={{ fill: series[s]?.color, fillOpacity: series[s]?.fillOpacity ?? 0.4 }}
                />
                <path d={shape.line} style={{ fill: 'none', stroke: series[s]?.color }} />
              </g>
            ))}
            <g fontSize={FONT_SIZE} style={{ fill: 'var(--mantine-color-text)' }}>
              {layout.ticks.map((tick) => (
                <text
                  key={`t${tick}`}
                  x={layout.left - 6}
                  y={layout.y(tick)}
                  textAnchor="end"
                  dominantBaseline="middle"
                >
                  {formatNumber(tick)}
                </text>
              ))}
              {points.map((point, i) =>
                i % layout.step === 0 ? (
                  <text key={`l${i}`} x={labelX(point, i)} y={bottom + 16} textAnchor="middle">
                    {point.label}
                  </text>
                ) : null,
              )}
            </g>
            {active !== null && (
              <g>
                <line
                  x1={layout.x(active)}
                  x2={layout.x(active)}
                  y1={MARGIN.top}
                  y2={bottom}
                  style={{ stroke: 'var(--mantine-color-dimmed)' }}
                />
                {layout.tops.map((values, s) => (
                  <circle
                    key={s}
                    cx={layout.x(active)}
                    cy={layout.y(values[active] ?? 0)}
                    r={3}
                    style={{ fill: series[s]?.color }}
                  />
                ))}
              </g>
            )}
          </svg>
        )}
        {activePoint && (
          <Paper
            withBorder
            shadow="sm"
            p="xs"
            role="status"
            style={{ position: 'absolute', top: MARGIN.top, left: tooltipLeft, minWidth: 140 }}
          >
            <Text size="sm" fw={600}>
              {activePoint.detail ?? activePoint.label}
            </Text>
            {series.map((entry, s) => (
              <Text size="sm" key={entry.name}>
                {entry.name}: {formatNumber(activePoint.values[s] ?? 0)}
              </Text>
            ))}
          </Paper>
        )}
      </div>
      <Group gap="md" justify="center" mt={4}>
        {series.map((entry) => (
          <Group gap={6} key={entry.name} wrap="nowrap">
            <span
              aria-hidden="true"
              style={{ width: 12, height: 12, borderRadius: 2, background: entry.color }}
            />
            <Text size="sm">{entry.name}</Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
