import type { Kysely, Selectable, Transaction } from 'kysely';
import type { KnownClient, KnownClientInput } from '../../../../src/shared/contracts/secadmin';
import type { DB, KnownClientsTable } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction a change of known clients and its audit event are written in. */
export type KnownClientTransaction = Transaction<DB>;

function toKnownClient(row: Selectable<KnownClientsTable>): KnownClient {
  return {
    knownClientId: row.id,
    name: row.name,
    notation: row.notation,
    description: row.description,
    created: row.created,
    createdBy: row.created_by,
    updated: row.updated,
    updatedBy: row.updated_by,
  };
}

/** The organization's known clients by name (at most `limit`: creating more is refused). */
export async function knownClients(db: Db, organizationId: number, limit: number) {
  const rows = await db
    .selectFrom('known_clients')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map(toKnownClient);
}

export async function knownClientCount(db: Db, organizationId: number): Promise<number> {
  const row = await db
    .selectFrom('known_clients')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function knownClient(db: Db, organizationId: number, id: number) {
  const row = await db
    .selectFrom('known_clients')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toKnownClient(row) : null;
}

/** Whether another of the organization's known clients has the name. */
export async function nameTaken(db: Db, organizationId: number, name: string, except?: number) {
  let query = db
    .selectFrom('known_clients')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', name);
  if (except !== undefined) query = query.where('id', '<>', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertKnownClient(
  trx: Db,
  organizationId: number,
  input: KnownClientInput,
  by: number,
): Promise<KnownClient> {
  const now = nowIso();
  const row = await trx
    .insertInto('known_clients')
    .values({
      organization_id: organizationId,
      ...input,
      created: now,
      created_by: by,
      updated: now,
      updated_by: by,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toKnownClient(row);
}

export async function updateKnownClient(
  trx: Db,
  organizationId: number,
  id: number,
  input: KnownClientInput,
  by: number,
): Promise<KnownClient | null> {
  const row = await trx
    .updateTable('known_clients')
    .set({ ...input, updated: nowIso(), updated_by: by })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toKnownClient(row) : null;
}

/** Deletes those of the ids that are the organization's; returns the deleted ones. */
export async function deleteKnownClients(trx: Db, organizationId: number, ids: readonly number[]) {
  return trx
    .deleteFrom('known_clients')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
}
