import { SimpleGrid, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { Histogram } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { TrafficChart } from '../../model/components/TrafficChart';
import { reportingMessages as m } from '../messages';

function PeriodChart({ histogram, title }: { histogram: Histogram; title: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <TrafficChart histogram={histogram} label={title} height={180} />
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
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <PeriodChart histogram={chart} title={t(m.chartPeriod)} />
      <PeriodChart histogram={compareChart} title={t(m.chartCompare)} />
    </SimpleGrid>
  );
});
