import { VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../i18n';
import { CellButton, fixedText, VirtualTable, type VirtualColumn } from '../table';
import { resourceMessages } from './messages';
import { RowCheckbox, RowLinkButton, TextCell } from './rows';
import type { ResourceKind } from './types';

interface ResourceTableProps<Entity, Input> {
  kind: ResourceKind<Entity, Input>;
  rows: readonly Entity[];
  /** The rows chosen for deleting; null: rows are not chosen (read only, or with details). */
  selection: { selected: readonly number[]; onToggle: (id: number, on: boolean) => void } | null;
  /** Opens the edit form from the name; null: the name is text (read only, or with details). */
  onEdit: ((entity: Entity) => void) | null;
  /** Opens the row's details (a kind with `Details`). */
  onOpen?: (entity: Entity) => void;
}

/**
 * A kind's rows: select for deleting, the name opens the edit form, then the kind's columns;
 * with details, the name, the kind's columns and a details button. On a narrow screen the
 * name (and the details button) stay and the rest moves into the row's details.
 */
export function ResourceTable<Entity, Input>({
  kind,
  rows,
  selection,
  onEdit,
  onOpen,
}: ResourceTableProps<Entity, Input>) {
  const t = useT();
  const columns = useMemo<VirtualColumn<Entity>[]>(
    () => [
      ...(selection
        ? [
            {
              key: 'select',
              header: <VisuallyHidden>{t(resourceMessages.columnSelect)}</VisuallyHidden>,
              minWidth: 64,
              render: (row: Entity) => (
                <RowCheckbox
                  label={t(resourceMessages.select, { name: kind.labelOf(row) })}
                  checked={selection.selected.includes(kind.idOf(row))}
                  onChange={(on) => selection.onToggle(kind.idOf(row), on)}
                />
              ),
            },
          ]
        : []),
      {
        key: 'name',
        header: t(resourceMessages.columnName),
        minWidth: 160,
        grow: 2,
        render: (row) =>
          onEdit ? (
            <RowLinkButton
              label={t(resourceMessages.edit, { name: kind.labelOf(row) })}
              onClick={() => onEdit(row)}
            >
              {kind.labelOf(row)}
            </RowLinkButton>
          ) : (
            <TextCell text={kind.labelOf(row)} />
          ),
      },
      ...kind.columns(t),
      ...(onOpen
        ? [
            {
              key: 'open',
              header: <VisuallyHidden>{t(resourceMessages.details)}</VisuallyHidden>,
              minWidth: 100,
              render: (row: Entity) => (
                <CellButton
                  label={t(resourceMessages.open, { name: kind.labelOf(row) })}
                  onClick={() => onOpen(row)}
                >
                  {fixedText(t, resourceMessages.details)}
                </CellButton>
              ),
            },
          ]
        : []),
    ],
    [t, kind, selection, onEdit, onOpen],
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
