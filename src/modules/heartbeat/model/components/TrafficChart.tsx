import { useMemo } from 'react';
import type { Histogram } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { StackedAreaChart, type ChartSeries } from '../../../../shared/ui/chart';
import { axisTime } from '../axisTime';
import { chartMessages } from '../messages';

const DAY = 86_400_000;

/** Messages over the range, successful and failed stacked, in the console's zone. */
export function TrafficChart({
  histogram,
  label,
  height,
}: {
  histogram: Histogram;
  /** The chart's accessible name; the overview's by default. */
  label?: string;
  height?: number;
}) {
  const { t, timeZone, formatNumber } = useI18n();
  const successful = t(chartMessages.successful);
  const failed = t(chartMessages.failed);
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: successful, color: 'var(--mantine-color-teal-6)', fillOpacity: 0.35 },
      { name: failed, color: 'var(--mantine-color-red-6)', fillOpacity: 0.6 },
    ],
    [successful, failed],
  );
  const points = useMemo(() => {
    const withDate = histogram.toDate - histogram.fromDate > 2 * DAY;
    return histogram.buckets.map((bucket) => ({
      label: axisTime(bucket.start, timeZone, withDate),
      detail: axisTime(bucket.start, timeZone, true),
      values: [bucket.successful, bucket.failed],
    }));
  }, [histogram, timeZone]);
  return (
    <StackedAreaChart
      points={points}
      series={series}
      label={label ?? t(chartMessages.figure)}
      height={height}
      formatNumber={formatNumber}
    />
  );
}
