import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../../shared/i18n';
import { DownloadTraces } from '../components/DownloadTraces';
import { ResubmitTraces } from '../components/ResubmitTraces';
import { TraceFilters } from '../components/TraceFilters';
import { TraceList } from '../components/TraceList';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useTraceFilter } from '../hooks/useTraceFilter';
import { useTraceList } from '../hooks/useTraceList';
import { canViewPayloads } from '../../lib/permissions';
import { resubmitGate } from '../lib/resubmit';
import { traceListFilterOf } from '../lib/traceFilter';
import { flowQueries } from '../../model/flows';
import { clearTraceSelection, tracesState, toggleTraceSelection } from '../state';
import { tracesMessages } from '../messages';

/** Flow traces (spec 2.2 and 4): filters in the URL, pages of 100, download and resubmit. */
export function FlowTracesPage() {
  const t = useT();
  const { org, role, features, range, dateRange } = useHeartbeatPage();
  const { filter, setFilter } = useTraceFilter();
  const { selected } = useSnapshot(tracesState);
  const flows = useQuery(flowQueries.flows(org));
  const flowIds = useMemo(
    () => (flows.data ?? []).map((flow) => flow.flowSpec.id).sort(),
    [flows.data],
  );
  const listFilter = useMemo(() => traceListFilterOf(filter), [filter]);
  const traceList = useTraceList(org, range, listFilter);
  useRangeToolbar(traceList.list.dataUpdatedAt);
  const gate = resubmitGate(filter, role, features);
  const selectable = gate.visible && gate.enabled;
  const selection = useMemo(
    () => (selectable ? { selected, onToggle: toggleTraceSelection } : undefined),
    [selectable, selected],
  );
  const showNewTraces = useCallback(() => dateRange.refresh(), [dateRange]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(tracesMessages.heading)}
      </Title>
      <TraceFilters
        filter={filter}
        flowIds={flowIds}
        onApply={(next) => {
          clearTraceSelection();
          setFilter(next);
        }}
      />
      <Group justify="space-between" align="flex-start">
        <ResubmitTraces
          org={org}
          gate={gate}
          filter={filter}
          traces={traceList.traces}
          selected={selected}
          onResubmitted={showNewTraces}
        />
        <DownloadTraces org={org} range={range} filter={listFilter} />
      </Group>
      <TraceList
        org={org}
        traceList={traceList}
        canViewPayloads={canViewPayloads(role)}
        selection={selection}
      />
    </Stack>
  );
}
