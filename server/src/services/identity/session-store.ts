import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { isoAfterSeconds, nowIso, randomToken, sha256 } from '../../lib/crypto';

type Db = Kysely<DB> | Transaction<DB>;

export interface NewSession {
  userId: number;
  clientId: string;
  clientIp: string;
  proxyIp: string | null;
  ttlSeconds: number;
}

/** Opens a session and its first refresh token; returns the token in clear, once. */
export async function createSession(trx: Db, session: NewSession) {
  const id = randomToken(16);
  const now = nowIso();
  await trx
    .insertInto('sessions')
    .values({
      id,
      user_id: session.userId,
      client_id: session.clientId,
      client_ip: session.clientIp,
      proxy_ip: session.proxyIp,
      created: now,
      expires_at: isoAfterSeconds(session.ttlSeconds),
      last_refreshed: now,
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
  const refreshToken = await issueRefreshToken(trx, id);
  return { sessionId: id, refreshToken };
}

export async function issueRefreshToken(trx: Db, sessionId: string): Promise<string> {
  const token = randomToken(32);
  await trx
    .insertInto('refresh_tokens')
    .values({ token_hash: sha256(token), session_id: sessionId, created: nowIso(), used_at: null })
    .execute();
  return token;
}

export async function revokeSession(trx: Db, sessionId: string, reason: string): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(trx: Db, userId: number, reason: string) {
  const result = await trx
    .updateTable('sessions')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The user and organization of a session, whatever its state. */
export async function sessionOwner(trx: Db, sessionId: string) {
  return trx
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.user_id', 'users.organization_id'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

/** A refresh token's row with its session's state, by the token in clear. */
export async function findRefreshToken(trx: Db, token: string) {
  return refreshTokenQuery(trx, token).executeTakeFirst();
}

/** The query of `findRefreshToken`: a key read of the token, its session and user. */
export function refreshTokenQuery(trx: Db, token: string) {
  return trx
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.used_at',
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.organization_id',
      'users.disabled',
    ])
    .where('refresh_tokens.token_hash', '=', sha256(token));
}

/**
 * Spends a refresh token: true for the one caller whose conditional update took it, so
 * of two racing refreshes only one wins.
 */
export async function claimRefreshToken(trx: Db, token: string): Promise<boolean> {
  const claimed = await trx
    .updateTable('refresh_tokens')
    .set({ used_at: nowIso() })
    .where('token_hash', '=', sha256(token))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function markRefreshed(trx: Db, sessionId: string): Promise<void> {
  await trx
    .updateTable('sessions')
    .set({ last_refreshed: nowIso() })
    .where('id', '=', sessionId)
    .execute();
}
