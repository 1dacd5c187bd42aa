import { Button, Checkbox, Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { Trace } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { commonMessages } from '../messages';
import { tracesMessages } from '../traceMessages';
import { TraceStatusBadge } from './TraceStatusBadge';
import { VirtualTable, type VirtualColumn } from './VirtualTable';

interface TracesTableProps {
  traces: readonly Trace[];
  /** Checkboxes for choosing traces to resubmit; absent when resubmit is not possible. */
  selection?: { selected: readonly number[]; onToggle: (traceId: number) => void };
  canViewPayloads: boolean;
  openTraceId: number | null;
  onOpen: (trace: Trace) => void;
  onPayload: (trace: Trace) => void;
  footer: ReactNode;
}

/** Traces, virtualised: a hundred thousand loaded rows keep only those in view in the DOM. */
export function TracesTable({
  traces,
  selection,
  canViewPayloads,
  openTraceId,
  onOpen,
  onPayload,
  footer,
}: TracesTableProps) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const selected = useMemo(() => new Set(selection?.selected ?? []), [selection?.selected]);
  const onToggle = selection?.onToggle;
  const columns = useMemo(() => {
    const all: VirtualColumn<Trace>[] = [
      {
        key: 'time',
        header: t(tracesMessages.columnTime),
        width: '170px',
        render: (trace) => formatDateTime(trace.timeStamp),
      },
      {
        key: 'flow',
        header: t(tracesMessages.columnFlow),
        width: 'minmax(160px, 2fr)',
        render: (trace) => trace.flowId,
      },
      {
        key: 'status',
        header: t(tracesMessages.columnStatus),
        width: '100px',
        render: (trace) => <TraceStatusBadge status={trace.status} />,
      },
      {
        key: 'attempt',
        header: t(tracesMessages.columnAttempt),
        width: '80px',
        render: (trace) =>
          t(tracesMessages.attemptShort, {
            attempt: trace.deliveryAttemptNo,
            max: trace.maxDeliveryAttempts,
          }),
      },
      {
        key: 'error',
        header: t(tracesMessages.columnError),
        width: 'minmax(140px, 2fr)',
        render: (trace) => trace.errorCategory ?? t(commonMessages.none),
      },
      {
        key: 'processing',
        header: t(tracesMessages.columnProcessing),
        width: '100px',
        render: (trace) =>
          t(commonMessages.milliseconds, { value: formatNumber(trace.processingTimeMillis) }),
      },
      {
        key: 'actions',
        header: t(tracesMessages.columnActions),
        width: '190px',
        render: (trace) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => onOpen(trace)}
              aria-label={t(tracesMessages.detailsLabel, { id: trace.id })}
            >
              {t(tracesMessages.details)}
            </Button>
            {canViewPayloads && trace.payloadId !== null && (
              <Button
                size="compact-xs"
                variant="default"
                onClick={() => onPayload(trace)}
                aria-label={t(tracesMessages.payloadLabel, { id: trace.id })}
              >
                {t(tracesMessages.payload)}
              </Button>
            )}
          </Group>
        ),
      },
    ];
    if (!onToggle) return all;
    const select: VirtualColumn<Trace> = {
      key: 'select',
      header: (
        <Text size="xs" fw={600}>
          {t(tracesMessages.columnSelect)}
        </Text>
      ),
      width: '64px',
      render: (trace) =>
        trace.payloadId === null ? null : (
          <Checkbox
            size="xs"
            checked={selected.has(trace.id)}
            onChange={() => onToggle(trace.id)}
            aria-label={t(tracesMessages.selectTrace, { id: trace.id })}
          />
        ),
    };
    return [select, ...all];
  }, [t, formatDateTime, formatNumber, canViewPayloads, onOpen, onPayload, onToggle, selected]);

  return (
    <VirtualTable
      label={t(tracesMessages.table)}
      rows={traces}
      columns={columns}
      rowKey={(trace) => trace.id}
      rowHeight={40}
      height="calc(100vh - 380px)"
      selectedKey={openTraceId}
      footer={footer}
      empty={
        <Text p="md" size="sm">
          {t(tracesMessages.empty)}
        </Text>
      }
    />
  );
}
