import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../../shared/i18n';
import { FetchedAt, oldestFetch } from '../../../../shared/ui/offline';
import { FlowFilters } from '../components/FlowFilters';
import { FlowsTable } from '../components/FlowsTable';
import { QueryError } from '../../../../shared/ui';
import { flowsListMessages } from '../messages';
import { useFlowRows } from '../../model/useFlowRows';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { filterFlowRows, groupsOf } from '../../model/flowRows';
import { flowsListState } from '../state';

/** Flows list (spec 2.2): search, group, status, sort and warnings over the selected range. */
export function FlowsPage() {
  const { t, formatNumber } = useI18n();
  const { org, range } = useHeartbeatPage();
  const query = useRangeQuery();
  const filter = useSnapshot(flowsListState);
  const { flows, metrics, rows } = useFlowRows(org, range);
  useRangeToolbar(metrics.dataUpdatedAt);
  const groups = useMemo(() => groupsOf(flows.data ?? []), [flows.data]);
  const shown = useMemo(
    () =>
      rows
        ? filterFlowRows(rows, {
            search: filter.search,
            group: filter.group,
            status: filter.status,
            sort: filter.sort,
            direction: filter.direction,
          })
        : undefined,
    [rows, filter.search, filter.group, filter.status, filter.sort, filter.direction],
  );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(flowsListMessages.heading)}
      </Title>
      <FlowFilters groups={groups} />
      {(flows.isError || metrics.isError) && (
        <QueryError
          error={flows.error ?? metrics.error}
          onRetry={() => void Promise.all([flows.refetch(), metrics.refetch()])}
        />
      )}
      {rows && shown ? (
        <>
          <Group justify="space-between" gap="md">
            <Text size="sm" aria-live="polite" data-testid="flows-shown">
              {t(flowsListMessages.shown, {
                shown: formatNumber(shown.length),
                total: rows.length,
              })}
            </Text>
            <FetchedAt updatedAt={oldestFetch(flows.dataUpdatedAt, metrics.dataUpdatedAt)} />
          </Group>
          <FlowsTable rows={shown} query={query} />
        </>
      ) : (
        !flows.isError && <Skeleton height={400} />
      )}
    </Stack>
  );
}
