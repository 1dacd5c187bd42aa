import { Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { EdgeServer, EdgeStatus } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import {
  CellButton,
  fixedText,
  tableCellClasses as classes,
  useCompactTime,
  VirtualTable,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import type { FlowHost } from '../../paths';
import { edgeMessages as m } from '../messages';
import { EDGE_STATUS_SIZER, EdgeStatusBadge } from './EdgeStatusBadge';
import { EdgeFlowLinks } from './EdgeFlowLinks';

/** What a beatbox and an agent have alike. */
export interface EdgeHost {
  name: string;
  status: EdgeStatus;
  server: EdgeServer;
  flowIds: string[];
}

interface EdgeTableProps<H extends EdgeHost> {
  label: string;
  empty: string;
  hosts: readonly H[];
  kind: FlowHost['kind'];
  idOf: (host: H) => number;
  /** The kind's own columns, after the status. */
  extraColumns: readonly VirtualColumn<H>[];
  onOpen: (host: H) => void;
  query: string;
}

const ROW_HEIGHT = 44;
const hostName = (host: EdgeHost) => host.name;
/** Flow links in a row; the details list them all. */
const FLOWS_IN_ROW = 2;

/**
 * Beatboxes or agents, virtualised (thousands cost what the rows in view cost), with plain
 * cells. On a narrow screen the name, the status and the details button stay.
 */
export function EdgeTable<H extends EdgeHost>({
  label,
  empty,
  hosts,
  kind,
  idOf,
  extraColumns,
  onOpen,
  query,
}: EdgeTableProps<H>) {
  const t = useT();
  const tableTime = useCompactTime();
  const columns = useMemo<VirtualColumn<H>[]>(() => {
    return [
      {
        key: 'name',
        header: t(m.name),
        minWidth: 150,
        grow: 2,
        render: (host) => <p className={classes.text}>{host.name}</p>,
      },
      {
        key: 'status',
        header: t(m.status),
        minWidth: 100,
        sizer: EDGE_STATUS_SIZER,
        render: (host) => <EdgeStatusBadge status={host.status} />,
      },
      {
        key: 'hostname',
        header: t(m.hostname),
        minWidth: 160,
        grow: 2,
        priority: 'high',
        render: (host) => <p className={classes.text}>{host.server.hostname ?? '–'}</p>,
      },
      ...extraColumns,
      {
        key: 'version',
        header: t(m.version),
        minWidth: 90,
        priority: 'low',
        render: (host) => <p className={classes.text}>{host.server.version ?? '–'}</p>,
      },
      {
        key: 'lastSeen',
        header: t(m.lastSeen),
        minWidth: 130,
        priority: 'high',
        render: (host) => (
          <p className={classes.text}>
            {host.server.lastSeen ? tableTime(host.server.lastSeen) : fixedText(t, m.neverSeen)}
          </p>
        ),
      },
      {
        key: 'flows',
        header: t(m.flows),
        minWidth: 220,
        grow: 3,
        priority: 'low',
        render: (host) => (
          <EdgeFlowLinks
            host={{ kind, id: idOf(host) }}
            flowIds={host.flowIds}
            query={query}
            shown={FLOWS_IN_ROW}
          />
        ),
      },
      {
        key: 'open',
        header: <VisuallyHidden>{t(m.details)}</VisuallyHidden>,
        minWidth: 100,
        render: (host) => (
          <CellButton label={t(m.open, { name: host.name })} onClick={() => onOpen(host)}>
            {fixedText(t, m.details)}
          </CellButton>
        ),
      },
    ];
  }, [t, tableTime, extraColumns, kind, idOf, onOpen, query]);
  return (
    <VirtualTable
      label={label}
      rows={hosts}
      columns={columns}
      rowKey={idOf}
      rowLabel={hostName}
      rowHeight={ROW_HEIGHT}
      height={{ viewportOffset: 300 }}
      empty={
        <Text p="md" size="sm">
          {empty}
        </Text>
      }
    />
  );
}
