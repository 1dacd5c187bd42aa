import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../i18n';
import { VirtualTable, type VirtualColumn } from '../table';
import { resourceMessages } from './messages';
import { RowCheckbox, RowLinkButton } from './rows';
import type { ResourceKind } from './types';

interface ResourceTableProps<Entity, Input> {
  kind: ResourceKind<Entity, Input>;
  rows: readonly Entity[];
  selected: readonly number[];
  onToggle: (id: number, on: boolean) => void;
  onEdit: (entity: Entity) => void;
}

/**
 * A kind's rows: select for deleting, the name opens the edit form, then the kind's columns.
 * On a narrow screen the name stays and the rest moves into the row's details.
 */
export function ResourceTable<Entity, Input>({
  kind,
  rows,
  selected,
  onToggle,
  onEdit,
}: ResourceTableProps<Entity, Input>) {
  const t = useT();
  const columns = useMemo<VirtualColumn<Entity>[]>(
    () => [
      {
        key: 'select',
        header: <VisuallyHidden>{t(resourceMessages.columnSelect)}</VisuallyHidden>,
        minWidth: 64,
        render: (row) => (
          <RowCheckbox
            label={t(resourceMessages.select, { name: kind.labelOf(row) })}
            checked={selected.includes(kind.idOf(row))}
            onChange={(on) => onToggle(kind.idOf(row), on)}
          />
        ),
      },
      {
        key: 'name',
        header: t(resourceMessages.columnName),
        minWidth: 160,
        grow: 2,
        render: (row) => (
          <RowLinkButton
            label={t(resourceMessages.edit, { name: kind.labelOf(row) })}
            onClick={() => onEdit(row)}
          >
            {kind.labelOf(row)}
          </RowLinkButton>
        ),
      },
      ...kind.columns(t),
    ],
    [t, kind, selected, onToggle, onEdit],
  );
  return (
    <VirtualTable
      label={t(kind.messages.table)}
      rows={rows}
      columns={columns}
      rowKey={kind.idOf}
      rowLabel={kind.labelOf}
      rowHeight={44}
      height={{ viewportOffset: 330 }}
      empty={t(kind.messages.empty)}
    />
  );
}
