import { LOOKUP_COLUMNS_MAX } from '@contracts/resources';
import { badRequest } from '../../lib/errors';
import type { StoredTable } from './lookup-store';

/** The cells of live columns, without empty ones. */
export function keptCells(table: StoredTable, cells: Record<string, string>) {
  const live = new Set(table.columns.map((c) => c.columnId));
  return Object.fromEntries(
    Object.entries(cells).filter(([id, value]) => live.has(id) && value !== ''),
  );
}

/** The table with a new column, or with `columnId` renamed; names stay unique. */
export function tableWith(table: StoredTable, name: string, columnId?: string): StoredTable {
  if (table.columns.some((c) => c.name === name && c.columnId !== columnId)) {
    throw badRequest(`There is a column named ${name} already.`);
  }
  if (columnId !== undefined) {
    if (!table.columns.some((c) => c.columnId === columnId)) {
      throw badRequest(`No column ${columnId} in the table.`);
    }
    return {
      ...table,
      columns: table.columns.map((c) => (c.columnId === columnId ? { ...c, name } : c)),
    };
  }
  if (table.columns.length >= LOOKUP_COLUMNS_MAX) {
    throw badRequest(`A lookup table has at most ${LOOKUP_COLUMNS_MAX} columns.`);
  }
  return {
    ...table,
    columns: [...table.columns, { columnId: `c${table.nextColumn}`, name }],
    nextColumn: table.nextColumn + 1,
  };
}

/** The table without a column (its cells stay in the rows, unread, until a row is written). */
export function tableWithout(table: StoredTable, columnId: string): StoredTable {
  if (!table.columns.some((c) => c.columnId === columnId)) {
    throw badRequest(`No column ${columnId} in the table.`);
  }
  if (table.columns.length === 1) throw badRequest('A lookup table keeps at least one column.');
  return { ...table, columns: table.columns.filter((c) => c.columnId !== columnId) };
}

const SHOWN_ERRORS = 5;

/**
 * Imported rows as cells by column id, or a message naming the rows that do not fit
 * (numbered from 1, the header not counted): a header naming an unknown or repeated
 * column, or a row with another number of cells than the header.
 */
export function importErrors(
  table: StoredTable,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): { rows: Record<string, string>[] } | { message: string } {
  const byName = new Map(table.columns.map((c) => [c.name, c.columnId]));
  const unknown = header.filter((name) => !byName.has(name));
  if (unknown.length > 0) return { message: `The header names no column ${unknown.join(', ')}.` };
  if (new Set(header).size !== header.length) return { message: 'The header repeats a column.' };
  const errors: string[] = [];
  rows.forEach((row, index) => {
    if (row.length !== header.length) {
      errors.push(`Row ${index + 1} has ${row.length} cells, the header ${header.length}.`);
    }
  });
  if (errors.length > 0) {
    const more = errors.length > SHOWN_ERRORS ? ` (${errors.length} rows in all)` : '';
    return { message: `${errors.slice(0, SHOWN_ERRORS).join(' ')}${more}` };
  }
  const ids = header.map((name) => byName.get(name) ?? '');
  return {
    rows: rows.map((row) =>
      Object.fromEntries(ids.map((id, i) => [id, row[i] ?? '']).filter(([, v]) => v !== '')),
    ),
  };
}
