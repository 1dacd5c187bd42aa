import { memo, useCallback, useMemo } from 'react';
import type { AuditEvent } from '../../contracts';
import { Text } from '@mantine/core';
import { useI18n, type Message } from '../../i18n';
import { commonMessages } from '../messages';
import {
  CellButton,
  fixedText,
  LoadMoreFooter,
  useCompactTime,
  VirtualTable,
  type VirtualColumn,
} from '../table';
import { auditCodeLabel, auditEntityTypeMessages, auditEventTypeMessages } from './codeMessages';
import { auditMessages as m } from './messages';

interface AuditTableProps {
  events: readonly AuditEvent[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onPayload: (auditEventId: number) => void;
}

/**
 * An audit code in words with the code itself small and dimmed beside it: operators filter by
 * the code (the filters take codes).
 */
function AuditCode({
  code,
  messages,
}: {
  code: string;
  messages: Readonly<Record<string, Message>>;
}) {
  const { t } = useI18n();
  const label = auditCodeLabel(t, messages, code);
  if (label === null) return code;
  return (
    <>
      {label}{' '}
      <Text span size="xs" c="dimmed">
        {code}
      </Text>
    </>
  );
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
        render: (e) => <AuditCode code={e.entityType} messages={auditEntityTypeMessages} />,
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
        render: (e) => <AuditCode code={e.eventType} messages={auditEventTypeMessages} />,
      },
      {
        key: 'payload',
        header: t(m.payload),
        minWidth: 100,
        priority: 'high',
        render: (e) => (
          <CellButton
            onClick={() => onPayload(e.auditEventId)}
            label={t(m.payloadLabel, { id: e.auditEventId })}
          >
            {fixedText(t, m.payload)}
          </CellButton>
        ),
      },
    ],
    [t, formatTime, onPayload],
  );
  return (
    <VirtualTable
      label={t(m.table)}
      rows={events}
      columns={columns}
      rowKey={eventKey}
      rowLabel={rowLabel}
      rowHeight={40}
      height={{ viewportOffset: 360 }}
      footer={
        <LoadMoreFooter
          hasMore={hasMore}
          loading={loadingMore}
          onLoadMore={onLoadMore}
          loaded={events.length}
          loadMore={t(m.loadMore)}
          allLoaded={t(m.allLoaded)}
        />
      }
      empty={t(m.empty)}
    />
  );
});
