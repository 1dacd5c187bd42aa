import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Histogram } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { axisTime } from '../lib/axisTime';
import { chartMessages } from '../messages';

const DAY = 86_400_000;
const CHART_HEIGHT = 240;

/**
 * Runs `task` once the next frame is on screen and the browser is idle (or after a short
 * while where it cannot tell): an idle period can come before the next page's first frame.
 */
function afterNextFrameWhenIdle(task: () => void) {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(task, { timeout: 2000 });
      } else {
        setTimeout(task, 200);
      }
    }, 0);
  });
}

/**
 * Messages over the range, successful and failed stacked (recharts; loaded on demand).
 *
 * Drawn in a React root of its own: recharts takes itself apart one component at a time, each
 * an update of its store, which made leaving a page with a chart (the overview, a flow) cost
 * more than showing the next one. The chart's DOM goes with the page at once; its root is
 * unmounted once the next page is on screen and the browser is idle.
 */
export function TrafficChart({ histogram }: { histogram: Histogram }) {
  const { t, timeZone } = useI18n();
  const hostRef = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<Root | null>(null);
  const successful = t(chartMessages.successful);
  const failed = t(chartMessages.failed);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const container = document.createElement('div');
    host.appendChild(container);
    const own = createRoot(container);
    setRoot(own);
    return () => {
      container.remove();
      afterNextFrameWhenIdle(() => own.unmount());
    };
  }, []);

  // In a transition: the chart is the page's largest render (one task of about 200 ms on a
  // phone at once), so it is drawn in slices once the page around it is on screen.
  useLayoutEffect(() => {
    if (!root) return;
    startTransition(() => {
      root.render(
        <Chart histogram={histogram} successful={successful} failed={failed} zone={timeZone} />,
      );
    });
  }, [root, histogram, successful, failed, timeZone]);

  return <div ref={hostRef} style={{ minHeight: CHART_HEIGHT }} />;
}

interface ChartProps {
  histogram: Histogram;
  /** The series' names, translated. */
  successful: string;
  failed: string;
  /** The console's time zone: the axis is in it (the chart's root has no i18n context). */
  zone: string;
}

function Chart({ histogram, successful, failed, zone }: ChartProps) {
  const withDate = histogram.toDate - histogram.fromDate > 2 * DAY;
  const data = histogram.buckets.map((bucket) => ({
    time: axisTime(bucket.start, zone, withDate),
    successful: bucket.successful,
    failed: bucket.failed,
  }));
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
        <XAxis
          dataKey="time"
          tick={{ fill: 'var(--mantine-color-text)', fontSize: 12 }}
          minTickGap={24}
        />
        <YAxis tick={{ fill: 'var(--mantine-color-text)', fontSize: 12 }} allowDecimals={false} />
        <Tooltip
          contentStyle={{
            background: 'var(--mantine-color-body)',
            border: '1px solid var(--mantine-color-default-border)',
          }}
        />
        <Legend />
        <Area
          type="monotone"
          dataKey="successful"
          name={successful}
          stackId="messages"
          stroke="var(--mantine-color-teal-6)"
          fill="var(--mantine-color-teal-6)"
          fillOpacity={0.35}
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="failed"
          name={failed}
          stackId="messages"
          stroke="var(--mantine-color-red-6)"
          fill="var(--mantine-color-red-6)"
          fillOpacity={0.6}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
