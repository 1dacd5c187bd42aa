import { Group, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import type { Trace } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { FetchedAt } from '../../../../shared/ui/offline';
import { LoadMoreFooter } from '../../../../shared/ui/table';
import type { useTraceList } from '../hooks/useTraceList';
import { tracesMessages } from '../messages';
import { PayloadDialog } from './PayloadDialog';
import { QueryError } from '../../../../shared/ui';
import { TraceDetailsDrawer } from './TraceDetailsDrawer';
import { TracesTable } from './TracesTable';

interface TraceListProps {
  org: number;
  traceList: ReturnType<typeof useTraceList>;
  canViewPayloads: boolean;
  selection?: { selected: readonly number[]; onToggle: (traceId: number) => void };
}

/**
 * The reused traces table: count, virtualised rows, "load more" (pages of 100), trace details
 * and the payload dialog.
 */
export function TraceList({ org, traceList, canViewPayloads, selection }: TraceListProps) {
  const { t, formatNumber } = useI18n();
  const { list, traces, meta } = traceList;
  const [openTraceId, setOpenTraceId] = useState<number | null>(null);
  const [payloadIndex, setPayloadIndex] = useState<number | null>(null);
  const withPayload = useMemo(() => traces.filter((trace) => trace.payloadId !== null), [traces]);
  const showPayload = useCallback(
    (traceId: number) => {
      const at = withPayload.findIndex((trace) => trace.id === traceId);
      if (at >= 0) setPayloadIndex(at);
    },
    [withPayload],
  );
  const onOpen = useCallback((trace: Trace) => setOpenTraceId(trace.id), []);
  const onPayload = useCallback((trace: Trace) => showPayload(trace.id), [showPayload]);

  if (list.isError && !list.data) {
    return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  }
  const total = meta
    ? meta.totalIsLowerBound
      ? t(tracesMessages.atLeast, { count: formatNumber(meta.totalNoOfMatches) })
      : formatNumber(meta.totalNoOfMatches)
    : '…';

  return (
    <>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite" data-testid="traces-shown">
          {t(tracesMessages.shown, { loaded: formatNumber(traces.length), total })}
        </Text>
        <FetchedAt updatedAt={list.dataUpdatedAt} />
      </Group>
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      <TracesTable
        traces={traces}
        selection={selection}
        canViewPayloads={canViewPayloads}
        openTraceId={openTraceId}
        onOpen={onOpen}
        onPayload={onPayload}
        footer={
          <LoadMoreFooter
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
            loaded={traces.length}
            loadMore={t(tracesMessages.loadMore)}
            allLoaded={t(tracesMessages.allLoaded)}
          />
        }
      />
      <TraceDetailsDrawer
        org={org}
        traceId={openTraceId}
        canViewPayloads={canViewPayloads}
        onClose={() => setOpenTraceId(null)}
        onShowPayload={showPayload}
      />
      {canViewPayloads && (
        <PayloadDialog
          org={org}
          traces={withPayload}
          index={payloadIndex}
          onIndexChange={setPayloadIndex}
          onClose={() => setPayloadIndex(null)}
        />
      )}
    </>
  );
}
