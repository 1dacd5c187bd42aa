import { Card, Code, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TimeRange } from '../../../../shared/api';
import type { DeployedFlow, Features } from '../../../../shared/contracts';
import { showsMetricsGraph } from '../../lib/permissions';
import { useI18n } from '../../../../shared/i18n';
import { FetchedAt } from '../../../../shared/ui/offline';
import { flowDetailMessages as m } from '../messages';
import { flowWarnings } from '../../model/flowWarnings';
import { trafficQueries } from '../../model/traffic';
import { FlowWarnings } from '../../model/components/FlowWarnings';
import { QueryError } from '../../../../shared/ui';
import { TrafficPanel } from '../../model/components/TrafficPanel';

interface FlowOverviewTabProps {
  org: number;
  features: Features;
  flow: DeployedFlow;
  range: TimeRange;
}

/** Flow overview: metrics over the range, warnings and, with metricsGraph, the histogram. */
export function FlowOverviewTab({ org, features, flow, range }: FlowOverviewTabProps) {
  const { t, formatNumber } = useI18n();
  const headingId = useId();
  const flowId = flow.flowSpec.id;
  const metrics = useQuery(trafficQueries.metrics(org, range, flowId));
  const entry = metrics.data?.find((item) => item.flowId === flowId);
  const timings = (value: { min: number; avg: number; max: number }) =>
    t(m.timings, {
      min: formatNumber(value.min),
      avg: formatNumber(Math.round(value.avg)),
      max: formatNumber(value.max),
    });
  const tiles = entry
    ? ([
        [m.total, formatNumber(entry.total)],
        [m.successful, formatNumber(entry.successful)],
        [m.failed, formatNumber(entry.failed)],
        [m.inFlight, formatNumber(entry.inFlight)],
        [m.buffered, formatNumber(entry.buffered)],
        [m.stashed, formatNumber(entry.stashed)],
        [m.connectorErrors, formatNumber(entry.connectorErrors)],
        [m.processingTime, timings(entry.processingTime)],
        [m.responseTime, timings(entry.responseTime)],
      ] as const)
    : [];

  return (
    <Stack gap="md">
      {flow.inboundUrl && (
        <Text size="sm">
          {t(m.inboundUrl)}: <Code>{flow.inboundUrl}</Code>
        </Text>
      )}
      <Card withBorder component="section" aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t(m.metrics)}
          </Title>
          {metrics.isError && (
            <QueryError error={metrics.error} onRetry={() => void metrics.refetch()} />
          )}
          {metrics.isPending && <Skeleton height={120} />}
          {metrics.data && (
            <>
              <div>
                <Text size="xs" c="dimmed">
                  {t(m.warnings)}
                </Text>
                <FlowWarnings warnings={flowWarnings(flow, entry)} />
              </div>
              {entry ? (
                <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} component="dl" m={0}>
                  {tiles.map(([label, value]) => (
                    <div key={label.id}>
                      <Text size="xs" c="dimmed" component="dt">
                        {t(label)}
                      </Text>
                      <Text fw={600} component="dd" m={0} data-metric={label.id}>
                        {value}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
              ) : (
                <Text size="sm">{t(m.noTraffic)}</Text>
              )}
              <FetchedAt updatedAt={metrics.dataUpdatedAt} />
            </>
          )}
        </Stack>
      </Card>
      {showsMetricsGraph(features) && <TrafficPanel org={org} range={range} flowId={flowId} />}
    </Stack>
  );
}
