import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../../shared/i18n';
import { zonedDate } from '../../../../shared/lib';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt } from '../../../../shared/ui/offline';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { ReportExport } from '../components/ReportExport';
import { ReportingCharts } from '../components/ReportingCharts';
import { ReportingFilters } from '../components/ReportingFilters';
import { ReportingTable } from '../components/ReportingTable';
import type { CompareChoice } from '../keys';
import { filterReport, REPORT_COLUMNS, reportSheet } from '../lib/reportSheet';
import { reportingMessages as m } from '../messages';
import { reportingQueries } from '../queries';
import { reportingState } from '../state';

/** Reporting (spec 2.2): every flow's counts over the range and a compare period; export. */
export function ReportingPage() {
  const { t, formatDateTime, formatNumber, timeZone } = useI18n();
  const { org, range } = useHeartbeatPage();
  const query = useRangeQuery();
  const filter = useSnapshot(reportingState);
  const compare = useMemo<CompareChoice>(
    () =>
      filter.compare === 'chosen' && filter.compareDate
        ? { kind: 'chosen', date: filter.compareDate }
        : { kind: 'previous' },
    [filter.compare, filter.compareDate],
  );
  const report = useQuery(reportingQueries.report(org, range, compare, timeZone));
  useRangeToolbar(report.dataUpdatedAt);
  const data = report.data;
  // The charts follow in a render of their own: the table's first frame does not wait for them.
  const charted = useDeferredValue(data ?? null, null);
  const shown = useMemo(
    () => (data ? filterReport(data.flows, filter.preset, filter.search) : undefined),
    [data, filter.preset, filter.search],
  );
  const heading = useMemo(() => {
    if (!data) return [];
    const period = (from: number, to: number) =>
      t(m.periodText, { from: formatDateTime(from), to: formatDateTime(to) });
    return [
      [t(m.period), period(data.fromDate, data.toDate)],
      [t(m.comparePeriod), period(data.compareFromDate, data.compareToDate)],
      [t(m.timeZone), timeZone],
    ] as const;
  }, [data, t, formatDateTime, timeZone]);
  const sheet = useCallback(
    () =>
      reportSheet(
        heading,
        REPORT_COLUMNS.map((column) => t(column.header)),
        shown ?? [],
      ),
    [heading, shown, t],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <ReportingFilters />
      {report.isError && <QueryError error={report.error} onRetry={() => void report.refetch()} />}
      {data && shown ? (
        <>
          <dl data-testid="report-periods" style={{ margin: 0 }}>
            {heading.map(([label, value]) => (
              <Group key={label} gap="xs" wrap="wrap">
                <Text component="dt" size="sm" fw={600}>
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {value}
                </Text>
              </Group>
            ))}
          </dl>
          {charted ? (
            <ReportingCharts chart={charted.chart} compareChart={charted.compareChart} />
          ) : (
            <Skeleton height={206} />
          )}
          <Group justify="space-between" gap="md">
            <Text size="sm" aria-live="polite" data-testid="report-shown">
              {t(m.shown, {
                shown: formatNumber(shown.length),
                total: formatNumber(data.flows.length),
              })}
            </Text>
            <Group gap="md">
              <FetchedAt updatedAt={report.dataUpdatedAt} />
              <ReportExport
                sheet={sheet}
                fileName={`flow-report-${zonedDate(data.fromDate, timeZone)}`}
              />
            </Group>
          </Group>
          <ReportingTable rows={shown} query={query} />
        </>
      ) : (
        !report.isError && <Skeleton height={400} />
      )}
    </Stack>
  );
}
