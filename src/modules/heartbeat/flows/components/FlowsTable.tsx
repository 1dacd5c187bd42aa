import { memo, useMemo } from 'react';
import { Link } from 'wouter';
import { useI18n } from '../../../../shared/i18n';
import { flowsListMessages } from '../messages';
import { flowRowWarnings, type FlowRow } from '../../model/flowRows';
import { FLOW_STATUSES } from '../../model/flowStatus';
import { FlowStatusBadge } from '../../model/components/FlowStatusBadge';
import { FlowWarnings } from '../../model/components/FlowWarnings';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { heartbeatPaths } from '../../paths';

interface FlowsTableProps {
  rows: readonly FlowRow[];
  query: string;
}

const flowKey = (row: FlowRow) => row.id;

/** Every status badge, so the status column is as wide as the widest (in any language). */
const STATUS_SIZER = FLOW_STATUSES.map((status) => (
  <FlowStatusBadge key={status} status={status} />
));

/**
 * The deployed flows, virtualised: thousands of flows cost as much as the rows in view. The
 * cells are plain elements (TableCells.module.css), not Mantine components: mounting the list
 * renders a screenful of rows at once. Memoised: the page renders again without new rows.
 * On a narrow screen the flow and its status stay; the rest move into the row's details.
 */
export const FlowsTable = memo(function FlowsTable({ rows, query }: FlowsTableProps) {
  const { t, formatNumber } = useI18n();
  const columns = useMemo<VirtualColumn<FlowRow>[]>(
    () => [
      {
        key: 'id',
        header: t(flowsListMessages.columnFlow),
        minWidth: 180,
        grow: 2,
        render: (row) => (
          <Link
            href={heartbeatPaths.flow(row.id, 'overview', query)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {row.id}
          </Link>
        ),
      },
      {
        key: 'description',
        header: t(flowsListMessages.columnDescription),
        minWidth: 140,
        grow: 2,
        priority: 'high',
        render: (row) => row.description,
      },
      {
        key: 'groups',
        header: t(flowsListMessages.columnGroups),
        minWidth: 80,
        grow: 1,
        priority: 'low',
        render: (row) => row.groups.join(', '),
      },
      {
        key: 'status',
        header: t(flowsListMessages.columnStatus),
        minWidth: 100,
        sizer: STATUS_SIZER,
        render: (row) => <FlowStatusBadge status={row.status} />,
      },
      {
        key: 'messages',
        header: t(flowsListMessages.columnMessages),
        minWidth: 90,
        priority: 'high',
        render: (row) => <p className={classes.text}>{formatNumber(row.total)}</p>,
      },
      {
        key: 'warnings',
        header: t(flowsListMessages.columnWarnings),
        minWidth: 200,
        grow: 3,
        priority: 'high',
        render: (row) => <FlowWarnings warnings={flowRowWarnings(row)} />,
      },
    ],
    [t, formatNumber, query],
  );
  return (
    <VirtualTable
      label={t(flowsListMessages.table)}
      rows={rows}
      columns={columns}
      rowKey={flowKey}
      rowLabel={flowKey}
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={t(flowsListMessages.empty)}
    />
  );
});
