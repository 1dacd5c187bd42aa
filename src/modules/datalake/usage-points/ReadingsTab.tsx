import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import type {
  ReadingSelectors as Selectors,
  UsagePointChannel,
  UsagePointDetail,
} from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { StackedAreaChart } from '../../../shared/ui/chart';
import type { QueryRange } from '../../../shared/ui/date-range';
import { FetchedAt } from '../../../shared/ui/offline';
import { VirtualTable, type VirtualColumn } from '../../../shared/ui/table';
import { pinMessages } from './pinMessages';
import { ReadingSelectors } from './ReadingSelectors';
import { useReadingSelectors } from './readingSelection';
import { useChannelReadings } from './useChannelReadings';
import { readingsMessages as m } from './readingsMessages';

interface Row {
  t: number;
  value: number;
  count: number;
}

function ChannelReadings(props: {
  org: number;
  usagePointId: string;
  channel: UsagePointChannel;
  range: QueryRange;
  selectors: Selectors;
}) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const { readings, fromPin } = useChannelReadings(
    props.org,
    props.usagePointId,
    props.channel.channelId,
    props.range,
    props.selectors,
  );
  const columns = useMemo<VirtualColumn<Row>[]>(
    () => [
      { key: 't', header: t(m.time), minWidth: 150, grow: 1, render: (r) => formatDateTime(r.t) },
      { key: 'v', header: t(m.value), minWidth: 90, render: (r) => formatNumber(r.value) },
      { key: 'n', header: t(m.count), minWidth: 70, priority: 'low', render: (r) => r.count },
    ],
    [t, formatDateTime, formatNumber],
  );
  const points = useMemo(
    () =>
      (readings.data?.points ?? []).map((p) => ({
        label: formatDateTime(p.t),
        values: [p.value],
      })),
    [readings.data, formatDateTime],
  );
  const name = props.channel.name;
  return (
    <Card withBorder padding="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {name}
        </Title>
        {fromPin && (
          <Alert color="yellow" py={6} data-testid="pinned-readings-note">
            {t(pinMessages.pinnedReadings)}
          </Alert>
        )}
        {readings.isError && (
          <QueryError error={readings.error} onRetry={() => void readings.refetch()} />
        )}
        {readings.isPending && <Skeleton height={240} />}
        {readings.data && (
          <>
            <Text size="xs" c="dimmed">
              {t(m.zone, { zone: readings.data.timeZone })}
            </Text>
            {readings.data.points.length === 0 ? (
              <Text size="sm">{t(m.empty)}</Text>
            ) : (
              <>
                <StackedAreaChart
                  label={t(m.chart, { channel: name })}
                  points={points}
                  series={[{ name, color: 'var(--mantine-color-teal-6)' }]}
                  height={220}
                  formatNumber={formatNumber}
                />
                <VirtualTable
                  label={t(m.table, { channel: name })}
                  rows={readings.data.points}
                  columns={columns}
                  rowKey={(r) => r.t}
                  rowLabel={(r) => formatDateTime(r.t)}
                  rowHeight={36}
                  height={260}
                />
              </>
            )}
            <FetchedAt updatedAt={readings.dataUpdatedAt} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Meter readings per channel over the page's date range, computed by the server, with the
 * selectors of the address (a link reproduces the view).
 */
export function ReadingsTab(props: {
  org: number;
  usagePoint: UsagePointDetail;
  range: QueryRange;
}) {
  const { selectors, select } = useReadingSelectors();
  return (
    <Stack gap="md">
      <ReadingSelectors selectors={selectors} onSelect={select} />
      {props.usagePoint.channels.map((channel) => (
        <ChannelReadings
          key={channel.channelId}
          org={props.org}
          usagePointId={props.usagePoint.usagePointId}
          channel={channel}
          range={props.range}
          selectors={selectors}
        />
      ))}
    </Stack>
  );
}
