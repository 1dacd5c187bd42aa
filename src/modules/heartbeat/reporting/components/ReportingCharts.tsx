import { SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { Histogram } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { StackedAreaChart, type ChartSeries } from '../../../../shared/ui/chart';
import { axisTime } from '../../overview/lib/axisTime';
import { reportingMessages as m } from '../messages';

const DAY = 86_400_000;

function PeriodChart({
  histogram,
  title,
  series,
}: {
  histogram: Histogram;
  title: string;
  series: readonly ChartSeries[];
}) {
  const { timeZone, formatNumber } = useI18n();
  const points = useMemo(() => {
    const withDate = histogram.toDate - histogram.fromDate > 2 * DAY;
    return histogram.buckets.map((bucket) => ({
      label: axisTime(bucket.start, timeZone, withDate),
      detail: axisTime(bucket.start, timeZone, true),
      values: [bucket.successful, bucket.failed],
    }));
  }, [histogram, timeZone]);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <StackedAreaChart
        points={points}
        series={series}
        label={title}
        height={180}
        formatNumber={formatNumber}
      />
    </Stack>
  );
}

/** Messages over the period and over the compare period, successful and failed stacked. */
export const ReportingCharts = memo(function ReportingCharts({
  chart,
  compareChart,
}: {
  chart: Histogram;
  compareChart: Histogram;
}) {
  const { t } = useI18n();
  const successful = t(m.successful);
  const failed = t(m.failed);
  const series = useMemo<ChartSeries[]>(
    () => [
      { name: successful, color: 'var(--mantine-color-teal-6)', fillOpacity: 0.35 },
      { name: failed, color: 'var(--mantine-color-red-6)', fillOpacity: 0.6 },
    ],
    [successful, failed],
  );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <PeriodChart histogram={chart} title={t(m.chartPeriod)} series={series} />
      <PeriodChart histogram={compareChart} title={t(m.chartCompare)} series={series} />
    </SimpleGrid>
  );
});
