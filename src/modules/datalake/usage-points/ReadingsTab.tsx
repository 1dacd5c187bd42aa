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
import { partialPeriods, periodDateFormat } from './ReadingsPeriods';
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
  const { t, locale, formatDateTime, formatNumber } = useI18n();
  const { readings, fromPin } = useChannelReadings(
    props.org,
    props.usagePointId,
    props.channel.channelId,
    props.range,
    props.selectors,
  );
  const data = readings.data;
  // A point's period as it reads: a day as a date, a week by its Monday, a month by name (a
  // point's date and time without a macro period), "(partial)" when the range cuts it.
  const { periodText, anyPartial } = useMemo(() => {
    if (!data) return { periodText: formatDateTime, anyPartial: false };
    const date = periodDateFormat(locale, data.timeZone, data.macroPeriod);
    const partial = partialPeriods(data.fromDate, data.toDate, data.timeZone, data.macroPeriod);
    const plain = (at: number) =>
      !date
        ? formatDateTime(at)
        : data.macroPeriod === 'Weekly'
          ? t(m.week, { date: date(at) })
          : date(at);
    return {
      periodText: (at: number) =>
        partial.has(at) ? t(m.partial, { period: plain(at) }) : plain(at),
      anyPartial: data.points.some((p) => partial.has(p.t)),
    };
  }, [data, locale, t, formatDateTime]);
  const columns = useMemo<VirtualColumn<Row>[]>(
    () => [
      { key: 't', header: t(m.time), minWidth: 150, grow: 1, render: (r) => periodText(r.t) },
      { key: 'v', header: t(m.value), minWidth: 90, render: (r) => formatNumber(r.value) },
      { key: 'n', header: t(m.count), minWidth: 70, priority: 'low', render: (r) => r.count },
    ],
    [t, periodText, formatNumber],
  );
  const points = useMemo(
    () =>
      (readings.data?.points ?? []).map((p) => ({
        label: periodText(p.t),
        values: [p.value],
      })),
    [readings.data, periodText],
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
                  rowLabel={(r) => periodText(r.t)}
                  rowHeight={36}
                  height={260}
                />
                {anyPartial && (
                  <Text size="xs" c="dimmed">
                    {t(m.partialNote)}
                  </Text>
                )}
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
