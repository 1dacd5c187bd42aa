import { Checkbox, Text } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { Trace, TraceStatus } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { commonMessages } from '../../../../shared/ui';
import { errorCategoryLabel } from '../errorCategoryMessages';
import { traceStatusMessages, tracesMessages } from '../messages';
import {
  tableCellClasses as classes,
  CellBadge,
  useCompactTime,
  fixedText,
  VirtualTable,
  WIDE_TIME,
  type VirtualColumn,
  CellButton,
} from '../../../../shared/ui/table';

/** As TraceStatusBadge (which the details drawer shows), in plain elements. */
const STATUS_COLORS: Record<TraceStatus, string> = {
  SUCCESS: 'green',
  FAILED: 'red',
  RETRYING: 'yellow',
};

const TRACE_STATUSES = Object.keys(STATUS_COLORS) as TraceStatus[];

const traceKey = (trace: Trace) => trace.id;

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

/**
 * Traces, virtualised: a hundred thousand loaded rows keep only those in view in the DOM. The
 * cells are plain elements (TableCells.module.css) with the look of Mantine's Badge and
 * Button: a scroll renders the rows coming into view in every frame.
 */
export function TracesTable({
  traces,
  selection,
  canViewPayloads,
  openTraceId,
  onOpen,
  onPayload,
  footer,
}: TracesTableProps) {
  const { t, formatNumber, formatDateTime } = useI18n();
  const formatTime = useCompactTime();
  const selected = useMemo(() => new Set(selection?.selected ?? []), [selection?.selected]);
  const onToggle = selection?.onToggle;
  const rowLabel = useCallback((trace: Trace) => t(tracesMessages.rowLabel, { id: trace.id }), [t]);
  const columns = useMemo(() => {
    const statusBadge = (status: TraceStatus) => (
      <CellBadge
        key={status}
        variant="light"
        color={STATUS_COLORS[status]}
        label={fixedText(t, traceStatusMessages[status])}
        data-trace-status={status}
      />
    );
    const all: VirtualColumn<Trace>[] = [
      {
        key: 'time',
        header: t(tracesMessages.columnTime),
        minWidth: 170,
        sizer: formatDateTime(WIDE_TIME),
        render: (trace) => formatTime(trace.timeStamp),
      },
      {
        key: 'flow',
        header: t(tracesMessages.columnFlow),
        minWidth: 160,
        grow: 2,
        priority: 'high',
        render: (trace) => trace.flowId,
      },
      {
        key: 'status',
        header: t(tracesMessages.columnStatus),
        minWidth: 100,
        sizer: TRACE_STATUSES.map(statusBadge),
        render: (trace) => statusBadge(trace.status),
      },
      {
        key: 'attempt',
        header: t(tracesMessages.columnAttempt),
        minWidth: 80,
        priority: 'low',
        render: (trace) =>
          t(tracesMessages.attemptShort, {
            attempt: trace.deliveryAttemptNo,
            max: trace.maxDeliveryAttempts,
          }),
      },
      {
        key: 'error',
        header: t(tracesMessages.columnError),
        minWidth: 140,
        grow: 2,
        priority: 'high',
        render: (trace) =>
          trace.errorCategory === null ? (
            fixedText(t, commonMessages.none)
          ) : (
            <span title={trace.errorCategory}>{errorCategoryLabel(t, trace.errorCategory)}</span>
          ),
      },
      {
        key: 'processing',
        header: t(tracesMessages.columnProcessing),
        minWidth: 100,
        priority: 'low',
        render: (trace) =>
          t(commonMessages.milliseconds, { value: formatNumber(trace.processingTimeMillis) }),
      },
      {
        key: 'actions',
        header: t(tracesMessages.columnActions),
        minWidth: 190,
        priority: 'high',
        render: (trace) => (
          <div className={classes.actions}>
            <CellButton
              onClick={() => onOpen(trace)}
              label={t(tracesMessages.detailsLabel, { id: trace.id })}
            >
              {fixedText(t, tracesMessages.details)}
            </CellButton>
            {canViewPayloads && trace.payloadId !== null && (
              <CellButton
                variant="default"
                onClick={() => onPayload(trace)}
                label={t(tracesMessages.payloadLabel, { id: trace.id })}
              >
                {fixedText(t, tracesMessages.payload)}
              </CellButton>
            )}
          </div>
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
      minWidth: 64,
      priority: 'high',
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
  }, [
    t,
    formatTime,
    formatDateTime,
    formatNumber,
    canViewPayloads,
    onOpen,
    onPayload,
    onToggle,
    selected,
  ]);

  return (
    <VirtualTable
      label={t(tracesMessages.table)}
      rows={traces}
      columns={columns}
      rowKey={traceKey}
      rowLabel={rowLabel}
      rowHeight={40}
      height={{ viewportOffset: 380 }}
      selectedKey={openTraceId}
      footer={footer}
      empty={t(tracesMessages.empty)}
    />
  );
}
