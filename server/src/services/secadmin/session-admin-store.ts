import type { Kysely, Transaction } from 'kysely';
import type { SessionInfo, SessionList } from '@contracts/secadmin';
import { OWNER_ORGANIZATION_ID } from '@contracts/roles';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The live sessions of an organization: of its own users, not revoked and not past their end.
 * The identity service keeps them in `sessions` (one row per sign-in, refreshed in place).
 * The owning organization's are every organization's: only owners may read them, and owners
 * are admins everywhere (spec 6).
 */
function liveSessions(db: Db, organizationId: number, now: string) {
  const query = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now);
  return organizationId === OWNER_ORGANIZATION_ID
    ? query
    : query.where('users.organization_id', '=', organizationId);
}

function tokenExpires(lastRefreshed: string, sessionEnd: string, ttlSeconds: number): string {
  const tokenEnd = new Date(Date.parse(lastRefreshed) + ttlSeconds * 1000).toISOString();
  return tokenEnd < sessionEnd ? tokenEnd : sessionEnd;
}

/** The most recently active `limit` live sessions of the organization, and how many there are. */
export async function organizationSessions(
  db: Kysely<DB>,
  organizationId: number,
  options: { limit: number; accessTokenTtlSeconds: number },
): Promise<SessionList> {
  const now = nowIso();
  const [rows, count] = await Promise.all([
    liveSessions(db, organizationId, now)
      .select([
        'sessions.id',
        'users.email',
        'sessions.client_id',
        'sessions.client_ip',
        'sessions.proxy_ip',
        'sessions.last_refreshed',
        'sessions.expires_at',
      ])
      .orderBy('sessions.last_refreshed', 'desc')
      .orderBy('sessions.id')
      .limit(options.limit)
      .execute(),
    liveSessions(db, organizationId, now)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const sessions: SessionInfo[] = rows.map((row) => ({
    sessionId: row.id,
    username: row.email,
    clientId: row.client_id,
    clientIp: row.client_ip,
    proxyIp: row.proxy_ip,
    tokenIssued: row.last_refreshed,
    tokenExpires: tokenExpires(row.last_refreshed, row.expires_at, options.accessTokenTtlSeconds),
  }));
  return { sessions, total: Number(count.n) };
}

/** Of the given ids, the live sessions of the organization, with their users. */
export async function liveSessionsByIds(
  trx: Db,
  organizationId: number,
  sessionIds: readonly string[],
) {
  return liveSessions(trx, organizationId, nowIso())
    .select(['sessions.id', 'sessions.user_id', 'users.email'])
    .where('sessions.id', 'in', sessionIds)
    .execute();
}

/** Ends one session if it is still open: true when this call ended it. */
export async function endSession(trx: Db, sessionId: string, reason: string): Promise<boolean> {
  const result = await trx
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
