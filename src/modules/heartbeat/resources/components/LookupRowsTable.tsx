import { useMemo } from 'react';
import type { LookupRow, LookupTable } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { CellButton, VirtualTable, type VirtualColumn } from '../../../../shared/ui/table';
import { lookupMessages as m } from '../lookupMessages';

const rowKey = (row: LookupRow) => row.rowId;

interface LookupRowsTableProps {
  table: LookupTable;
  rows: readonly LookupRow[];
  /** Opens the row's editor; absent for who may not change rows. */
  onEdit?: (row: LookupRow) => void;
}

/** One page of a lookup table's rows, one column per table column. */
export function LookupRowsTable({ table, rows, onEdit }: LookupRowsTableProps) {
  const t = useT();
  const editLabel = t(m.editRow, { id: '' }).trim();
  const columns = useMemo<VirtualColumn<LookupRow>[]>(
    () => [
      ...table.columns.map((column, index) => ({
        key: column.columnId,
        header: column.name,
        minWidth: 120,
        grow: 1,
        priority: index === 0 ? ('high' as const) : ('low' as const),
        render: (row: LookupRow) => row.cells[column.columnId] ?? '',
      })),
      ...(onEdit
        ? [
            {
              key: 'edit',
              header: editLabel,
              minWidth: 90,
              render: (row: LookupRow) => (
                <CellButton label={t(m.editRow, { id: row.rowId })} onClick={() => onEdit(row)}>
                  {editLabel}
                </CellButton>
              ),
            },
          ]
        : []),
    ],
    [table.columns, onEdit, t, editLabel],
  );
  return (
    <VirtualTable
      label={t(m.rowsTable, { name: table.name })}
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      rowHeight={40}
      height={{ viewportOffset: 380 }}
      empty={t(m.noRows)}
    />
  );
}
