import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, SessionLimitKind, SessionLimitsTable } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

export type SessionLimitRow = Selectable<SessionLimitsTable>;

/** The columns of a limit a change writes. */
export interface SessionLimitValues {
  name: string;
  description: string;
  rank: number;
  timeout_seconds: number | null;
  user_limit: number | null;
  client_ip_limit: number | null;
  on_limit: string | null;
}

/** The organization's limits of a kind, lowest rank first (at most `limit`). */
export async function sessionLimits(
  db: Db,
  organizationId: number,
  kind: SessionLimitKind,
  limit: number,
) {
  return db
    .selectFrom('session_limits')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .orderBy('rank')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertSessionLimit(
  trx: Db,
  organizationId: number,
  kind: SessionLimitKind,
  values: SessionLimitValues,
  by: number,
): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto('session_limits')
    .values({
      organization_id: organizationId,
      kind,
      ...values,
      created: now,
      created_by: by,
      updated: now,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when the organization has no such limit of the kind. */
export async function updateSessionLimit(
  trx: Db,
  organizationId: number,
  kind: SessionLimitKind,
  id: number,
  values: SessionLimitValues,
  by: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('session_limits')
    .set({ ...values, updated: nowIso(), updated_by: by })
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSessionLimits(
  trx: Db,
  organizationId: number,
  kind: SessionLimitKind,
  ids: readonly number[],
) {
  return trx
    .deleteFrom('session_limits')
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .returning(['id', 'name'])
    .execute();
}

/**
 * The limit of the kind that applies to a sign-in: of the organization's limits whose user
 * groups include one of the user's (or that name none) and whose known clients include the
 * client signing in, by notation (or that name none), the one of lowest rank.
 */
export async function applicableSessionLimit(
  db: Db,
  organizationId: number,
  kind: SessionLimitKind,
  userId: number,
  clientId: string,
): Promise<SessionLimitRow | null> {
  const row = await db
    .selectFrom('session_limits as l')
    .selectAll('l')
    .where('l.organization_id', '=', organizationId)
    .where('l.kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('session_limit_user_groups as g')
              .select('g.user_group_id')
              .whereRef('g.session_limit_id', '=', 'l.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('session_limit_user_groups as g')
            .innerJoin('user_group_members as m', 'm.user_group_id', 'g.user_group_id')
            .select('g.user_group_id')
            .whereRef('g.session_limit_id', '=', 'l.id')
            .where('m.user_id', '=', userId),
        ),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('session_limit_known_clients as k')
              .select('k.known_client_id')
              .whereRef('k.session_limit_id', '=', 'l.id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('session_limit_known_clients as k')
            .innerJoin('known_clients as c', 'c.id', 'k.known_client_id')
            .select('k.known_client_id')
            .whereRef('k.session_limit_id', '=', 'l.id')
            .where('c.notation', '=', clientId),
        ),
      ]),
    )
    .orderBy('l.rank')
    .orderBy('l.id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The client ids (notations) a limit names; empty when it is for every client. */
export async function limitClientNotations(db: Db, limitId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('session_limit_known_clients as k')
    .innerJoin('known_clients as c', 'c.id', 'k.known_client_id')
    .select('c.notation')
    .where('k.session_limit_id', '=', limitId)
    .execute();
  return rows.map((row) => row.notation);
}

/**
 * The user's open sessions (of the clients named, or of all), oldest first. On PostgreSQL the
 * user's row is locked first, so two sign-ins of one user are counted one after the other
 * (SQLite writes one transaction at a time anyway).
 */
export async function openSessionsOfUser(
  trx: Db,
  userId: number,
  clientIds: readonly string[],
  lock: boolean,
) {
  if (lock) {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }
  let query = trx
    .selectFrom('sessions')
    .select(['id', 'client_ip', 'created'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowIso());
  if (clientIds.length > 0) query = query.where('client_id', 'in', clientIds);
  return query.orderBy('created').orderBy('id').execute();
}
