import { Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { SessionInfo } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import {
  fixedText,
  tableCellClasses as classes,
  useCompactTime,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { sessionsMessages } from './messages';
import cells from '../components/RowControls.module.css';

interface SessionsTableProps {
  sessions: readonly SessionInfo[];
  selected: Readonly<Record<string, true>>;
  onToggle: (sessionId: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

const sessionKey = (session: SessionInfo) => session.sessionId;

/**
 * The live sessions, virtualised: ten thousand cost as much as the rows in view. Cells are
 * plain elements (a native checkbox, text), light enough for every row. On a narrow screen the
 * selection, session id and username stay; the rest move into the row's details.
 */
export const SessionsTable = memo(function SessionsTable({
  sessions,
  selected,
  onToggle,
  onToggleAll,
}: SessionsTableProps) {
  const t = useT();
  const time = useCompactTime();
  const allSelected = sessions.length > 0 && sessions.every((s) => selected[s.sessionId]);
  const columns = useMemo<VirtualColumn<SessionInfo>[]>(() => {
    const none = fixedText(t, commonMessages.none);
    const text = (value: string | null) => <p className={classes.text}>{value ?? none}</p>;
    return [
      {
        key: 'select',
        header: (
          <input
            type="checkbox"
            className={cells.checkbox}
            aria-label={t(sessionsMessages.selectAll)}
            checked={allSelected}
            onChange={(event) => onToggleAll(event.currentTarget.checked)}
          />
        ),
        minWidth: 64,
        render: (row) => (
          <label className={cells.hit}>
            <input
              type="checkbox"
              className={cells.checkbox}
              aria-label={t(sessionsMessages.selectSession, { sessionId: row.sessionId })}
              checked={selected[row.sessionId] === true}
              onChange={(event) => onToggle(row.sessionId, event.currentTarget.checked)}
            />
          </label>
        ),
      },
      {
        key: 'sessionId',
        header: t(sessionsMessages.columnSessionId),
        minWidth: 110,
        grow: 2,
        render: (row) => (
          <p className={`${classes.text} ${classes.truncate} ${cells.id}`} title={row.sessionId}>
            {row.sessionId}
          </p>
        ),
      },
      {
        key: 'username',
        header: t(sessionsMessages.columnUsername),
        minWidth: 130,
        grow: 2,
        render: (row) => text(row.username),
      },
      {
        key: 'clientId',
        header: t(sessionsMessages.columnClientId),
        minWidth: 90,
        grow: 1,
        priority: 'high',
        render: (row) => text(row.clientId),
      },
      {
        key: 'clientIp',
        header: t(sessionsMessages.columnClientIp),
        minWidth: 120,
        grow: 1,
        priority: 'high',
        render: (row) => text(row.clientIp),
      },
      {
        key: 'proxyIp',
        header: t(sessionsMessages.columnProxyIp),
        minWidth: 120,
        grow: 1,
        priority: 'low',
        render: (row) => text(row.proxyIp),
      },
      {
        key: 'tokenIssued',
        header: t(sessionsMessages.columnTokenIssued),
        minWidth: 150,
        priority: 'low',
        render: (row) => text(time(row.tokenIssued)),
      },
      {
        key: 'tokenExpires',
        header: t(sessionsMessages.columnTokenExpires),
        minWidth: 150,
        priority: 'low',
        render: (row) => text(time(row.tokenExpires)),
      },
    ];
  }, [t, time, selected, allSelected, onToggle, onToggleAll]);
  return (
    <VirtualTable
      label={t(sessionsMessages.table)}
      rows={sessions}
      columns={columns}
      rowKey={sessionKey}
      rowLabel={sessionKey}
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={
        <Text p="md" size="sm">
          {t(sessionsMessages.empty)}
        </Text>
      }
    />
  );
});
