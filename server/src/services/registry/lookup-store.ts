import type { Kysely, Transaction } from 'kysely';
import type { LookupColumn, LookupRow, LookupTable } from '@contracts/resources';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
export type LookupTransaction = Transaction<DB>;

export interface StoredTable {
  id: number;
  name: string;
  description: string;
  columns: LookupColumn[];
  nextColumn: number;
}

const rowCount = async (db: Db, tableId: number) =>
  Number(
    (
      await db
        .selectFrom('lookup_rows')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('table_id', '=', tableId)
        .executeTakeFirst()
    )?.n ?? 0,
  );

export async function lookupTables(db: Db, org: number, name?: string): Promise<LookupTable[]> {
  let query = db
    .selectFrom('lookup_tables as t')
    .leftJoin('users as u', 'u.id', 't.updated_by')
    .select([
      't.id',
      't.name',
      't.description',
      't.columns_json',
      't.created',
      't.updated',
      'u.name as updated_by_name',
      (eb) =>
        eb
          .selectFrom('lookup_rows as r')
          .select((c) => c.fn.countAll().as('n'))
          .whereRef('r.table_id', '=', 't.id')
          .as('row_count'),
    ])
    .where('t.organization_id', '=', org)
    .orderBy('t.name')
    .limit(1000);
  if (name !== undefined) query = query.where('t.name', '=', name);
  return (await query.execute()).map((t) => ({
    name: t.name,
    description: t.description,
    columns: JSON.parse(t.columns_json) as LookupColumn[],
    rowCount: Number(t.row_count ?? 0),
    created: t.created,
    updated: t.updated,
    updatedByName: t.updated_by_name,
  }));
}

export async function findTable(db: Db, org: number, name: string): Promise<StoredTable | null> {
  const row = await db
    .selectFrom('lookup_tables')
    .select(['id', 'name', 'description', 'columns_json', 'next_column'])
    .where('organization_id', '=', org)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    columns: JSON.parse(row.columns_json) as LookupColumn[],
    nextColumn: row.next_column,
  };
}

export async function insertTable(
  trx: LookupTransaction,
  org: number,
  table: { name: string; description: string; columns: string[]; by: number; at: string },
): Promise<void> {
  const columns = table.columns.map((name, index) => ({ columnId: `c${index + 1}`, name }));
  await trx
    .insertInto('lookup_tables')
    .values({
      organization_id: org,
      name: table.name,
      description: table.description,
      columns_json: JSON.stringify(columns),
      next_column: columns.length + 1,
      created: table.at,
      updated: table.at,
      updated_by: table.by,
    })
    .execute();
}

/** Writes the columns (and the next column number) and stamps the change. */
export async function saveTable(
  trx: LookupTransaction,
  table: StoredTable,
  by: number,
  at: string,
): Promise<void> {
  await trx
    .updateTable('lookup_tables')
    .set({
      columns_json: JSON.stringify(table.columns),
      next_column: table.nextColumn,
      updated: at,
      updated_by: by,
    })
    .where('id', '=', table.id)
    .execute();
}

export async function deleteTable(trx: LookupTransaction, tableId: number) {
  await trx.deleteFrom('lookup_rows').where('table_id', '=', tableId).execute();
  await trx.deleteFrom('lookup_tables').where('id', '=', tableId).execute();
}

/** A page of rows in insertion order, with the table's row count. */
export async function lookupRows(
  db: Db,
  tableId: number,
  offset: number,
  limit: number,
): Promise<{ rows: LookupRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('lookup_rows')
      .select(['id', 'cells_json'])
      .where('table_id', '=', tableId)
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    rowCount(db, tableId),
  ]);
  return {
    rows: rows.map((r) => ({
      rowId: r.id,
      cells: JSON.parse(r.cells_json) as Record<string, string>,
    })),
    total,
  };
}

export { rowCount as lookupRowCount };

export async function findRow(db: Db, tableId: number, rowId: number): Promise<LookupRow | null> {
  const row = await db
    .selectFrom('lookup_rows')
    .select(['id', 'cells_json'])
    .where('table_id', '=', tableId)
    .where('id', '=', rowId)
    .executeTakeFirst();
  return row
    ? { rowId: row.id, cells: JSON.parse(row.cells_json) as Record<string, string> }
    : null;
}

/** Appends rows (cells by column id); the new ids in order. */
export async function insertRows(
  trx: LookupTransaction,
  tableId: number,
  rows: readonly Record<string, string>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await trx
      .insertInto('lookup_rows')
      .values(
        rows
          .slice(i, i + 200)
          .map((cells) => ({ table_id: tableId, cells_json: JSON.stringify(cells) })),
      )
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function writeRow(
  trx: LookupTransaction,
  tableId: number,
  rowId: number,
  cells: Record<string, string>,
): Promise<void> {
  await trx
    .updateTable('lookup_rows')
    .set({ cells_json: JSON.stringify(cells) })
    .where('table_id', '=', tableId)
    .where('id', '=', rowId)
    .execute();
}

export async function deleteRow(trx: LookupTransaction, tableId: number, rowId: number) {
  const deleted = await trx
    .deleteFrom('lookup_rows')
    .where('table_id', '=', tableId)
    .where('id', '=', rowId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
