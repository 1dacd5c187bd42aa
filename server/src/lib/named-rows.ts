import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso } from './crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** The tables of an organization's named rows: a unique name within the organization, and who
 * created and last changed each row when. */
export type NamedRowTable = 'certificates' | 'known_clients';

/** The columns a caller writes: all but the id, the organization and the stamps. */
export type NamedRowValues<T extends NamedRowTable> = Omit<
  Insertable<DB[T]>,
  'id' | 'organization_id' | 'created' | 'created_by' | 'updated' | 'updated_by'
>;

/** Who created and last changed a row, and when, as the answers say it. */
export function stampsOf(row: {
  created: string;
  created_by: number | null;
  updated: string;
  updated_by: number | null;
}) {
  return {
    created: row.created,
    createdBy: row.created_by,
    updated: row.updated,
    updatedBy: row.updated_by,
  };
}

// One table name stands for each of them: their id, organization, name and stamps are alike.
type AnyNamed = 'known_clients';

/**
 * Reading and writing one table of an organization's named rows, each answered as `toEntity`
 * makes it. List in name order (at most `limit`), count, one by id, whether a name is taken
 * (but by `except`), insert and update with the stamps.
 */
export function namedRows<T extends NamedRowTable, Entity>(
  table: T,
  toEntity: (row: Selectable<DB[T]>) => Entity,
) {
  const from = table as AnyNamed;
  const entity = (row: unknown) => toEntity(row as Selectable<DB[T]>);
  return {
    async list(db: Db, organizationId: number, limit: number): Promise<Entity[]> {
      const rows = await db
        .selectFrom(from)
        .selectAll()
        .where('organization_id', '=', organizationId)
        .orderBy('name')
        .limit(limit)
        .execute();
      return rows.map(entity);
    },

    async count(db: Db, organizationId: number): Promise<number> {
      const row = await db
        .selectFrom(from)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('organization_id', '=', organizationId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async one(db: Db, organizationId: number, id: number): Promise<Entity | null> {
      const row = await db
        .selectFrom(from)
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? entity(row) : null;
    },

    /** Whether another of the organization's rows has the name. */
    async nameTaken(
      db: Db,
      organizationId: number,
      name: string,
      except?: number,
    ): Promise<boolean> {
      let query = db
        .selectFrom(from)
        .select('id')
        .where('organization_id', '=', organizationId)
        .where('name', '=', name);
      if (except !== undefined) query = query.where('id', '<>', except);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insert(
      trx: Db,
      organizationId: number,
      values: NamedRowValues<T>,
      by: number,
    ): Promise<Entity> {
      const now = nowIso();
      const row = await trx
        .insertInto(from)
        .values({
          organization_id: organizationId,
          ...(values as unknown as NamedRowValues<AnyNamed>),
          created: now,
          created_by: by,
          updated: now,
          updated_by: by,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return entity(row);
    },

    async update(
      trx: Db,
      organizationId: number,
      id: number,
      values: NamedRowValues<T>,
      by: number,
    ): Promise<Entity | null> {
      const row = await trx
        .updateTable(from)
        .set({
          ...(values as unknown as NamedRowValues<AnyNamed>),
          updated: nowIso(),
          updated_by: by,
        })
        .where('organization_id', '=', organizationId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? entity(row) : null;
    },
  };
}
