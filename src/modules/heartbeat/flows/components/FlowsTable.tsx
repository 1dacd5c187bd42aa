import { Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { Link } from 'wouter';
import { useI18n } from '../../../../shared/i18n';
import { flowsListMessages } from '../messages';
import { flowRowWarnings, type FlowRow } from '../lib/flowRows';
import { FlowStatusBadge } from './FlowStatusBadge';
import { FlowWarnings } from './FlowWarnings';
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

/**
 * The deployed flows, virtualised: thousands of flows cost as much as the rows in view. The
 * cells are plain elements (TableCells.module.css), not Mantine components: mounting the list
 * renders a screenful of rows at once. Memoised: the page renders again without new rows.
 */
export const FlowsTable = memo(function FlowsTable({ rows, query }: FlowsTableProps) {
  const { t, formatNumber } = useI18n();
  const columns = useMemo<VirtualColumn<FlowRow>[]>(
    () => [
      {
        key: 'id',
        header: t(flowsListMessages.columnFlow),
        width: 'minmax(180px, 2fr)',
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
        width: 'minmax(140px, 2fr)',
        render: (row) => row.description,
      },
      {
        key: 'groups',
        header: t(flowsListMessages.columnGroups),
        width: 'minmax(80px, 1fr)',
        render: (row) => row.groups.join(', '),
      },
      {
        key: 'status',
        header: t(flowsListMessages.columnStatus),
        width: '100px',
        render: (row) => <FlowStatusBadge status={row.status} />,
      },
      {
        key: 'messages',
        header: t(flowsListMessages.columnMessages),
        width: '90px',
        render: (row) => <p className={classes.text}>{formatNumber(row.total)}</p>,
      },
      {
        key: 'warnings',
        header: t(flowsListMessages.columnWarnings),
        width: 'minmax(200px, 3fr)',
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
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={
        <Text p="md" size="sm">
          {t(flowsListMessages.empty)}
        </Text>
      }
    />
  );
});
