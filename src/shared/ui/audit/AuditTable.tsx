import { Button, Center, Text } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import type { AuditEvent } from '../../contracts';
import { useI18n } from '../../i18n';
import { commonMessages } from '../messages';
import {
  fixedText,
  tableCellClasses as classes,
  useCompactTime,
  VirtualTable,
  type VirtualColumn,
} from '../table';
import { auditMessages as m } from './messages';

interface AuditTableProps {
  events: readonly AuditEvent[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onPayload: (auditEventId: number) => void;
}

const eventKey = (e: AuditEvent) => e.auditEventId;

/**
 * The events, virtualised. A phone keeps timestamp, entity type and event type; the other
 * columns move into each row's details.
 */
export const AuditTable = memo(function AuditTable({
  events,
  hasMore,
  loadingMore,
  onLoadMore,
  onPayload,
}: AuditTableProps) {
  const { t } = useI18n();
  const formatTime = useCompactTime();
  const rowLabel = useCallback((e: AuditEvent) => t(m.rowLabel, { id: e.auditEventId }), [t]);
  const columns = useMemo<VirtualColumn<AuditEvent>[]>(
    () => [
      { key: 'id', header: t(m.id), minWidth: 80, priority: 'low', render: (e) => e.auditEventId },
      {
        key: 'time',
        header: t(m.timestamp),
        minWidth: 150,
        priority: 'essential',
        render: (e) => formatTime(e.created),
      },
      {
        key: 'by',
        header: t(m.actionBy),
        minWidth: 150,
        priority: 'low',
        render: (e) =>
          e.createdById === null
            ? fixedText(t, m.system)
            : (e.createdByName ?? t(m.unknownUser, { id: e.createdById })),
      },
      {
        key: 'entityType',
        header: t(m.entityType),
        minWidth: 140,
        priority: 'essential',
        render: (e) => e.entityType,
      },
      {
        key: 'entityId',
        header: t(m.entityId),
        minWidth: 110,
        priority: 'low',
        render: (e) => e.entityId ?? fixedText(t, commonMessages.none),
      },
      {
        key: 'eventType',
        header: t(m.eventType),
        minWidth: 140,
        priority: 'essential',
        render: (e) => e.eventType,
      },
      {
        key: 'payload',
        header: t(m.payload),
        minWidth: 100,
        priority: 'high',
        render: (e) => (
          <button
            type="button"
            className={`mantine-focus-auto mantine-active ${classes.button} ${classes.light}`}
            onClick={() => onPayload(e.auditEventId)}
            aria-label={t(m.payloadLabel, { id: e.auditEventId })}
          >
            <span className={classes.buttonInner}>
              <span className={classes.buttonLabel}>{fixedText(t, m.payload)}</span>
            </span>
          </button>
        ),
      },
    ],
    [t, formatTime, onPayload],
  );
  const footer = hasMore ? (
    <Center p="sm">
      <Button variant="light" size="xs" loading={loadingMore} onClick={onLoadMore}>
        {t(m.loadMore)}
      </Button>
    </Center>
  ) : events.length > 0 ? (
    <Text size="xs" c="dimmed" ta="center" p="sm">
      {t(m.allLoaded)}
    </Text>
  ) : null;
  return (
    <VirtualTable
      label={t(m.table)}
      rows={events}
      columns={columns}
      rowKey={eventKey}
      rowLabel={rowLabel}
      rowHeight={40}
      height={{ viewportOffset: 360 }}
      footer={footer}
      empty={
        <Text p="md" size="sm">
          {t(m.empty)}
        </Text>
      }
    />
  );
});
