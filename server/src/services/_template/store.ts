import type { Kysely, Selectable, Transaction } from 'kysely';
import type { TemplateItem, TemplateItemInput } from '@contracts/_template';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';
import { stampsOf } from '../../lib/named-rows';
import type { TemplateItemsTable, TemplateTables } from './schema';

/** The transaction a change of items and its audit event are written in. */
export type TemplateTransaction = Transaction<DB>;

/** The database, or a change's transaction, with the service's own tables (schema.ts). */
const withItems = (db: Kysely<DB>) => db.withTables<TemplateTables>();

/** The organization's items: every query of an item names its organization. */
const ofOrganization = (db: Kysely<DB>, organizationId: number) =>
  withItems(db).selectFrom('template_items').where('organization_id', '=', organizationId);

function toItem(row: Selectable<TemplateItemsTable>): TemplateItem {
  return { itemId: row.id, name: row.name, description: row.description, ...stampsOf(row) };
}

/** The columns an input writes, and who changed the row when. */
function columnsOf(input: TemplateItemInput, by: number) {
  return { name: input.name, description: input.description, updated: nowIso(), updated_by: by };
}

/** At most `limit` of the organization's items, in name order. */
export async function listItems(db: Kysely<DB>, organizationId: number, limit: number) {
  const rows = await ofOrganization(db, organizationId)
    .selectAll()
    .orderBy('name')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toItem);
}

export async function itemCount(db: Kysely<DB>, organizationId: number): Promise<number> {
  const { count } = await ofOrganization(db, organizationId)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findItem(db: Kysely<DB>, organizationId: number, itemId: number) {
  const row = await ofOrganization(db, organizationId)
    .selectAll()
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Whether another of the organization's items (not `except`) has the name. */
export async function itemNameTaken(
  db: Kysely<DB>,
  organizationId: number,
  name: string,
  except?: number,
): Promise<boolean> {
  const row = await ofOrganization(db, organizationId)
    .select('id')
    .where('name', '=', name)
    .$if(except !== undefined, (query) => query.where('id', '<>', except ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertItem(
  trx: TemplateTransaction,
  organizationId: number,
  input: TemplateItemInput,
  by: number,
): Promise<TemplateItem> {
  const columns = columnsOf(input, by);
  const row = await withItems(trx)
    .insertInto('template_items')
    .values({
      organization_id: organizationId,
      ...columns,
      created: columns.updated,
      created_by: by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toItem(row);
}

/** The item as changed; null when the organization has no such item. */
export async function updateItem(
  trx: TemplateTransaction,
  organizationId: number,
  itemId: number,
  input: TemplateItemInput,
  by: number,
): Promise<TemplateItem | null> {
  const row = await withItems(trx)
    .updateTable('template_items')
    .set(columnsOf(input, by))
    .where('organization_id', '=', organizationId)
    .where('id', '=', itemId)
    .returningAll()
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** Deletes those of the ids that are the organization's; returns the deleted ones. */
export async function deleteItems(
  trx: TemplateTransaction,
  organizationId: number,
  itemIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  return withItems(trx)
    .deleteFrom('template_items')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', itemIds)
    .returning(['id', 'name'])
    .execute();
}
