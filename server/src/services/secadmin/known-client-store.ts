import type { Kysely, Selectable, Transaction } from 'kysely';
import type { KnownClient } from '@contracts/secadmin';
import type { DB, KnownClientsTable } from '../../db/schema';
import { namedRows, stampsOf } from '../../lib/named-rows';

type Db = Kysely<DB> | Transaction<DB>;

/** The transaction a change of known clients and its audit event are written in. */
export type KnownClientTransaction = Transaction<DB>;

function toKnownClient(row: Selectable<KnownClientsTable>): KnownClient {
  return {
    knownClientId: row.id,
    name: row.name,
    notation: row.notation,
    description: row.description,
    ...stampsOf(row),
  };
}

const rows = namedRows('known_clients', toKnownClient);

/** Reads and writes of the organization's known clients; their name is unique in it. */
export const {
  list: knownClients,
  count: knownClientCount,
  one: knownClient,
  nameTaken,
  insert: insertKnownClient,
  update: updateKnownClient,
} = rows;

/** Deletes those of the ids that are the organization's; returns the deleted ones. */
export async function deleteKnownClients(trx: Db, organizationId: number, ids: readonly number[]) {
  return trx
    .deleteFrom('known_clients')
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
}

/** Whether the organization has a known client of this notation (a client id at sign-in). */
export async function isKnownClient(db: Db, organizationId: number, notation: string) {
  const row = await db
    .selectFrom('known_clients')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('notation', '=', notation)
    .executeTakeFirst();
  return row !== undefined;
}
