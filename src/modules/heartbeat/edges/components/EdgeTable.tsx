import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { EdgeServer, EdgeStatus } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import {
  CellButton,
  fixedText,
  textColumn,
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
/** What a cell says of a value not known. */
export const orDash = (value: string | null | undefined) => value ?? '–';
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
    const text = textColumn<H>;
    return [
      text('name', t(m.name), { minWidth: 150, grow: 2 }, hostName),
      {
        key: 'status',
        header: t(m.status),
        minWidth: 100,
        sizer: EDGE_STATUS_SIZER,
        render: (host) => <EdgeStatusBadge status={host.status} />,
      },
      text('hostname', t(m.hostname), { minWidth: 160, grow: 2, priority: 'high' }, (host) =>
        orDash(host.server.hostname),
      ),
      ...extraColumns,
      text('version', t(m.version), { minWidth: 90, priority: 'low' }, (host) =>
        orDash(host.server.version),
      ),
      text('lastSeen', t(m.lastSeen), { minWidth: 130, priority: 'high' }, (host) =>
        host.server.lastSeen ? tableTime(host.server.lastSeen) : fixedText(t, m.neverSeen),
      ),
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
      empty={empty}
    />
  );
}
