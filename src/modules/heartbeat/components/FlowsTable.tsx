import { Anchor, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useI18n } from '../../../shared/i18n';
import { flowsListMessages } from '../flowMessages';
import type { FlowRow } from '../lib/flowRows';
import { FlowStatusBadge } from './FlowStatusBadge';
import { FlowWarnings } from './FlowWarnings';
import { VirtualTable, type VirtualColumn } from './VirtualTable';

interface FlowsTableProps {
  rows: readonly FlowRow[];
  query: string;
}

/** The deployed flows, virtualised: thousands of flows cost as much as the rows in view. */
export function FlowsTable({ rows, query }: FlowsTableProps) {
  const { t, formatNumber } = useI18n();
  const columns = useMemo<VirtualColumn<FlowRow>[]>(
    () => [
      {
        key: 'id',
        header: t(flowsListMessages.columnFlow),
        width: 'minmax(180px, 2fr)',
        render: (row) => (
          <Anchor component={Link} href={`/flows/${encodeURIComponent(row.id)}${query}`} size="sm">
            {row.id}
          </Anchor>
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
        render: (row) => <Text size="sm">{formatNumber(row.total)}</Text>,
      },
      {
        key: 'warnings',
        header: t(flowsListMessages.columnWarnings),
        width: 'minmax(200px, 3fr)',
        render: (row) => <FlowWarnings warnings={row.warnings} />,
      },
    ],
    [t, formatNumber, query],
  );
  return (
    <VirtualTable
      label={t(flowsListMessages.table)}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowHeight={44}
      height="calc(100vh - 330px)"
      empty={
        <Text p="md" size="sm">
          {t(flowsListMessages.empty)}
        </Text>
      }
    />
  );
}
