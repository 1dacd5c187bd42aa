import dayjs from 'dayjs';
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
import type { Histogram } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { chartMessages } from '../overviewMessages';

const DAY = 86_400_000;

/** Messages over the range, successful and failed stacked (recharts; loaded on demand). */
export function TrafficChart({ histogram }: { histogram: Histogram }) {
  const t = useT();
  const span = histogram.toDate - histogram.fromDate;
  const format = span > 2 * DAY ? 'MM.DD HH:mm' : 'HH:mm';
  const data = histogram.buckets.map((bucket) => ({
    time: dayjs(bucket.start).format(format),
    successful: bucket.successful,
    failed: bucket.failed,
  }));
  return (
    <ResponsiveContainer width="100%" height={240}>
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
          name={t(chartMessages.successful)}
          stackId="messages"
          stroke="var(--mantine-color-teal-6)"
          fill="var(--mantine-color-teal-6)"
          fillOpacity={0.35}
          isAnimationActive={false}
        />
        <Area
          type="monotone"
          dataKey="failed"
          name={t(chartMessages.failed)}
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
