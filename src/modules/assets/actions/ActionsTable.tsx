import { memo, useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { ACTION_STATES, type ActionState, type AssetAction } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import {
  CellBadge,
  CellButton,
  fixedText,
  tableCellClasses as classes,
  useCompactTime,
  VirtualTable,
  WIDE_TIME,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { assetsPaths } from '../paths';
import { actionSourceLabel, actionTypeLabel } from './ActionChangeButtons';
import { ACTION_STATE_COLORS, actionStateMessages, actionsMessages as m } from './messages';

interface ActionsTableProps {
  actions: readonly AssetAction[];
  query: string;
  openActionId: number | null;
  onOpen: (action: AssetAction) => void;
}

const actionKey = (action: AssetAction) => action.id;

/**
 * The actions of the range, virtualised, in plain cells (TableCells.module.css). On a phone
 * the asset and state stay in the row, the rest (the details button too) move into the row's
 * details; the creation time gives way last of the low-priority columns.
 */
export const ActionsTable = memo(function ActionsTable({
  actions,
  query,
  openActionId,
  onOpen,
}: ActionsTableProps) {
  const { t, formatDateTime } = useI18n();
  const formatTime = useCompactTime();
  const rowLabel = useCallback((action: AssetAction) => t(m.rowLabel, { id: action.id }), [t]);
  const columns = useMemo<VirtualColumn<AssetAction>[]>(() => {
    const badge = (state: ActionState) => (
      <CellBadge
        key={state}
        variant="light"
        color={ACTION_STATE_COLORS[state]}
        label={fixedText(t, actionStateMessages[state])}
        data-action-state={state}
      />
    );
    return [
      {
        key: 'created',
        header: t(m.columnCreated),
        minWidth: 150,
        priority: 'low',
        sizer: formatDateTime(WIDE_TIME),
        render: (action) => formatTime(Date.parse(action.createdAt)),
      },
      {
        key: 'asset',
        header: t(m.columnAsset),
        minWidth: 160,
        grow: 1,
        render: (action) => (
          <Link
            href={assetsPaths.asset(action.assetId, query)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {action.assetMrId}
          </Link>
        ),
      },
      {
        key: 'type',
        header: t(m.columnType),
        minWidth: 140,
        priority: 'high',
        render: (action) => <span title={action.type}>{actionTypeLabel(t, action.type)}</span>,
      },
      {
        key: 'state',
        header: t(m.columnState),
        minWidth: 100,
        sizer: ACTION_STATES.map(badge),
        render: (action) => badge(action.state),
      },
      {
        key: 'source',
        header: t(m.columnSource),
        minWidth: 90,
        priority: 'low',
        render: (action) => (
          <span title={action.source}>{actionSourceLabel(t, action.source)}</span>
        ),
      },
      {
        key: 'automation',
        header: t(m.columnAutomation),
        minWidth: 130,
        priority: 'low',
        render: (action) => action.automation?.name ?? fixedText(t, m.manual),
      },
      {
        key: 'attempts',
        header: t(m.columnAttempts),
        minWidth: 80,
        priority: 'low',
        render: (action) => action.attempts,
      },
      {
        key: 'open',
        header: t(m.columnOpen),
        minWidth: 100,
        priority: 'high',
        render: (action) => (
          <CellButton onClick={() => onOpen(action)} label={t(m.detailsLabel, { id: action.id })}>
            {fixedText(t, m.details)}
          </CellButton>
        ),
      },
    ];
  }, [t, formatTime, formatDateTime, query, onOpen]);

  return (
    <VirtualTable
      label={t(m.table)}
      rows={actions}
      columns={columns}
      rowKey={actionKey}
      rowLabel={rowLabel}
      rowHeight={40}
      height={{ viewportOffset: 330 }}
      selectedKey={openActionId}
      empty={t(m.empty)}
    />
  );
});
