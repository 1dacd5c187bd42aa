import type { Kysely, Transaction } from 'kysely';
import type { SecretChange, SecretSummary } from '@contracts/resources';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
export type SecretTransaction = Transaction<DB>;

/** The audit entity type of a secret's changes: its history is read from them. */
export const SECRET_ENTITY = 'SECRET';
const HISTORY_MAX = 200;

/** Secrets with the names of their values; the values themselves are never read here. */
export async function secretList(db: Db, org: number, key?: string): Promise<SecretSummary[]> {
  let query = db
    .selectFrom('secrets as s')
    .leftJoin('users as c', 'c.id', 's.created_by')
    .leftJoin('users as u', 'u.id', 's.updated_by')
    .select([
      's.id',
      's.key',
      's.description',
      's.created',
      's.updated',
      'c.name as created_by_name',
      'u.name as updated_by_name',
    ])
    .where('s.organization_id', '=', org)
    .orderBy('s.key')
    .limit(1000);
  if (key !== undefined) query = query.where('s.key', '=', key);
  const rows = await query.execute();
  const names =
    rows.length === 0
      ? []
      : await db
          .selectFrom('secret_values')
          .select(['secret_id', 'name'])
          .where(
            'secret_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('name')
          .execute();
  return rows.map((r) => ({
    key: r.key,
    description: r.description,
    valueKeys: names.filter((n) => n.secret_id === r.id).map((n) => n.name),
    created: r.created,
    createdByName: r.created_by_name,
    updated: r.updated,
    updatedByName: r.updated_by_name,
  }));
}

export async function findSecret(db: Db, org: number, key: string) {
  return db
    .selectFrom('secrets')
    .select(['id', 'key', 'description'])
    .where('organization_id', '=', org)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * The changes of the organization's secret of this key, newest first, from their audit events
 * (which name the keys of values, never a value).
 */
export async function secretHistory(db: Db, org: number, key: string): Promise<SecretChange[]> {
  const rows = await db
    .selectFrom('audit_events as a')
    .leftJoin('users as u', 'u.id', 'a.created_by_id')
    .select(['a.id', 'a.event_type', 'a.payload', 'a.created', 'u.name'])
    .where('a.organization_id', '=', org)
    .where('a.entity_type', '=', SECRET_ENTITY)
    .where('a.entity_id', '=', key)
    .orderBy('a.id', 'desc')
    .limit(HISTORY_MAX)
    .execute();
  return rows.map((r) => {
    const payload = JSON.parse(r.payload) as { changedKeys?: string[]; removedKeys?: string[] };
    return {
      auditEventId: r.id,
      eventType: r.event_type,
      changedKeys: payload.changedKeys ?? [],
      removedKeys: payload.removedKeys ?? [],
      at: r.created,
      byName: r.name,
    };
  });
}

export async function insertSecret(
  trx: SecretTransaction,
  org: number,
  secret: { key: string; description: string; by: number; at: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('secrets')
    .values({
      organization_id: org,
      key: secret.key,
      description: secret.description,
      created: secret.at,
      created_by: secret.by,
      updated: secret.at,
      updated_by: secret.by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Sets values (new or replaced) and removes others; names the ones that changed. */
export async function writeSecretValues(
  trx: SecretTransaction,
  secretId: number,
  values: Record<string, string>,
  remove: readonly string[],
): Promise<{ changedKeys: string[]; removedKeys: string[] }> {
  const current = await trx
    .selectFrom('secret_values')
    .select(['name', 'value'])
    .where('secret_id', '=', secretId)
    .execute();
  const existing = new Map(current.map((v) => [v.name, v.value]));
  const changedKeys = Object.keys(values)
    .filter((name) => existing.get(name) !== values[name])
    .sort();
  const removedKeys = remove.filter((name) => existing.has(name)).sort();
  const touched = [...changedKeys, ...removedKeys];
  if (touched.length > 0) {
    await trx
      .deleteFrom('secret_values')
      .where('secret_id', '=', secretId)
      .where('name', 'in', touched)
      .execute();
  }
  if (changedKeys.length > 0) {
    await trx
      .insertInto('secret_values')
      .values(changedKeys.map((name) => ({ secret_id: secretId, name, value: values[name] ?? '' })))
      .execute();
  }
  return { changedKeys, removedKeys };
}

export async function touchSecret(
  trx: SecretTransaction,
  secretId: number,
  change: { description: string; by: number; at: string },
) {
  await trx
    .updateTable('secrets')
    .set({ description: change.description, updated: change.at, updated_by: change.by })
    .where('id', '=', secretId)
    .execute();
}

export async function deleteSecret(trx: SecretTransaction, secretId: number) {
  await trx.deleteFrom('secret_values').where('secret_id', '=', secretId).execute();
  await trx.deleteFrom('secrets').where('id', '=', secretId).execute();
}
