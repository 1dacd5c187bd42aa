import { Checkbox, Text, useMantineTheme } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import type { Trace, TraceStatus } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { commonMessages } from '../../../../shared/ui';
import { traceStatusMessages, tracesMessages } from '../messages';
import {
  tableCellClasses as classes,
  badgeVars,
  useCompactTime,
  fixedText,
  VirtualTable,
  type VirtualColumn,
} from '../../../../shared/ui/table';

/** As TraceStatusBadge (which the details drawer shows), in plain elements. */
const STATUS_COLORS: Record<TraceStatus, string> = {
  SUCCESS: 'green',
  FAILED: 'red',
  RETRYING: 'yellow',
};

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
  const { t, formatNumber } = useI18n();
  const formatTime = useCompactTime();
  const theme = useMantineTheme();
  const selected = useMemo(() => new Set(selection?.selected ?? []), [selection?.selected]);
  const onToggle = selection?.onToggle;
  const columns = useMemo(() => {
    const all: VirtualColumn<Trace>[] = [
      {
        key: 'time',
        header: t(tracesMessages.columnTime),
        width: '170px',
        render: (trace) => formatTime(trace.timeStamp),
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
        render: (trace) => (
          <div
            className={classes.badge}
            style={badgeVars(theme, STATUS_COLORS[trace.status], 'light')}
            data-trace-status={trace.status}
          >
            <span className={classes.badgeLabel}>
              {fixedText(t, traceStatusMessages[trace.status])}
            </span>
          </div>
        ),
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
        render: (trace) => trace.errorCategory ?? fixedText(t, commonMessages.none),
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
          <div className={classes.actions}>
            <button
              type="button"
              className={`mantine-focus-auto mantine-active ${classes.button} ${classes.light}`}
              onClick={() => onOpen(trace)}
              aria-label={t(tracesMessages.detailsLabel, { id: trace.id })}
            >
              <span className={classes.buttonInner}>
                <span className={classes.buttonLabel}>{fixedText(t, tracesMessages.details)}</span>
              </span>
            </button>
            {canViewPayloads && trace.payloadId !== null && (
              <button
                type="button"
                className={`mantine-focus-auto mantine-active ${classes.button} ${classes.default}`}
                onClick={() => onPayload(trace)}
                aria-label={t(tracesMessages.payloadLabel, { id: trace.id })}
              >
                <span className={classes.buttonInner}>
                  <span className={classes.buttonLabel}>
                    {fixedText(t, tracesMessages.payload)}
                  </span>
                </span>
              </button>
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
  }, [t, formatTime, formatNumber, theme, canViewPayloads, onOpen, onPayload, onToggle, selected]);

  return (
    <VirtualTable
      label={t(tracesMessages.table)}
      rows={traces}
      columns={columns}
      rowKey={traceKey}
      rowHeight={40}
      height={{ viewportOffset: 380 }}
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
