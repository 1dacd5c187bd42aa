import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TimeRange } from '../../../../shared/api';
import { useI18n } from '../../../../shared/i18n';
import { FetchedAt } from '../../../../shared/ui/offline';
import { failurePercentage } from '../flowWarnings';
import { chartMessages } from '../messages';
import { trafficQueries } from '../traffic';
import { QueryError } from '../../../../shared/ui';
import { TrafficChart } from './TrafficChart';

interface TrafficPanelProps {
  org: number;
  range: TimeRange;
  flowId?: string;
}

/** Messages and failure rate over the selected range, with a chart. */
export function TrafficPanel({ org, range, flowId }: TrafficPanelProps) {
  const { t, formatNumber, formatPercentage } = useI18n();
  const headingId = useId();
  const histogram = useQuery(trafficQueries.histogram(org, range, flowId));
  const totals = (histogram.data?.buckets ?? []).reduce(
    (sum, bucket) => ({
      messages: sum.messages + bucket.successful + bucket.failed,
      failed: sum.failed + bucket.failed,
    }),
    { messages: 0, failed: 0 },
  );
  return (
    <Card withBorder component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id={headingId}>
            {t(chartMessages.title)}
          </Title>
          {histogram.data && (
            <Text size="sm" data-testid="traffic-totals">
              {t(chartMessages.totals, {
                messages: formatNumber(totals.messages),
                failed: formatNumber(totals.failed),
                rate: formatPercentage(failurePercentage(totals.failed, totals.messages)),
              })}
            </Text>
          )}
        </Group>
        {histogram.isError && (
          <QueryError error={histogram.error} onRetry={() => void histogram.refetch()} />
        )}
        {histogram.isPending && <Skeleton height={240} />}
        {histogram.data && (
          <figure style={{ margin: 0 }} aria-label={t(chartMessages.figure)}>
            <TrafficChart histogram={histogram.data} />
          </figure>
        )}
        <FetchedAt updatedAt={histogram.dataUpdatedAt} />
      </Stack>
    </Card>
  );
}
