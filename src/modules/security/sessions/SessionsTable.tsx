import { memo, useMemo } from 'react';
import type { SessionInfo } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import {
  fixedText,
  textCell,
  textColumn,
  useCompactTime,
  VirtualTable,
  type ColumnLayout,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { AllRowsCheckbox, RowCheckbox } from '../../../shared/ui/resource';
import { sessionsMessages as m } from './messages';
import cells from '../components/RowControls.module.css';

interface SessionsTableProps {
  sessions: readonly SessionInfo[];
  selected: Readonly<Record<string, true>>;
  onToggle: (sessionId: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

const sessionKey = (session: SessionInfo) => session.sessionId;
const ADDRESS_LAYOUT: ColumnLayout = { minWidth: 120, grow: 1, priority: 'high' };
const TIME_LAYOUT: ColumnLayout = { minWidth: 150, priority: 'low' };

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
    const text = textColumn<SessionInfo>;
    return [
      {
        key: 'select',
        header: (
          <AllRowsCheckbox label={t(m.selectAll)} checked={allSelected} onChange={onToggleAll} />
        ),
        minWidth: 64,
        render: (row) => (
          <RowCheckbox
            label={t(m.selectSession, { sessionId: row.sessionId })}
            checked={selected[row.sessionId] === true}
            onChange={(on) => onToggle(row.sessionId, on)}
          />
        ),
      },
      {
        key: 'sessionId',
        header: t(m.columnSessionId),
        minWidth: 110,
        grow: 2,
        render: (row) =>
          textCell(row.sessionId, { truncate: true, title: row.sessionId, className: cells.id }),
      },
      text('username', t(m.columnUsername), { minWidth: 130, grow: 2 }, (row) => row.username),
      text(
        'clientId',
        t(m.columnClientId),
        { minWidth: 90, grow: 1, priority: 'high' },
        (row) => row.clientId,
      ),
      text('clientIp', t(m.columnClientIp), ADDRESS_LAYOUT, (row) => row.clientIp),
      text(
        'proxyIp',
        t(m.columnProxyIp),
        { ...ADDRESS_LAYOUT, priority: 'low' },
        (row) => row.proxyIp ?? none,
      ),
      text('tokenIssued', t(m.columnTokenIssued), TIME_LAYOUT, (row) => time(row.tokenIssued)),
      text('tokenExpires', t(m.columnTokenExpires), TIME_LAYOUT, (row) => time(row.tokenExpires)),
    ];
  }, [t, time, selected, allSelected, onToggle, onToggleAll]);
  return (
    <VirtualTable
      label={t(m.table)}
      rows={sessions}
      columns={columns}
      rowKey={sessionKey}
      rowLabel={sessionKey}
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={t(m.empty)}
    />
  );
});
