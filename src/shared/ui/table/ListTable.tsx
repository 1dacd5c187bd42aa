import { useT, type Message } from '../../i18n';
import { VirtualTable, type VirtualColumn } from './VirtualTable';

interface ListTableProps<Row> {
  /** The table's accessible name, and what it says when empty. */
  texts: { table: Message; empty: Message };
  rows: readonly Row[];
  columns: readonly VirtualColumn<Row>[];
  rowKey: (row: Row) => string | number;
  rowLabel?: (row: Row) => string;
  /** What stands above and below the table on the page, in pixels. */
  viewportOffset: number;
}

/** A list page's virtual table: rows of the usual height, down to the bottom of the screen. */
export function ListTable<Row>({ texts, viewportOffset, ...table }: ListTableProps<Row>) {
  const t = useT();
  return (
    <VirtualTable
      {...table}
      label={t(texts.table)}
      rowHeight={44}
      height={{ viewportOffset }}
      empty={t(texts.empty)}
    />
  );
}
