import { useMemo } from 'react';
import { Link } from 'wouter';
import type { ResourceSummary } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import {
  tableCellClasses as classes,
  useCompactTime,
  VirtualTable,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { heartbeatPaths } from '../../paths';
import { resourceMessages as m } from '../messages';

const rowKey = (r: ResourceSummary) => `${r.type}/${r.id}`;
const rowLabel = (r: ResourceSummary) => `${r.type} ${r.id}`;

/** Resources at their latest revision; the id opens that revision. */
export function ResourcesTable({
  resources,
  typeNames,
  query,
}: {
  resources: readonly ResourceSummary[];
  typeNames: ReadonlyMap<string, string>;
  query: string;
}) {
  const t = useT();
  const tableTime = useCompactTime();
  const columns = useMemo<VirtualColumn<ResourceSummary>[]>(
    () => [
      {
        key: 'id',
        header: t(m.id),
        minWidth: 180,
        grow: 1,
        // The kit's plain link: a row renders no Mantine component.
        render: (r) => (
          <Link
            href={heartbeatPaths.resource(r.type, r.id, r.revision, query)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {r.id}
          </Link>
        ),
      },
      {
        key: 'type',
        header: t(m.type),
        minWidth: 120,
        render: (r) => typeNames.get(r.type) ?? r.type,
      },
      { key: 'revision', header: t(m.revision), minWidth: 90, render: (r) => r.revision },
      {
        key: 'description',
        header: t(m.shortDescription),
        minWidth: 220,
        grow: 2,
        priority: 'low',
        render: (r) => r.shortDescription,
      },
      {
        key: 'updated',
        header: t(m.updated),
        minWidth: 150,
        priority: 'high',
        render: (r) => tableTime(r.updated),
      },
    ],
    [t, tableTime, query, typeNames],
  );
  return (
    <VirtualTable
      label={t(m.table)}
      rows={resources}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      rowHeight={44}
      height={{ viewportOffset: 340 }}
      empty={t(m.empty)}
    />
  );
}
